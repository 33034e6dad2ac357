export * from './centered-panel.tsx';
