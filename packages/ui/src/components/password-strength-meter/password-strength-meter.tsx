import { Text } from '@radix-ui/themes';
import { CheckCircledIcon, CircleIcon } from '@radix-ui/react-icons';
import { passwordStrength, type StrengthLevel } from '@pedalswap/domain/accounts';
import * as css from './password-strength-meter.css.ts';

export interface PasswordStrengthMeterProps {
  password: string;
  /** id of the meter text, so the password field can point at it with aria-describedby. */
  id?: string;
}

const LEVEL_COLOR: Record<StrengthLevel, 'red' | 'amber' | 'jade'> = {
  Weak: 'red',
  Medium: 'amber',
  Strong: 'jade',
};

/** Spec 1 §5: five criteria, 5 met is Strong, 3 to 4 Medium, otherwise Weak. */
export function PasswordStrengthMeter({ password, id }: PasswordStrengthMeterProps) {
  const { score, level, criteria } = passwordStrength(password);
  return (
    <div className={css.root}>
      <div className={css.bar} aria-hidden>
        {criteria.map((c, i) => (
          <span key={c.label} className={css.segment({ level, filled: i < score })} />
        ))}
      </div>
      <Text id={id} size="2" aria-live="polite">
        Password strength:{' '}
        <Text weight="bold" color={LEVEL_COLOR[level]} highContrast={level !== 'Strong'}>
          {level}
        </Text>
      </Text>
      <ul className={css.criteria} aria-label="Password requirements">
        {criteria.map((c) => (
          <li key={c.label} className={css.criterion}>
            {c.met ? (
              <CheckCircledIcon aria-hidden color="var(--accent-11)" />
            ) : (
              <CircleIcon aria-hidden color="var(--gray-9)" />
            )}
            <Text size="1" color={c.met ? undefined : 'gray'}>
              {c.label}
              <span hidden={!c.met}> (met)</span>
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}
PasswordStrengthMeter.displayName = 'PasswordStrengthMeter';
