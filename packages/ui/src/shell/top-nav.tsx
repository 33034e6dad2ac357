import { Button, Flex } from '@radix-ui/themes';
import { Logo } from '../components/logo/logo.tsx';
import { useLinkComponent } from '../components/link/link.tsx';
import { AccountMenu } from './account-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import {
  MAIN_LINKS,
  SIGN_IN_LINK,
  SIGN_UP_LINK,
  isActivePath,
  type ShellUser,
} from './nav-links.ts';
import { NotificationBell, type NotificationBellPopover } from './notification-bell.tsx';
import * as css from './top-nav.css.ts';

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
            <>
              <NotificationBell unreadCount={unreadCount} popover={notifications} />
              <Flex display={{ initial: 'none', sm: 'flex' }}>
                <AccountMenu user={user} onLogout={onLogout} defaultOpen={defaultAccountMenuOpen} />
              </Flex>
            </>
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
            <MobileMenu
              user={user}
              currentPath={currentPath}
              onLogout={onLogout}
              defaultOpen={defaultMobileMenuOpen}
            />
          </Flex>
        </Flex>
      </div>
    </header>
  );
}
TopNav.displayName = 'TopNav';
