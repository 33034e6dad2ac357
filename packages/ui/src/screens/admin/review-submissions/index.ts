export * from './review-submissions.tsx';
