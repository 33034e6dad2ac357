export * from './notifications-page.tsx';
