export * from './select-menu.tsx';
