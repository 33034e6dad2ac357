export * from './contact-screen.tsx';
