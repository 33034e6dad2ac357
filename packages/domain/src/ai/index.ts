// The AI listing review (spec 2 §3.5-§5.3, spec 3 §9): the contract's enums, limits and texts.
export * from './ai-types.ts';
export * from './ai-listing.ts';
export * from './ai-rules.ts';
export * from './ai-flow.ts';
export * from './ai-review.ts';
export * from './ai-review-display.ts';
export * from './ai-admin-rules.ts';
export * from './ai-flow-texts.ts';
export * from './ai-feedback-display.ts';
export * from './ai-testing-rules.ts';
export * from './ai-config-form.ts';
export * from './ai-analytics-view.ts';
