import { Card, DataList, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import {
  aiDraftFieldLabel,
  aiTotalCostLabel,
  type AiFieldCheck,
  type AiReviewDraft,
} from '@pedalswap/domain/ai';
import { useId } from 'react';
import { ConfidenceBadge } from './confidence-badge.tsx';
import { CheckLine } from './review-field.tsx';
import { reviewFormFields } from './review-form.tsx';
import * as css from './ai-review.css.ts';

export interface AiResultsPanelProps {
  draft: AiReviewDraft;
  completion: number;
  fieldChecks: readonly AiFieldCheck[];
  /** The mean confidence of the fields the AI filled in (reviewOverallConfidence), else null. */
  confidence: number | null;
  modelUsed?: string;
  /** Each analysis' cost in US dollars, summed (§3.5). */
  costs: readonly (number | null | undefined)[];
  /** The analysis was skipped: there is nothing the AI found to list. */
  manualEntry: boolean;
}

/** The fields the AI gave a value for, in the form's order: what the confidence list shows. */
const aiFields = (draft: AiReviewDraft) =>
  reviewFormFields(draft).filter((f) => {
    const source = draft[f]?.source;
    return (source === 'ai_primary' || source === 'ai_fallback') && draft[f]!.aiValue !== '';
  });

/**
 * The AI results panel (spec 2 §2.4): how complete the listing is, what needs the member's
 * attention (§5.3's field checks), each AI field's confidence, the model and the total cost
 * (§3.5, two decimals).
 */
export function AiResultsPanel({
  draft,
  completion,
  fieldChecks,
  confidence,
  modelUsed,
  costs,
  manualEntry,
}: AiResultsPanelProps) {
  const headingId = useId();
  const progressLabelId = useId();
  const fields = aiFields(draft);
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4" id={headingId}>
            AI results
          </Heading>
          <Flex direction="column" gap="2">
            <Flex justify="between" align="baseline">
              <Text id={progressLabelId} size="2" weight="medium">
                Listing completion
              </Text>
              <Text size="2" weight="bold">
                {completion}%
              </Text>
            </Flex>
            <Progress value={completion} aria-labelledby={progressLabelId} size="2" />
          </Flex>
          {fieldChecks.length > 0 && (
            <Flex direction="column" gap="2">
              <Heading as="h3" size="2">
                Needs your attention
              </Heading>
              <ul className={css.plainList}>
                {fieldChecks.map((check) => (
                  <li key={`${check.field}-${check.message}`}>
                    <CheckLine check={check} />
                  </li>
                ))}
              </ul>
            </Flex>
          )}
          <Flex direction="column" gap="2">
            <Heading as="h3" size="2">
              Field confidence
            </Heading>
            {manualEntry || fields.length === 0 ? (
              <Text as="p" size="2" color="gray">
                The AI did not fill in any fields: enter the details yourself.
              </Text>
            ) : (
              <ul className={css.confidenceColumns}>
                {fields.map((f) => (
                  <li key={f} className={css.confidenceRow}>
                    <Text size="2">{aiDraftFieldLabel(f)}</Text>
                    <ConfidenceBadge confidence={draft[f]!.confidence} />
                  </li>
                ))}
              </ul>
            )}
          </Flex>
          <DataList.Root size="2" orientation="horizontal">
            {!manualEntry && confidence !== null && (
              <DataList.Item>
                <DataList.Label minWidth="7rem">Overall confidence</DataList.Label>
                <DataList.Value>
                  <ConfidenceBadge confidence={confidence} />
                </DataList.Value>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.Label minWidth="7rem">Model used</DataList.Label>
              <DataList.Value>
                {modelUsed || (manualEntry ? 'None (manual entry)' : '—')}
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label minWidth="7rem">Total AI cost</DataList.Label>
              <DataList.Value>{aiTotalCostLabel(costs)}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
        </Flex>
      </section>
    </Card>
  );
}
AiResultsPanel.displayName = 'AiResultsPanel';
