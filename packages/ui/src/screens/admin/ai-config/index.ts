export * from './ai-config-page.tsx';
