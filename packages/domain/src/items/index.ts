// Listings (spec 2 §2-§6): types, statuses and options, the editor's and the server's rules,
// texts, and who may do what with a listing.
export * from './item-types.ts';
export * from './item-messages.ts';
export * from './item-attribute-keys.ts';
export * from './item-rules.ts';
export * from './item-permissions.ts';
export * from './traded-listing.ts';
