export * from './item-detail-page.tsx';
export * from './item-gallery.tsx';
export * from './item-facts.ts';
export * from './moderation-actions.tsx';
export * from './lazy-moderation-actions.tsx';
export * from './item-offers.tsx';
export * from './offer-dialog.tsx';
export * from './offer-confirm-dialog.tsx';
