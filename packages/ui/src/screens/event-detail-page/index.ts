export * from './event-detail-page.tsx';
export * from './event-gallery.tsx';
export * from './follow-card.tsx';
