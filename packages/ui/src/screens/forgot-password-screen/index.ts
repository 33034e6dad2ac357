export * from './forgot-password-screen.tsx';
