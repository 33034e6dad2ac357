export * from './transaction-stats-page.tsx';
