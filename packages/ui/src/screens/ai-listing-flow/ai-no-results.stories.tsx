import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AiNoResults } from './ai-no-results.tsx';

const meta = {
  title: 'Screens/AI Listing/NoResults',
  component: AiNoResults,
  args: { onBackToAnalysis: fn() },
} satisfies Meta<typeof AiNoResults>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Review without a result (spec 2 §2.4). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText('Error')).toBeVisible();
    await expect(alert.getByText('No analysis results available')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back to Analysis' }));
    await expect(args.onBackToAnalysis).toHaveBeenCalled();
  },
};
