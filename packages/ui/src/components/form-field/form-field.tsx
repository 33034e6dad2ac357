import { Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import * as css from './form-field.css.ts';

/** The attributes an input needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/** Builds the control's accessibility attributes (error and hint announced with the field). */
export function fieldControlProps(
  id: string,
  error?: string | null,
  hint?: ReactNode,
): FieldControlProps {
  const describedBy = [error ? fieldErrorId(id) : null, hint ? fieldHintId(id) : null].filter(
    Boolean,
  );
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
  };
}

export interface FormFieldProps {
  id: string;
  label: string;
  /** Shown under the control in red and announced through aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
  /** Renders the control with the attributes of `fieldControlProps`. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error message of one form field. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className={css.field}>
      <Text as="label" htmlFor={id} size="2" className={css.label}>
        {label}
      </Text>
      {children(fieldControlProps(id, error, hint))}
      {hint && (
        <Text id={fieldHintId(id)} size="1" color="gray">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={fieldErrorId(id)} size="2" color="red">
          {error}
        </Text>
      )}
    </div>
  );
}
FormField.displayName = 'FormField';
