export * from './admin-offers-page.tsx';
