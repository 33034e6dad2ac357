export * from './home-screen.tsx';
