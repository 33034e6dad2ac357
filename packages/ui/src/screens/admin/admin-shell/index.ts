export * from './admin-shell.tsx';
