export * from './ai-review-screen.tsx';
export type { AiReviewPhoto } from './listing-preview.tsx';
