// Community events (spec 3 §2.12-2.14, §3-§6, §8, §9): the contract's enums, the editor's and
// the server's rules and messages, and who may do what.
export * from './event-types.ts';
export * from './event-messages.ts';
export * from './calendar-feed-messages.ts';
export * from './event-rules.ts';
export * from './event-permissions.ts';
export * from './community.ts';
export * from './event-series.ts';
