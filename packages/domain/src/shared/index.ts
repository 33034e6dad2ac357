// Shared by every area: limits and timings, the generic form messages, field issues, formats.
export * from './constants.ts';
export * from './messages.ts';
export * from './field-issues.ts';
export * from './format.ts';
