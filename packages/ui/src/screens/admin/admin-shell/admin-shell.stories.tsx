import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminNavFor } from '@pedalswap/domain/admin';
import { MESSAGES } from '@pedalswap/domain/accounts';
import { expect, userEvent, within } from 'storybook/test';
import { MANAGER, OWNER } from '../../../shell/fixtures.ts';
import { SiteShell } from '../../../shell/site-shell.tsx';
import { DARK, PHONE } from '../../../stories/with-shell.tsx';
import { AccessDenied } from '../../access-screens/access-screens.tsx';
import { AdminPlaceholder } from '../admin-placeholder/admin-placeholder.tsx';
import { AdminShell } from './admin-shell.tsx';

const page = (
  <AdminPlaceholder title="AI Analytics" notice="AI Analytics is coming with AI administration." />
);

const meta = {
  title: 'Screens/Admin/AdminShell',
  component: AdminShell,
  parameters: { layout: 'fullscreen' },
  // The site shell around the panel, signed in as the story's role (parameters.staff).
  decorators: [
    (Story, { parameters }) => (
      <SiteShell
        user={parameters.staff === 'manager' ? MANAGER : OWNER}
        currentPath="/admin"
        onLogout={() => {}}
      >
        <Story />
      </SiteShell>
    ),
  ],
  args: { links: adminNavFor('owner'), currentPath: '/admin/ai/analytics', children: page },
} satisfies Meta<typeof AdminShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Staff panel' }));

/** The top bar's account menu is its own lazy chunk: the page is whole once it shows the name
 * (a CI run on a loaded machine took the screenshot before it arrived). */
const accountShown = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByText(name, {}, { timeout: 15_000 });

export const Owner: Story = {
  play: async ({ canvasElement }) => {
    await accountShown(canvasElement, OWNER.firstName);
    const nav = sidebar(canvasElement);
    await expect(nav.getAllByRole('link')).toHaveLength(10);
    await expect(nav.getByRole('link', { name: 'Audit Log' })).toHaveAttribute(
      'href',
      '/admin/audit',
    );
    await expect(nav.getByRole('link', { name: 'AI Analytics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Manager: Story = {
  parameters: { staff: 'manager' },
  args: { links: adminNavFor('manager'), currentPath: '/admin/users' },
  play: async ({ canvasElement }) => {
    await accountShown(canvasElement, MANAGER.firstName);
    const nav = sidebar(canvasElement);
    await expect(nav.getAllByRole('link')).toHaveLength(6);
    await expect(nav.queryByRole('link', { name: 'Audit Log' })).toBeNull();
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A manager who typed an owner's address: the sidebar stays, the page says Access Denied. */
export const ManagerOnOwnerPage: Story = {
  parameters: { staff: 'manager' },
  args: {
    links: adminNavFor('manager'),
    currentPath: '/admin/audit',
    children: <AccessDenied variant="role" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      MESSAGES.accessDeniedRole,
    );
    // No sidebar link is the open page: the audit log is not the manager's.
    await expect(
      within(canvasElement)
        .getByRole('navigation', { name: 'Staff panel' })
        .querySelector('[aria-current]'),
    ).toBeNull();
  },
};

/** The sidebar is a list of links: Tab walks it in order. */
export const Keyboard: Story = {
  args: { currentPath: '/admin' },
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement);
    nav.getByRole('link', { name: 'Dashboard' }).focus();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Review Submissions' })).toHaveFocus();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Phone: Story = { globals: PHONE };
export const Dark: Story = { globals: DARK };
