export * from './reset-password-screen.tsx';
