export * from './welcome-screen.tsx';
