import { Switch, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import * as css from './settings-page.css.ts';

export interface SettingSwitchProps {
  id: string;
  label: string;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A labelled switch with a line of explanation, one row of a settings card. */
export function SettingSwitch({
  id,
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
}: SettingSwitchProps) {
  const hintId = description ? `${id}-hint` : undefined;
  return (
    <div className={css.switchRow}>
      <div className={css.switchText}>
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
        {description && (
          <Text id={hintId} size="1" color="gray">
            {description}
          </Text>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={hintId}
      />
    </div>
  );
}
SettingSwitch.displayName = 'SettingSwitch';
