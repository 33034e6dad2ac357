export * from './audit-log.tsx';
