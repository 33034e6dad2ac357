import { IconButton, TextField } from '@radix-ui/themes';
import { EyeClosedIcon, EyeOpenIcon } from '@radix-ui/react-icons';
import { useState, type ComponentProps } from 'react';
import * as css from './password-input.css.ts';

export type PasswordInputProps = Omit<ComponentProps<typeof TextField.Root>, 'type'> & {
  /** Start with the password visible (stories); the user toggles it with the eye button. */
  defaultVisible?: boolean;
};

/** A password field with an accessible show/hide toggle. */
export function PasswordInput({
  defaultVisible = false,
  autoComplete = 'current-password',
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField.Root {...props} type={visible ? 'text' : 'password'} autoComplete={autoComplete}>
      <TextField.Slot side="right">
        <IconButton
          type="button"
          size="1"
          variant="ghost"
          color="gray"
          className={css.toggle}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeClosedIcon /> : <EyeOpenIcon />}
        </IconButton>
      </TextField.Slot>
    </TextField.Root>
  );
}
PasswordInput.displayName = 'PasswordInput';
