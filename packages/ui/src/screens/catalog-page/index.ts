export * from './catalog-page.tsx';
export * from './catalog-filters.ts';
export * from './catalog-filter-bar.tsx';
export * from './catalog-pagination.tsx';
