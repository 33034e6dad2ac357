export * from './admin-chats-page.tsx';
