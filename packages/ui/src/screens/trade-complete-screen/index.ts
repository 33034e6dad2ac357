export * from './trade-complete-screen.tsx';
