// The shell's links (spec 1 §1 and §2), shared by the desktop bar, the account menu and the
// mobile menu so the three can never disagree.
import { isStaff } from '@pedalswap/domain/accounts';

export interface NavLink {
  label: string;
  href: string;
}

export const MAIN_LINKS: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Browse Bikes', href: '/catalog' },
  { label: 'Community', href: '/community' },
];

export const ACCOUNT_LINKS: readonly NavLink[] = [
  { label: 'Your Profile', href: '/profile#your-profile' },
  { label: 'Your Bikes', href: '/profile#your-bikes' },
  { label: 'Your Offers', href: '/profile#your-offers' },
  { label: 'Your Events', href: '/profile#your-events' },
  { label: 'Settings', href: '/settings' },
];

export const ADMIN_LINK: NavLink = { label: 'Admin Dashboard', href: '/admin' };

export const SIGN_IN_LINK: NavLink = { label: 'Sign in', href: '/login' };
export const SIGN_UP_LINK: NavLink = { label: 'Sign up', href: '/register' };

/** The account links a user sees: Admin Dashboard only for owner and manager (spec 1 §1). */
export function accountLinksFor(role: string | null | undefined): readonly NavLink[] {
  return isStaff(role) ? [...ACCOUNT_LINKS, ADMIN_LINK] : ACCOUNT_LINKS;
}

/** Home is active only on "/"; the others also on their sub-paths (/catalog/123). */
export function isActivePath(href: string, currentPath: string): boolean {
  const path = currentPath.split(/[?#]/)[0] ?? '';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}

/** The signed-in member as the shell needs it. */
export interface ShellUser {
  firstName: string;
  lastName: string;
  email: string;
  /** owner, manager or user; anything else counts as user. */
  role: string;
  avatarUrl?: string | null;
}

export function initials(user: Pick<ShellUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}
