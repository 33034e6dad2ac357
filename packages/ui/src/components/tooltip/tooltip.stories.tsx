import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@radix-ui/themes';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tooltip } from './tooltip.tsx';

// The wrapper brings its own provider (the web build's Theme has none), so a tooltip must open
// by keyboard focus on its own, with no provider around the story.
const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  // Beside the button, so the screenshot of the story's frame shows the whole tooltip.
  args: { content: 'Mark all as read', side: 'right' },
  render: (args) => (
    <Tooltip {...args}>
      <Button variant="soft" highContrast>
        Read all
      </Button>
    </Tooltip>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpensOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Read all' })).toHaveFocus();
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Mark all as read'));
  },
};
