export * from './types.ts';
export * from './format.ts';
export * from './profile-card.tsx';
