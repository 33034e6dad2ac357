export * from './admin-chat-dialog.tsx';
