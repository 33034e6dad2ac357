export * from './admin-dashboard.tsx';
