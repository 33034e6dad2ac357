import { Box, Button, Flex, TextArea, TextField } from '@radix-ui/themes';
import { profileEditFormSchema, type ProfileEditFormInput } from '@pedalswap/domain/accounts';
import { LIMITS } from '@pedalswap/domain/shared';
import type { FormEvent } from 'react';
import { FormField, type FieldControlProps } from '../../components/form-field/form-field.tsx';
import { useSchemaForm } from '../../components/form-field/use-schema-form.ts';
import type { ProfileUser } from './types.ts';

export interface ProfileEditFormProps {
  user: ProfileUser;
  saving: boolean;
  onSave: (values: ProfileEditFormInput) => void;
  onCancel: () => void;
}

/** The profile card's edit mode: names, location and bio, checked by the domain's schema. */
export function ProfileEditForm({ user, saving, onSave, onCancel }: ProfileEditFormProps) {
  const form = useSchemaForm<ProfileEditFormInput>(profileEditFormSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    location: user.location ?? '',
    bio: user.bio ?? '',
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (values && !saving) onSave(values);
  };
  const text =
    (field: keyof ProfileEditFormInput, autoComplete: string) => (control: FieldControlProps) => (
      <TextField.Root
        {...control}
        size="3"
        autoComplete={autoComplete}
        value={form.values[field]}
        disabled={saving}
        onChange={(e) => form.setValue(field, e.target.value)}
        onBlur={() => form.touch(field)}
      />
    );
  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Edit profile">
      <Flex direction="column" gap="4">
        <Flex gap="4" direction={{ initial: 'column', sm: 'row' }}>
          <Box flexGrow="1" flexBasis="0">
            <FormField id="profile-first-name" label="First name" error={form.errorOf('firstName')}>
              {text('firstName', 'given-name')}
            </FormField>
          </Box>
          <Box flexGrow="1" flexBasis="0">
            <FormField id="profile-last-name" label="Last name" error={form.errorOf('lastName')}>
              {text('lastName', 'family-name')}
            </FormField>
          </Box>
        </Flex>
        <FormField id="profile-location" label="Location" error={form.errorOf('location')}>
          {text('location', 'address-level2')}
        </FormField>
        <FormField
          id="profile-bio"
          label="Bio"
          error={form.errorOf('bio')}
          hint={`${form.values.bio.length} / ${LIMITS.bioMax} characters`}
        >
          {(control) => (
            <TextArea
              {...control}
              size="3"
              rows={4}
              resize="vertical"
              value={form.values.bio}
              disabled={saving}
              onChange={(e) => form.setValue('bio', e.target.value)}
              onBlur={() => form.touch('bio')}
            />
          )}
        </FormField>
        <Flex gap="3" justify="end">
          <Button
            type="button"
            variant="soft"
            color="gray"
            highContrast
            onClick={onCancel}
            disabled={saving}
          >
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={saving}>
            Save Changes
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
ProfileEditForm.displayName = 'ProfileEditForm';
