export * from './event-editor.tsx';
