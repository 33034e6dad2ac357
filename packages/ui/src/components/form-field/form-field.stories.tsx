import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '@radix-ui/themes';
import { expect, within } from 'storybook/test';
import { FormField } from './form-field.tsx';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: {
    id: 'location',
    label: 'Location',
    children: (control) => <TextField.Root {...control} placeholder="Portland, OR" />,
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'City and state, so riders nearby can find you.' } };
export const WithError: Story = {
  args: { error: 'Location must be at least 2 characters' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Location');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Location must be at least 2 characters');
  },
};
