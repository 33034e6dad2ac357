import {
  Button,
  Card,
  Flex,
  Heading,
  IconButton,
  Select,
  Switch,
  Text,
  TextField,
} from '@radix-ui/themes';
import { Cross2Icon, PlusIcon } from '@radix-ui/react-icons';
import { ITEM_LIMITS } from '@pedalswap/domain/item-messages';
import { ITEM_TYPE_LABELS, type ItemType } from '@pedalswap/domain/item-types';
import { useEffect, useRef } from 'react';
import { fieldErrorId } from '../../components/form-field/form-field.tsx';
import { ATTRIBUTE_FIELDS, type AttributeField } from './attribute-fields.ts';
import {
  invalidLook,
  ListingField,
  listingFieldId,
  StoredValueOption,
} from './item-details-card.tsx';
import type { AttributeValue, ListingFormErrors } from './listing-form.ts';
import * as css from './listing-editor.css.ts';

/** Select value that stands for "not given" (Radix Select items cannot have an empty value). */
const NOT_GIVEN = '__not_given';

export interface AttributesCardProps {
  itemType: ItemType;
  attributes: Record<string, AttributeValue>;
  errors: ListingFormErrors;
  onAttributeChange: (key: string, value: AttributeValue) => void;
  readOnly?: boolean;
}

/** The type's optional attributes (spec 2 §3.3) with the option lists of §3.3/§3.4. */
export function AttributesCard({
  itemType,
  attributes,
  errors,
  onAttributeChange,
  readOnly = false,
}: AttributesCardProps) {
  const fields = ATTRIBUTE_FIELDS[itemType];
  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h2" size="4">
            {ITEM_TYPE_LABELS[itemType]} Attributes
          </Heading>
          <Text as="p" size="2" color="gray">
            All optional: the more you fill in, the easier your listing is to find.
          </Text>
        </Flex>
        <div className={css.fieldGrid}>
          {fields.map((field) => (
            <AttributeControl
              key={field.key}
              field={field}
              value={attributes[field.key]}
              error={errors[`attributes.${field.key}`]}
              readOnly={readOnly}
              onChange={(value) => onAttributeChange(field.key, value)}
            />
          ))}
        </div>
      </Flex>
    </Card>
  );
}
AttributesCard.displayName = 'AttributesCard';

interface AttributeControlProps {
  field: AttributeField;
  value: AttributeValue | undefined;
  error: string | undefined;
  readOnly: boolean;
  onChange: (value: AttributeValue) => void;
}

function AttributeControl({ field, value, error, readOnly, onChange }: AttributeControlProps) {
  const id = `attr-${field.key}`;
  switch (field.kind) {
    case 'text':
      return (
        <ListingField id={id} label={field.label} error={error}>
          {(control) => (
            <TextField.Root
              {...control}
              {...invalidLook(control)}
              value={typeof value === 'string' ? value : ''}
              placeholder={field.placeholder}
              readOnly={readOnly}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
        </ListingField>
      );
    case 'select': {
      const chosen = typeof value === 'string' && value !== '' ? value : undefined;
      return (
        <ListingField id={id} label={field.label} error={error}>
          {(control) => (
            <Select.Root
              value={chosen}
              disabled={readOnly}
              onValueChange={(v) => onChange(v === NOT_GIVEN ? '' : v)}
            >
              <Select.Trigger {...control} {...invalidLook(control)} placeholder="Not specified" />
              <Select.Content position="popper">
                <Select.Item value={NOT_GIVEN}>Not specified</Select.Item>
                <Select.Separator />
                <StoredValueOption value={chosen} options={field.options} />
                {field.options.map((option) => (
                  <Select.Item key={option} value={option}>
                    {option}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          )}
        </ListingField>
      );
    }
    case 'boolean':
      return (
        <ListingField id={id} label={field.label} error={error} hint={field.description}>
          {(control) => (
            <Flex align="center" gap="2" minHeight="32px">
              <Switch
                {...control}
                checked={value === true}
                disabled={readOnly}
                onCheckedChange={(checked) => onChange(checked)}
              />
              <Text size="2" color="gray" aria-hidden>
                {value === true ? 'Yes' : 'No'}
              </Text>
            </Flex>
          )}
        </ListingField>
      );
    case 'list':
      return (
        <FeatureList
          id={id}
          field={field}
          entries={Array.isArray(value) ? value : []}
          error={error}
          readOnly={readOnly}
          onChange={onChange}
        />
      );
  }
}

/** Gear features: a list of text, at most 10; the add button disappears at the limit (§3.3). */
function FeatureList({
  id,
  field,
  entries,
  error,
  readOnly,
  onChange,
}: {
  id: string;
  field: Extract<AttributeField, { kind: 'list' }>;
  entries: string[];
  error: string | undefined;
  readOnly: boolean;
  onChange: (value: string[]) => void;
}) {
  const set = (index: number, text: string) =>
    onChange(entries.map((e, i) => (i === index ? text : e)));

  // Focus follows an add or a remove, once the list comes back with the new length: the new
  // line after 'Add feature' (so the member types at once), the line before a removed one (or
  // the new first line, or the add button when none is left), never the page's body.
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<{ length: number; target: number | 'add' } | null>(null);
  useEffect(() => {
    const pending = focusAfter.current;
    if (!pending || pending.length !== entries.length) return;
    focusAfter.current = null;
    (pending.target === 'add' ? addButton.current : inputs.current[pending.target])?.focus();
  });
  const add = () => {
    focusAfter.current = { length: entries.length + 1, target: entries.length };
    onChange([...entries, '']);
  };
  const remove = (index: number) => {
    const length = entries.length - 1;
    focusAfter.current = { length, target: length === 0 ? 'add' : Math.max(index - 1, 0) };
    onChange(entries.filter((_, i) => i !== index));
  };

  // The list has one message, announced with its first line. The lines that break the length
  // rule are the ones marked invalid (and look it); when the message is about none of them in
  // particular, the first line is.
  const tooLong = entries.flatMap((e, i) => (e.trim().length > ITEM_LIMITS.featureMax ? [i] : []));
  const invalidLines = error ? (tooLong.length ? tooLong : [0]) : [];
  return (
    <div className={css.fullWidth}>
      <ListingField
        id={id}
        label={field.label}
        error={error}
        hint={`${entries.length} of ${field.max} features`}
      >
        {(control) => (
          <Flex direction="column" gap="2">
            {entries.map((entry, index) => {
              const invalid = invalidLines.includes(index);
              const look = invalidLook({ 'aria-invalid': invalid });
              return (
                <div key={index} className={css.featureRow}>
                  <TextField.Root
                    ref={(el) => {
                      inputs.current[index] = el;
                    }}
                    {...(index === 0 ? control : {})}
                    id={index === 0 ? control.id : `${listingFieldId(id)}-${index}`}
                    aria-invalid={invalid || undefined}
                    aria-describedby={
                      index === 0
                        ? control['aria-describedby']
                        : invalid
                          ? fieldErrorId(control.id)
                          : undefined
                    }
                    color={look.color}
                    className={[css.grow, look.className].filter(Boolean).join(' ')}
                    aria-label={index === 0 ? undefined : `${field.label} ${index + 1}`}
                    value={entry}
                    placeholder={field.placeholder}
                    readOnly={readOnly}
                    onChange={(e) => set(index, e.target.value)}
                  />
                  {!readOnly && (
                    <IconButton
                      type="button"
                      variant="ghost"
                      color="gray"
                      highContrast
                      aria-label={`Remove feature ${index + 1}`}
                      onClick={() => remove(index)}
                    >
                      <Cross2Icon />
                    </IconButton>
                  )}
                </div>
              );
            })}
            {!readOnly && entries.length < field.max && (
              <Flex>
                <Button
                  type="button"
                  variant="soft"
                  color="gray"
                  highContrast
                  id={entries.length === 0 ? control.id : undefined}
                  // Named by its text, not by the 'Features' label that points at it while the
                  // list is empty (the visible label has to be in the name: WCAG 2.5.3).
                  aria-label="Add feature"
                  ref={addButton}
                  onClick={add}
                >
                  <PlusIcon aria-hidden /> Add feature
                </Button>
              </Flex>
            )}
          </Flex>
        )}
      </ListingField>
    </div>
  );
}
