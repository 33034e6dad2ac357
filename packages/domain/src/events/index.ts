// Community events (spec 3): the contract's enums, ahead of the events area.
export * from './event-types.ts';
export * from './community.ts';
