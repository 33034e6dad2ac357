export * from './chat-panel.tsx';
export * from './chat-message-line.tsx';
