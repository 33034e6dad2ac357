export * from './password-input.tsx';
