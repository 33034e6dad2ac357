import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container, Heading, Section, Text } from '@radix-ui/themes';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteShell } from './site-shell.tsx';
import { MANAGER, MEMBER, OWNER } from './fixtures.ts';

const meta = {
  title: 'Shell/SiteShell',
  component: SiteShell,
  parameters: { layout: 'fullscreen' },
  args: {
    user: null,
    unreadCount: 0,
    currentPath: '/catalog',
    onLogout: fn(),
    children: (
      <Section size="2" px="4">
        <Container size="3">
          <Heading as="h1" size="7" mb="2">
            Browse Bikes
          </Heading>
          <Text color="gray">Page content goes here.</Text>
        </Container>
      </Section>
    ),
  },
} satisfies Meta<typeof SiteShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const phone = { viewport: { value: 'phone', isRotated: false } };

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );
    const main = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(main.getByRole('link', { name: 'Browse Bikes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SignedIn: Story = {
  args: { user: MEMBER, unreadCount: 3, currentPath: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Notifications, 3 unread' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).toBeNull();
  },
};

export const MemberMenuHasNoAdmin: Story = {
  args: { user: MEMBER, unreadCount: 12 },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /account menu/ }),
    );
    const menu = within(await body().findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Your Bikes' })).toHaveAttribute(
      'href',
      '/profile#your-bikes',
    );
    await expect(menu.queryByRole('menuitem', { name: 'Admin Dashboard' })).toBeNull();
  },
};

export const StaffManagerMenu: Story = {
  args: { user: MANAGER, unreadCount: 1 },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /account menu/ }),
    );
    const menu = within(await body().findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  },
};

export const StaffOwnerMenu: Story = {
  args: { user: OWNER },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /account menu/ }),
    );
    await expect(
      within(await body().findByRole('menu')).getByRole('menuitem', { name: 'Admin Dashboard' }),
    ).toBeVisible();
  },
};

export const SignedInDark: Story = {
  args: { user: MEMBER, unreadCount: 4, currentPath: '/community' },
  globals: { appearance: 'dark' },
};

export const MobileSignedOut: Story = { globals: phone };

export const MobileMenuSignedOut: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Open menu' }));
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(dialog.getByRole('link', { name: 'Community' })).toHaveAttribute(
      'href',
      '/community',
    );
  },
};

export const MobileMenuMember: Story = {
  globals: phone,
  args: { user: MEMBER, unreadCount: 2, currentPath: '/' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Open menu' }));
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByRole('link', { name: 'Your Offers' })).toHaveAttribute(
      'href',
      '/profile#your-offers',
    );
    await expect(dialog.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
  },
};

export const MobileMenuStaff: Story = {
  globals: phone,
  args: { user: MANAGER, currentPath: '/catalog' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Open menu' }));
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await expect(dialog.getByRole('button', { name: 'Log out' })).toBeVisible();
    void args;
  },
};

export const MobileMenuDark: Story = {
  globals: { ...phone, appearance: 'dark' },
  args: { user: OWNER, unreadCount: 10 },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Open menu' }));
    await body().findByRole('dialog');
  },
};
