import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo, LOGO_SIZES, LOGO_VARIANTS } from './logo.tsx';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  argTypes: {
    variant: { control: 'inline-radio', options: LOGO_VARIANTS },
    size: { control: 'inline-radio', options: LOGO_SIZES },
  },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Large: Story = { args: { size: 'large' } };
export const MarkOnly: Story = { args: { variant: 'mark', size: 'large' } };
export const Dark: Story = { args: { size: 'large' }, globals: { appearance: 'dark' } };
