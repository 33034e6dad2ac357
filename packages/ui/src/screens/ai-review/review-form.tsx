import {
  Card,
  Flex,
  Heading,
  Select,
  Text,
  TextArea,
  TextField,
  VisuallyHidden,
} from '@radix-ui/themes';
import {
  AI_DRAFT_FIELDS,
  AI_DRAFT_REQUIRED,
  aiDraftFieldLabel,
  type AiDraftFieldName,
  type AiFieldCheck,
  type AiReviewDraft,
} from '@pedalswap/domain/ai';
import { AI_BIKE_TYPES, AI_MATERIALS, AI_REVIEW_CONDITIONS } from '@pedalswap/domain/item-types';
import type { FieldIssue } from '@pedalswap/domain/shared';
import { invalidLook, StoredValueOption } from '../listing-editor/item-details-card.tsx';
import { ReviewField, type ReviewControlProps } from './review-field.tsx';
import * as css from './ai-review.css.ts';

/** How each §3.6 field is edited: its control, and whether it takes the whole row. */
type FieldForm =
  | { kind: 'text'; placeholder: string; inputMode?: 'numeric' | 'decimal'; full?: boolean }
  | { kind: 'select'; options: readonly string[]; placeholder: string }
  | { kind: 'area'; placeholder: string; rows: number };

const FORM_OF: Partial<Record<AiDraftFieldName, FieldForm>> = {
  name: { kind: 'text', placeholder: 'e.g. Trek Marlin 7 trail hardtail', full: true },
  brand: { kind: 'text', placeholder: 'e.g. Trek' },
  model: { kind: 'text', placeholder: 'e.g. Marlin 7' },
  type: { kind: 'select', options: AI_BIKE_TYPES, placeholder: 'Choose a type' },
  condition: { kind: 'select', options: AI_REVIEW_CONDITIONS, placeholder: 'Choose a condition' },
  year: { kind: 'text', placeholder: 'e.g. 2021 or unknown', inputMode: 'numeric' },
  size: { kind: 'text', placeholder: 'e.g. L (19.5")' },
  color: { kind: 'text', placeholder: 'e.g. Matte black' },
  material: { kind: 'select', options: AI_MATERIALS, placeholder: 'Choose a material' },
  title: { kind: 'text', placeholder: 'What the catalog card says', full: true },
  description: {
    kind: 'area',
    placeholder: 'Ride history, upgrades, service, wear: what a buyer should know.',
    rows: 6,
  },
  estimatedValueMin: { kind: 'text', placeholder: 'e.g. 900', inputMode: 'decimal' },
  estimatedValueMax: { kind: 'text', placeholder: 'e.g. 1200', inputMode: 'decimal' },
  location: { kind: 'text', placeholder: 'e.g. Portland, OR', full: true },
  components: { kind: 'area', placeholder: 'One per line, e.g. Fork: RockShox Judy', rows: 4 },
};

/**
 * The fields the form shows: the §3.6 fields in their order (estimatedValue is left to the
 * min and max, which the AI gives), then any extra field the analysis found.
 */
export function reviewFormFields(draft: AiReviewDraft): string[] {
  const known = AI_DRAFT_FIELDS.filter((f) => f !== 'estimatedValue');
  const extra = Object.keys(draft).filter(
    (f) => !(AI_DRAFT_FIELDS as readonly string[]).includes(f),
  );
  return [...known, ...extra];
}

export interface ReviewFormProps {
  id: string;
  draft: AiReviewDraft;
  issues: readonly FieldIssue[];
  fieldChecks: readonly AiFieldCheck[];
  onEdit: (field: string, value: string) => void;
  /** While the save runs: what is shown is what is being saved. */
  readOnly?: boolean;
}

/** The 'Edit Listing' form (spec 2 §2.4, §3.6): every draft field with its AI confidence. */
export function ReviewForm({ id, draft, issues, fieldChecks, onEdit, readOnly }: ReviewFormProps) {
  const headingId = `${id}-heading`;
  return (
    <Card size={{ initial: '2', sm: '3' }} asChild>
      <section id={id} aria-labelledby={headingId}>
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="4" id={headingId}>
              Listing details
            </Heading>
            <Text as="p" size="2" color="gray">
              Each field shows how sure the AI was. Fields marked <span aria-hidden>*</span>
              <VisuallyHidden>with an asterisk</VisuallyHidden> are required.
            </Text>
          </Flex>
          <div className={css.fieldGrid}>
            {reviewFormFields(draft).map((field) => {
              const f = draft[field];
              const form: FieldForm = FORM_OF[field as AiDraftFieldName] ?? {
                kind: 'text',
                placeholder: '',
              };
              const value = f?.value ?? '';
              const control = (c: ReviewControlProps) =>
                renderControl(form, c, value, (v) => onEdit(field, v), readOnly);
              return (
                <ReviewField
                  key={field}
                  field={field}
                  label={aiDraftFieldLabel(field)}
                  required={AI_DRAFT_REQUIRED.includes(field)}
                  confidence={f?.confidence ?? 0}
                  userModified={f?.userModified ?? false}
                  error={issues.find((i) => i.path === field)?.msg}
                  checks={fieldChecks.filter((c) => c.field === field)}
                  full={form.kind === 'area' || (form.kind === 'text' && form.full)}
                >
                  {control}
                </ReviewField>
              );
            })}
          </div>
        </Flex>
      </section>
    </Card>
  );
}
ReviewForm.displayName = 'ReviewForm';

function renderControl(
  form: FieldForm,
  control: ReviewControlProps,
  value: string,
  onChange: (value: string) => void,
  readOnly?: boolean,
) {
  switch (form.kind) {
    case 'select':
      return (
        <Select.Root value={value || undefined} disabled={readOnly} onValueChange={onChange}>
          <Select.Trigger {...control} {...invalidLook(control)} placeholder={form.placeholder} />
          <Select.Content position="popper">
            <StoredValueOption value={value} options={form.options} />
            {form.options.map((o) => (
              <Select.Item key={o} value={o}>
                {o}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      );
    case 'area':
      return (
        <TextArea
          {...control}
          {...invalidLook(control)}
          value={value}
          rows={form.rows}
          readOnly={readOnly}
          placeholder={form.placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default:
      return (
        <TextField.Root
          {...control}
          {...invalidLook(control)}
          value={value}
          inputMode={form.inputMode}
          readOnly={readOnly}
          placeholder={form.placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
