export * from './access-screens.tsx';
