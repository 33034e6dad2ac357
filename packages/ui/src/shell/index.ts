export * from './site-shell.tsx';
export * from './top-nav.tsx';
export * from './mobile-menu.tsx';
export * from './site-footer.tsx';
export * from './account-menu.tsx';
export * from './notification-bell.tsx';
export * from './nav-links.ts';
export * from '../components/link/link.tsx';
