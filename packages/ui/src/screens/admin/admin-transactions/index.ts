export * from './admin-transactions-page.tsx';
