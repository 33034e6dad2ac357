export * from './admin-placeholder.tsx';
