// The domain by area: each folder holds an area's rules, texts and enums behind its own index.
// Import an area (`@pedalswap/domain/items`) or everything (`@pedalswap/domain`).
export * from './shared/index.ts';
export * from './accounts/index.ts';
export * from './items/index.ts';
export * from './offers/index.ts';
export * from './chat/index.ts';
// Only the enums at the root: the events rules (zod) stay behind @pedalswap/domain/events, out
// of every page that imports the root.
export * from './events/event-types.ts';
export * from './ai/index.ts';
export * from './admin/index.ts';
