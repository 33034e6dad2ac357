export * from './error-banner.tsx';
