export * from './link.tsx';
