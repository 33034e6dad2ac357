export * from './verify-email-screen.tsx';
