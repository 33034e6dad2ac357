export * from './ai-flow-types.ts';
export * from './ai-flow-frame.tsx';
export * from './ai-upload-step.tsx';
export * from './ai-analysis-step.tsx';
export * from './ai-improve-step.tsx';
export * from './ai-no-results.tsx';
export * from './ai-feedback-trio.tsx';
