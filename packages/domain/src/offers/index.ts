// Offers (spec 2 §4): the contract's enums, how an offer reads, the form's rules and messages,
// who may answer, cancel or complete one (making one is canMakeOffer, items/), and the offer
// dialog's fair price line.
export * from './offer-types.ts';
export * from './offer-display.ts';
export * from './offer-rules.ts';
export * from './offer-messages.ts';
export * from './offer-permissions.ts';
export * from './trade-complete.ts';
export * from './fair-price.ts';
export * from './admin-offers.ts';
