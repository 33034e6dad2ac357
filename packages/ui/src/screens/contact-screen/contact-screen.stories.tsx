import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTACT } from '@pedalswap/domain/shared';
import { expect, within } from 'storybook/test';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import { ContactScreen } from './contact-screen.tsx';

const meta = {
  title: 'Screens/ContactScreen',
  component: ContactScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/contact')],
} satisfies Meta<typeof ContactScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /contact was a 404 behind the welcome page's and the footer's links (issue 10 #14). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(main.getByRole('link', { name: CONTACT.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.supportEmail}`,
    );
    for (const way of ['E-mail support', 'Report a listing or a member', 'Account and sign-in'])
      await expect(main.getByRole('region', { name: way })).toBeVisible();
    await expect(main.getByRole('link', { name: 'help centre' })).toHaveAttribute('href', '/help');
  },
};
export const Dark: Story = { globals: DARK };
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
