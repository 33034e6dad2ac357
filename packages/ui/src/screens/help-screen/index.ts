export * from './help-screen.tsx';
