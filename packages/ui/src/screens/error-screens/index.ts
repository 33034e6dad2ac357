export * from './error-screens.tsx';
