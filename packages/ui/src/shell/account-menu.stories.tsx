import { Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountMenu } from './account-menu.tsx';
import { MANAGER, MEMBER, OWNER } from './fixtures.ts';

const meta = {
  title: 'Shell/AccountMenu',
  component: AccountMenu,
  args: { user: MEMBER, onLogout: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Flex justify="end" p="5">
        <Story />
      </Flex>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const menu = () => within(document.body).findByRole('menu');

export const Closed: Story = {};

export const MemberOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /account menu/ }));
    const items = within(await menu());
    await expect(items.getByRole('menuitem', { name: 'Your Profile' })).toHaveAttribute(
      'href',
      '/profile#your-profile',
    );
    await expect(items.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expect(items.queryByRole('menuitem', { name: 'Admin Dashboard' })).toBeNull();
  },
};

export const ManagerOpen: Story = {
  args: { user: MANAGER },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /account menu/ }));
    const items = within(await menu());
    await expect(items.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  },
};

export const OwnerOpen: Story = {
  args: { user: OWNER },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /account menu/ }));
    await expect(
      within(await menu()).getByRole('menuitem', { name: 'Admin Dashboard' }),
    ).toBeVisible();
  },
};

export const LogsOut: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /account menu/ }));
    await userEvent.click(within(await menu()).getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
