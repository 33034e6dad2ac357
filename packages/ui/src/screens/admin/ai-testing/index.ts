export * from './ai-testing.tsx';
export type * from './testing-types.ts';
