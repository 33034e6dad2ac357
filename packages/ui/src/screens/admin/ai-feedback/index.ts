export * from './ai-feedback.tsx';
export type * from './feedback-types.ts';
