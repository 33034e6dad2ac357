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
import { ITEM_TYPE_LABELS, type ItemType } from '@pedalswap/domain/item-types';
import { ATTRIBUTE_FIELDS, type AttributeField } from './attribute-fields.ts';
import { ListingField, listingFieldId } from './item-details-card.tsx';
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
              value={typeof value === 'string' ? value : ''}
              placeholder={field.placeholder}
              readOnly={readOnly}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
        </ListingField>
      );
    case 'select':
      return (
        <ListingField id={id} label={field.label} error={error}>
          {(control) => (
            <Select.Root
              value={typeof value === 'string' && value !== '' ? value : undefined}
              disabled={readOnly}
              onValueChange={(v) => onChange(v === NOT_GIVEN ? '' : v)}
            >
              <Select.Trigger {...control} placeholder="Not specified" />
              <Select.Content position="popper">
                <Select.Item value={NOT_GIVEN}>Not specified</Select.Item>
                <Select.Separator />
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
            {entries.map((entry, index) => (
              <div key={index} className={css.featureRow}>
                <TextField.Root
                  {...(index === 0 ? control : {})}
                  id={index === 0 ? control.id : `${listingFieldId(id)}-${index}`}
                  className={css.grow}
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
                    onClick={() => onChange(entries.filter((_, i) => i !== index))}
                  >
                    <Cross2Icon />
                  </IconButton>
                )}
              </div>
            ))}
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
                  onClick={() => onChange([...entries, ''])}
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
