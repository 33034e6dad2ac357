export * from './verify-email-change-screen.tsx';
