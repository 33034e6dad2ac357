export * from './admin-items-page.tsx';
export * from './transfer-ownership-dialog.tsx';
