// The staff panel (spec 3 §2): its pages, who opens them, its texts and limits.
export * from './admin-pages.ts';
export * from './token-adjustment.ts';
export * from './audit-display.ts';
export * from './review-messages.ts';
export * from './staff-transactions.ts';
