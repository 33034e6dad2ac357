// Offers (spec 2 §4): the contract's enums, how an offer reads, and who may make or cancel one.
export * from './offer-types.ts';
export * from './offer-display.ts';
