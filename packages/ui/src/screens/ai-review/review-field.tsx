import { Flex, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import type { AiFieldCheck } from '@pedalswap/domain/ai';
import type { ReactNode } from 'react';
import { fieldErrorId, fieldHintId } from '../../components/form-field/form-field.tsx';
import { ConfidenceBadge, EditedBadge } from './confidence-badge.tsx';
import * as css from './ai-review.css.ts';

/** What the control is given: its id and what it is described by. */
export interface ReviewControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
  'aria-required'?: true;
}

export const reviewFieldId = (field: string) => `ai-review-${field}`;
const checkId = (id: string, i: number) => `${id}-check-${i}`;

export interface ReviewFieldProps {
  field: string;
  label: string;
  required: boolean;
  confidence: number;
  userModified: boolean;
  /** The save's failure for this field (§5.3), shown in red; the control is invalid. */
  error?: string;
  /** The field's AI checks (§5.3), shown while there is no failure, errors first. */
  checks: readonly AiFieldCheck[];
  full?: boolean;
  children: (control: ReviewControlProps) => ReactNode;
}

/**
 * One field of the review's form: label (with * when required), its AI confidence and the
 * 'Edited by you' mark (read with the control as its description), the control, then the
 * save's failure or the AI check.
 */
export function ReviewField({
  field,
  label,
  required,
  confidence,
  userModified,
  error,
  checks,
  full,
  children,
}: ReviewFieldProps) {
  const id = reviewFieldId(field);
  const shown = error
    ? []
    : [...checks].sort((a, b) => (a.level === b.level ? 0 : a.level === 'error' ? -1 : 1));
  const describedBy = [
    error ? fieldErrorId(id) : null,
    ...shown.map((_, i) => checkId(id, i)),
    fieldHintId(id),
  ].filter(Boolean);
  return (
    <Flex direction="column" gap="1" className={full ? css.fullWidth : undefined}>
      <div className={css.labelRow}>
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
          {required && (
            <span className={css.required} aria-hidden>
              *
            </span>
          )}
        </Text>
        <Flex id={fieldHintId(id)} gap="1" align="center">
          <ConfidenceBadge confidence={confidence} />
          {userModified && <EditedBadge />}
        </Flex>
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy.join(' '),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {error && (
        <Text id={fieldErrorId(id)} size="2" color="red">
          {error}
        </Text>
      )}
      {shown.map((check, i) => (
        <CheckLine key={check.message} id={checkId(id, i)} check={check} />
      ))}
    </Flex>
  );
}
ReviewField.displayName = 'ReviewField';

/** A field-level AI check: red for an error, amber for a warning, with its icon. */
export function CheckLine({ check, id }: { check: AiFieldCheck; id?: string }) {
  const Icon = check.level === 'error' ? CrossCircledIcon : ExclamationTriangleIcon;
  return (
    <Text
      id={id}
      size="2"
      color={check.level === 'error' ? 'red' : 'amber'}
      // Amber's text shade is under 4.5:1 on a light panel; the high-contrast one reads.
      highContrast={check.level === 'warning'}
      className={css.checkLine}
    >
      <Icon aria-hidden className={css.checkIcon} />
      <span>{check.message}</span>
    </Text>
  );
}
CheckLine.displayName = 'CheckLine';
