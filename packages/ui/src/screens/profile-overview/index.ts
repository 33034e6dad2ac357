export * from './profile-overview.tsx';
