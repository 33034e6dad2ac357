import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROFILE_PAGE_MESSAGES } from '@pedalswap/domain/accounts';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import { MAYA } from './fixtures.ts';
import { ProfileCard } from './profile-card.tsx';

const meta = {
  title: 'Screens/ProfilePage/ProfileCard',
  component: ProfileCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
  args: { user: MAYA, onSave: fn(), onUploadAvatar: fn(), onModeChange: fn() },
} satisfies Meta<typeof ProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const pickFile = (el: HTMLElement, file: File) => {
  const input = el.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
};

export const View: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Maya Hood' })).toBeVisible();
    await expect(canvas.getByLabelText('Email verified')).toBeVisible();
    await expect(canvas.getByText('Joined March 2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload Photo' })).toBeVisible();
  },
};

export const Unverified: Story = {
  args: { user: { ...MAYA, emailVerified: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not verified')).toBeVisible();
  },
};

export const EmptyOptionalFields: Story = {
  args: { user: { ...MAYA, bio: null, location: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(PROFILE_PAGE_MESSAGES.bioPrompt)).toBeVisible();
  },
};

export const ToggleEditAndCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('edit');
    // The edit form is loaded when first shown (it brings the zod schema): found once it is there.
    await expect(await canvas.findByLabelText('First name')).toHaveValue('Maya');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('view');
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  },
};

export const EditSaved: Story = {
  args: { defaultMode: 'edit' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const location = await canvas.findByLabelText('Location');
    await userEvent.clear(location);
    await userEvent.type(location, '  Hood River, OR ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      firstName: 'Maya',
      lastName: 'Hood',
      location: 'Hood River, OR',
      bio: MAYA.bio,
    });
  },
};

const editError = (field: string, value: string, message: string): Story => ({
  args: { defaultMode: 'edit' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText(field);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

export const FirstNameRequired = editError('First name', '', 'First name is required');
export const FirstNameTooShort = editError(
  'First name',
  'M',
  'First name must be at least 2 characters',
);
export const FirstNameTooLong = editError(
  'First name',
  'M'.repeat(51),
  'First name must not exceed 50 characters',
);
export const FirstNameFormat = editError('First name', 'Maya3', 'First name format is invalid');
export const FirstNameSpaces = editError(
  'First name',
  'Maya Lou Ann',
  'First name should contain only one space maximum',
);
export const LastNameRequired = editError('Last name', '', 'Last name is required');
export const LastNameSpaces = editError(
  'Last name',
  'Hood Van Dyke',
  'Last name should contain only one space maximum',
);
export const LocationRequired = editError('Location', '', 'Location is required');
export const LocationTooShort = editError(
  'Location',
  'P',
  'Location must be at least 2 characters',
);

export const BioTooLong: Story = {
  args: { defaultMode: 'edit', user: { ...MAYA, bio: 'Ride. '.repeat(170) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Changes' }));
    await expect(canvas.getByText('Bio must not exceed 1000 characters')).toBeVisible();
    await expect(canvas.getByText('1020 / 1000 characters')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { mode: 'edit', saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await expect(canvas.getByLabelText('First name')).toBeDisabled();
  },
};

export const Updated: Story = {
  args: { feedback: { tone: 'success', message: PROFILE_PAGE_MESSAGES.updated } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Profile updated successfully!',
    );
  },
};

export const UpdateFailed: Story = {
  args: { mode: 'edit', feedback: { tone: 'error', message: PROFILE_PAGE_MESSAGES.updateFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to update profile',
    );
  },
};

export const AvatarUploaded: Story = {
  play: async ({ canvasElement, args }) => {
    const photo = new File([new Uint8Array(2048)], 'maya.png', { type: 'image/png' });
    pickFile(canvasElement, photo);
    await expect(args.onUploadAvatar).toHaveBeenCalledWith(photo);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const AvatarNotAnImage: Story = {
  play: async ({ canvasElement, args }) => {
    pickFile(canvasElement, new File(['%PDF-1.7'], 'route.pdf', { type: 'application/pdf' }));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please select an image file',
    );
    await expect(args.onUploadAvatar).not.toHaveBeenCalled();
  },
};

export const AvatarTooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    pickFile(
      canvasElement,
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }),
    );
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Image must be smaller than 5MB',
    );
    await expect(args.onUploadAvatar).not.toHaveBeenCalled();
  },
};

export const AvatarUploading: Story = { args: { uploading: true } };

export const AvatarUpdated: Story = {
  args: { feedback: { tone: 'success', message: PROFILE_PAGE_MESSAGES.photoUpdated } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Profile photo updated successfully!',
    );
  },
};

export const AvatarFailed: Story = {
  args: { feedback: { tone: 'error', message: PROFILE_PAGE_MESSAGES.photoFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to upload photo',
    );
  },
};

export const OtherMember: Story = {
  args: { editable: false, user: { ...MAYA, bio: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Staff see that there is no bio, not the owner's invitation to write one (issue 10 #11).
    await expect(canvas.getByText(PROFILE_PAGE_MESSAGES.noBio)).toBeVisible();
    await expect(canvas.queryByText(PROFILE_PAGE_MESSAGES.bioPrompt)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Settings' })).toBeNull();
  },
};

export const UnreadableJoinDate: Story = {
  args: { user: { ...MAYA, createdAt: 'yesterday-ish' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invalid date')).toBeVisible();
  },
};

export const Dark: Story = { globals: DARK };
export const EditDark: Story = { globals: DARK, args: { defaultMode: 'edit' } };
export const Phone: Story = { globals: PHONE };
export const EditPhone: Story = { globals: PHONE, args: { defaultMode: 'edit' } };
