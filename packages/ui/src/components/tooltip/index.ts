export * from './tooltip.tsx';
