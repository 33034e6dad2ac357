// Shared by every area: limits and timings, the generic form and request messages, field issues,
// formats.
export * from './constants.ts';
export * from './messages.ts';
export * from './field-issues.ts';
export * from './format.ts';
export * from './request-messages.ts';
export * from './rate-limits.ts';
