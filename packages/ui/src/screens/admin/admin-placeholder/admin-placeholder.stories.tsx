import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminPlaceholder } from './admin-placeholder.tsx';

const meta = {
  title: 'Screens/Admin/AdminPlaceholder',
  component: AdminPlaceholder,
  args: {
    title: 'System Configuration',
    notice: 'System Configuration is coming with AI administration.',
  },
} satisfies Meta<typeof AdminPlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'System Configuration',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(/coming with AI administration/);
  },
};
