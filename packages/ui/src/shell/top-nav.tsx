import { lazy, Suspense } from 'react';
import { Button, Flex, IconButton } from '@radix-ui/themes';
import { HamburgerMenuIcon } from '@radix-ui/react-icons';
import { Logo } from '../components/logo/logo.tsx';
import { useLinkComponent } from '../components/link/link.tsx';
import {
  MAIN_LINKS,
  SIGN_IN_LINK,
  SIGN_UP_LINK,
  isActivePath,
  type ShellUser,
} from './nav-links.ts';
import type { NotificationBellPopover } from './notification-bell.tsx';
import * as css from './top-nav.css.ts';

// The menus (Radix dialog, dropdown and popover with their positioning and focus code) are loaded
// after the first paint: a visitor sees the page without waiting for them (issue 11 item 2).
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));
const AccountMenu = lazy(() =>
  import('./account-menu.tsx').then((m) => ({ default: m.AccountMenu })),
);
const NotificationBell = lazy(() =>
  import('./notification-bell.tsx').then((m) => ({ default: m.NotificationBell })),
);

/** The menu button as it looks until the menu's code is there (no layout shift); hidden from
 * assistive technology and tests, which find the real button once it can open the menu. */
function MobileMenuPlaceholder() {
  return (
    <IconButton variant="ghost" color="gray" highContrast size="3" aria-hidden tabIndex={-1}>
      <HamburgerMenuIcon width="20" height="20" />
    </IconButton>
  );
}

export interface TopNavProps {
  /** null when signed out. */
  user: ShellUser | null;
  unreadCount?: number;
  /** The bell's popover (list and callbacks); without it the bell links to /notifications. */
  notifications?: NotificationBellPopover;
  currentPath: string;
  onLogout: () => void;
  /** Stories open the menus on first render; the app leaves them closed. */
  defaultMobileMenuOpen?: boolean;
  defaultAccountMenuOpen?: boolean;
}

/** The top bar: brand, main links, and the account area (menus collapse under 768 px). */
export function TopNav({
  user,
  unreadCount = 0,
  notifications,
  currentPath,
  onLogout,
  defaultMobileMenuOpen = false,
  defaultAccountMenuOpen = false,
}: TopNavProps) {
  const Link = useLinkComponent();
  return (
    <header className={css.header}>
      <div className={css.bar}>
        <Link href="/" className={css.brandLink} aria-label="PedalSwap home">
          <Logo />
        </Link>
        <Flex asChild display={{ initial: 'none', sm: 'flex' }} gap="4" align="center">
          <nav aria-label="Main">
            {MAIN_LINKS.map((link) => (
              <Link
                key={link.href}
                href={link.href}
                className={css.navLink}
                aria-current={isActivePath(link.href, currentPath) ? 'page' : undefined}
              >
                {link.label}
              </Link>
            ))}
          </nav>
        </Flex>
        <span className={css.spacer} />
        <Flex gap="3" align="center">
          {user ? (
            <Suspense fallback={null}>
              <NotificationBell unreadCount={unreadCount} popover={notifications} />
              <Flex display={{ initial: 'none', sm: 'flex' }}>
                <AccountMenu user={user} onLogout={onLogout} defaultOpen={defaultAccountMenuOpen} />
              </Flex>
            </Suspense>
          ) : (
            <Flex display={{ initial: 'none', sm: 'flex' }} gap="3" align="center">
              <Button asChild variant="ghost" highContrast>
                <Link href={SIGN_IN_LINK.href}>{SIGN_IN_LINK.label}</Link>
              </Button>
              <Button asChild>
                <Link href={SIGN_UP_LINK.href}>{SIGN_UP_LINK.label}</Link>
              </Button>
            </Flex>
          )}
          <Flex display={{ initial: 'flex', sm: 'none' }}>
            <Suspense fallback={<MobileMenuPlaceholder />}>
              <MobileMenu
                user={user}
                currentPath={currentPath}
                onLogout={onLogout}
                defaultOpen={defaultMobileMenuOpen}
              />
            </Suspense>
          </Flex>
        </Flex>
      </div>
    </header>
  );
}
TopNav.displayName = 'TopNav';
