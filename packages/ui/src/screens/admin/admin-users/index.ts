export * from './admin-users.tsx';
export * from './user-transactions-dialog.tsx';
