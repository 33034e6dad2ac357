export * from './item-card.tsx';
export * from './item-display.ts';
