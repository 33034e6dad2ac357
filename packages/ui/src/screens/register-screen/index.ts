export * from './register-screen.tsx';
