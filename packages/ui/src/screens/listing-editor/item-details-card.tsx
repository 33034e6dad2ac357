import { Card, Flex, Heading, Select, Text, TextArea, TextField } from '@radix-ui/themes';
import { ITEM_LIMITS } from '@pedalswap/domain/item-messages';
import { EDITOR_CONDITIONS, ITEM_TYPE_LABELS, type ItemType } from '@pedalswap/domain/item-types';
import type { ReactNode } from 'react';
import {
  fieldControlProps,
  fieldErrorId,
  fieldHintId,
  type FieldControlProps,
} from '../../components/form-field/form-field.tsx';
import type { DetailField, ListingFormErrors, ListingFormValues } from './listing-form.ts';
import * as css from './listing-editor.css.ts';

export interface ItemDetailsCardProps {
  itemType: ItemType;
  values: ListingFormValues;
  errors: ListingFormErrors;
  onFieldChange: (field: DetailField, value: string) => void;
  readOnly?: boolean;
}

export const listingFieldId = (field: string) => `listing-${field}`;

/** The Item Details card (spec 2 §2.2, §3.1): required fields marked *. */
export function ItemDetailsCard({
  itemType,
  values,
  errors,
  onFieldChange,
  readOnly = false,
}: ItemDetailsCardProps) {
  const kind = ITEM_TYPE_LABELS[itemType];
  const text =
    (field: DetailField, placeholder: string, extra?: Partial<TextField.RootProps>) =>
    (control: ControlProps) => (
      <TextField.Root
        {...control}
        {...invalidLook(control)}
        value={values[field] as string}
        placeholder={placeholder}
        readOnly={readOnly}
        onChange={(e) => onFieldChange(field, e.target.value)}
        {...extra}
      />
    );
  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h2" size="4">
            Item Details
          </Heading>
          <Text as="p" size="2" color="gray">
            Fields marked <span aria-hidden>*</span>
            <span className={css.visuallyHidden}>with an asterisk</span> are required.
          </Text>
        </Flex>
        <div className={css.fieldGrid}>
          <ListingField id="name" label={`${kind} name`} required error={errors.name} full>
            {text(
              'name',
              itemType === 'bike'
                ? 'e.g. Trek Marlin 7 trail hardtail'
                : `e.g. ${placeholderName(itemType)}`,
            )}
          </ListingField>
          <ListingField id="brand" label="Brand" required error={errors.brand}>
            {text('brand', 'e.g. Trek')}
          </ListingField>
          <ListingField id="model" label="Model" error={errors.model}>
            {text('model', 'e.g. Marlin 7')}
          </ListingField>
          <ListingField id="year" label="Year" error={errors.year}>
            {text('year', 'e.g. 2021', { inputMode: 'numeric', maxLength: 4 })}
          </ListingField>
          <ListingField id="condition" label="Condition" required error={errors.condition}>
            {(control) => (
              <Select.Root
                value={values.condition || undefined}
                disabled={readOnly}
                onValueChange={(v) => onFieldChange('condition', v)}
              >
                <Select.Trigger
                  {...control}
                  {...invalidLook(control)}
                  placeholder="Choose a condition"
                />
                <Select.Content position="popper">
                  <StoredValueOption value={values.condition} options={EDITOR_CONDITIONS} />
                  {EDITOR_CONDITIONS.map((c) => (
                    <Select.Item key={c} value={c}>
                      {c}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            )}
          </ListingField>
          <ListingField
            id="salePrice"
            label="Sale price (optional)"
            error={errors.salePrice}
            hint="Leave empty to trade only."
          >
            {text('salePrice', 'e.g. $1,250', { inputMode: 'decimal' })}
          </ListingField>
          <ListingField id="location" label="Location" required error={errors.location} full>
            {text('location', 'e.g. Portland, OR')}
          </ListingField>
          <ListingField
            id="description"
            label="Description"
            required
            error={errors.description}
            full
            hint={`${values.description.trim().length} / ${ITEM_LIMITS.descriptionMax} characters`}
          >
            {(control) => (
              <TextArea
                {...control}
                {...invalidLook(control)}
                value={values.description}
                rows={6}
                readOnly={readOnly}
                placeholder="Ride history, upgrades, service, wear: what a buyer should know."
                onChange={(e) => onFieldChange('description', e.target.value)}
              />
            )}
          </ListingField>
        </div>
      </Flex>
    </Card>
  );
}
ItemDetailsCard.displayName = 'ItemDetailsCard';

function placeholderName(type: ItemType): string {
  switch (type) {
    case 'part':
      return 'Shimano XT M8100 rear derailleur';
    case 'accessory':
      return 'Ortlieb Back-Roller panniers';
    case 'gear':
      return 'Showers Pass rain jacket';
    default:
      return 'Trek Marlin 7';
  }
}

type ControlProps = FieldControlProps & { 'aria-required'?: true };

/**
 * What makes a text field, text area or select trigger look invalid while its field has a
 * message (aria-invalid): the red border of `css.invalid`, and red for the focus ring (Radix
 * `color`, which shows as data-accent-color="red"). Spread after the control's own props.
 */
export function invalidLook(control: { 'aria-invalid'?: boolean }) {
  return control['aria-invalid'] ? { color: 'red' as const, className: css.invalid } : {};
}

/**
 * A stored value that is not one of the select's options (as the AI can suggest it, or an older
 * version stored it) is offered first, under its own label, so the select shows what is stored
 * instead of an empty box, and the member can keep it or choose another. Render it before the
 * options in Select.Content.
 */
export function StoredValueOption({
  value,
  options,
}: {
  value: string | undefined;
  options: readonly string[];
}) {
  if (!value || options.includes(value)) return null;
  return (
    <>
      <Select.Group>
        <Select.Label>Not in the list</Select.Label>
        <Select.Item value={value}>{value}</Select.Item>
      </Select.Group>
      <Select.Separator />
    </>
  );
}

interface ListingFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  full?: boolean;
  /** Renders the control with its id, aria-invalid, aria-describedby and aria-required. */
  children: (control: ControlProps) => ReactNode;
}

/** Label (with * when required), control, hint and error, as FormField lays them out. */
export function ListingField({
  id,
  label,
  required,
  error,
  hint,
  full,
  children,
}: ListingFieldProps) {
  const controlId = listingFieldId(id);
  const control: ControlProps = {
    ...fieldControlProps(controlId, error, hint),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  return (
    <Flex direction="column" gap="1" className={full ? css.fullWidth : undefined}>
      <Text as="label" htmlFor={controlId} size="2" weight="medium">
        {label}
        {required && (
          <span className={css.required} aria-hidden>
            *
          </span>
        )}
      </Text>
      {children(control)}
      {hint && (
        <Text id={fieldHintId(controlId)} size="1" color="gray">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={fieldErrorId(controlId)} size="2" color="red">
          {error}
        </Text>
      )}
    </Flex>
  );
}
