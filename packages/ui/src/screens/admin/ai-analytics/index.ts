export * from './ai-analytics-page.tsx';
export type * from './ai-analytics-types.ts';
