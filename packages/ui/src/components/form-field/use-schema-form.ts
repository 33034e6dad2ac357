// Form state for the kit's forms without a form library: values in React state, the domain's
// zod schema as the only source of rules and messages, errors shown once a field was left
// (blur) or a submit was attempted, so nobody is scolded while still typing.
import { toFieldIssues } from '@pedalswap/domain/shared';
import { useMemo, useState } from 'react';
import type { z } from 'zod';

export interface SchemaForm<T extends Record<string, string>> {
  values: T;
  /** The first message per field, for every field, shown or not. */
  issues: Partial<Record<keyof T, string>>;
  /** The message to show now for a field (after blur or submit). */
  errorOf: (field: keyof T) => string | undefined;
  valid: boolean;
  setValue: (field: keyof T, value: string) => void;
  touch: (field: keyof T) => void;
  /** Marks every field as shown; returns the parsed values when valid. */
  submit: () => z.infer<z.ZodType<T>> | null;
}

export function useSchemaForm<T extends Record<string, string>>(
  schema: z.ZodType,
  initial: T,
): SchemaForm<T> {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const issues = useMemo(() => {
    const out: Partial<Record<keyof T, string>> = {};
    if (!parsed.success)
      for (const i of toFieldIssues(parsed.error)) out[i.path as keyof T] = i.msg;
    return out;
  }, [parsed]);

  return {
    values,
    issues,
    errorOf: (field) => (submitted || touched[field] ? issues[field] : undefined),
    valid: parsed.success,
    setValue: (field, value) => setValues((v) => ({ ...v, [field]: value })),
    touch: (field) => setTouched((t) => (t[field] ? t : { ...t, [field]: true })),
    submit: () => {
      setSubmitted(true);
      return parsed.success ? (parsed.data as T) : null;
    },
  };
}
