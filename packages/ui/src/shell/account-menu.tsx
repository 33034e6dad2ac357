import { Avatar, Button, DropdownMenu, Text, VisuallyHidden } from '@radix-ui/themes';
import { ExitIcon } from '@radix-ui/react-icons';
import { useLinkComponent } from '../components/link/link.tsx';
import { accountLinksFor, initials, type ShellUser } from './nav-links.ts';
import * as css from './account-menu.css.ts';

export interface AccountMenuProps {
  user: ShellUser;
  onLogout: () => void;
  /** Open on first render (stories and screenshots); the app leaves it closed. */
  defaultOpen?: boolean;
}

/** The signed-in member's menu: profile sections, settings, Admin Dashboard for staff, Log out. */
export function AccountMenu({ user, onLogout, defaultOpen = false }: AccountMenuProps) {
  const Link = useLinkComponent();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger>
        <Button variant="ghost" color="gray" highContrast size="2" className={css.trigger}>
          {/* The name comes from the visible text, so what sighted and voice users see matches. */}
          <span aria-hidden>
            <Avatar
              size="2"
              radius="full"
              variant="solid"
              color="jade"
              src={user.avatarUrl ?? undefined}
              fallback={initials(user)}
              alt=""
            />
          </span>
          <Text weight="medium">{user.firstName}</Text>
          <VisuallyHidden>, account menu</VisuallyHidden>
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" variant="soft">
        <div className={css.who}>
          <Text size="2" weight="bold">
            {user.firstName} {user.lastName}
          </Text>
          <Text size="1" color="gray">
            {user.email}
          </Text>
        </div>
        <DropdownMenu.Separator />
        {accountLinksFor(user.role).map((link) => (
          <DropdownMenu.Item key={link.href} asChild>
            <Link href={link.href}>{link.label}</Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={onLogout}>
          <ExitIcon aria-hidden /> Log out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
AccountMenu.displayName = 'AccountMenu';
