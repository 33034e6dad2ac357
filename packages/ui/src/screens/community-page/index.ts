export * from './community-page.tsx';
export * from './community-filter-panel.tsx';
export * from './event-calendar.tsx';
export * from './event-card.tsx';
export * from './event-display.ts';
