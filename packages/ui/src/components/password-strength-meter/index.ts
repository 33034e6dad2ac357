export * from './password-strength-meter.tsx';
