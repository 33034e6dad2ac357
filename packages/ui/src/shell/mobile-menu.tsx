import {
  Avatar,
  Button,
  Dialog,
  Flex,
  IconButton,
  Separator,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import { Cross2Icon, ExitIcon, HamburgerMenuIcon } from '@radix-ui/react-icons';
import { useLinkComponent } from '../components/link/link.tsx';
import { Logo } from '../components/logo/logo.tsx';
import {
  MAIN_LINKS,
  SIGN_IN_LINK,
  SIGN_UP_LINK,
  accountLinksFor,
  initials,
  isActivePath,
  type NavLink,
  type ShellUser,
} from './nav-links.ts';
import * as css from './mobile-menu.css.ts';

export interface MobileMenuProps {
  user: ShellUser | null;
  currentPath: string;
  onLogout: () => void;
  defaultOpen?: boolean;
}

/** Under 768 px the main links and the account menu move into this sheet (spec 1 §1). */
export function MobileMenu({ user, currentPath, onLogout, defaultOpen = false }: MobileMenuProps) {
  const Link = useLinkComponent();
  const links = (items: readonly NavLink[], label: string) => (
    <nav aria-label={label}>
      <ul className={css.list}>
        {items.map((link) => (
          <li key={link.href}>
            <Dialog.Close>
              <Link
                href={link.href}
                className={css.item}
                aria-current={isActivePath(link.href, currentPath) ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </Dialog.Close>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger>
        <IconButton variant="ghost" color="gray" highContrast size="3" aria-label="Open menu">
          <HamburgerMenuIcon width="20" height="20" />
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Content className={css.sheet} aria-describedby={undefined}>
        <Flex justify="between" align="center" mb="4">
          <Logo />
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" highContrast aria-label="Close menu">
              <Cross2Icon width="18" height="18" />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <VisuallyHidden>
          <Dialog.Title>Menu</Dialog.Title>
        </VisuallyHidden>
        {links(MAIN_LINKS, 'Main')}
        <Separator size="4" my="4" />
        {user ? (
          <>
            <Flex gap="3" align="center" mb="3" px="2">
              <Avatar
                size="3"
                radius="full"
                variant="solid"
                color="jade"
                src={user.avatarUrl ?? undefined}
                fallback={initials(user)}
                alt=""
              />
              <Flex direction="column">
                <Text weight="bold">
                  {user.firstName} {user.lastName}
                </Text>
                <Text size="1" color="gray">
                  {user.email}
                </Text>
              </Flex>
            </Flex>
            {links(accountLinksFor(user.role), 'Account')}
            <Separator size="4" my="4" />
            <Dialog.Close>
              <Button
                variant="soft"
                color="gray"
                highContrast
                size="3"
                className={css.logout}
                onClick={onLogout}
              >
                <ExitIcon aria-hidden /> Log out
              </Button>
            </Dialog.Close>
          </>
        ) : (
          <Flex direction="column" gap="3">
            <Button asChild size="3">
              <Link href={SIGN_UP_LINK.href}>{SIGN_UP_LINK.label}</Link>
            </Button>
            <Button asChild size="3" variant="soft" highContrast>
              <Link href={SIGN_IN_LINK.href}>{SIGN_IN_LINK.label}</Link>
            </Button>
          </Flex>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
MobileMenu.displayName = 'MobileMenu';
