import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { ChevronDownIcon, ChevronUpIcon } from '@radix-ui/react-icons';
import {
  aiSuggestionsOf,
  reviewOverallConfidence,
  type AiFieldCheck,
  type AiResultShape,
  type AiReviewDraft,
} from '@pedalswap/domain/ai';
import type { FieldIssue } from '@pedalswap/domain/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { AiResultsPanel } from './ai-results-panel.tsx';
import { DebugDialog } from './debug-dialog.tsx';
import { ListingPreview, type AiReviewPhoto } from './listing-preview.tsx';
import { ReviewActions } from './review-actions.tsx';
import { ReviewFailures, ReviewNotices } from './review-alerts.tsx';
import { ReviewForm } from './review-form.tsx';
import { SuggestionCards } from './suggestion-cards.tsx';
import * as css from './ai-review.css.ts';

/**
 * What the review shows. The names follow the ai-flow machine's context and view, so the route
 * passes them as they are: photos, result, draft, issues, saveError and submit from the
 * context; analysisNotices as notices; completion and saving from aiFlowView; fieldChecks is
 * reviewFieldChecks(draft).
 */
export interface AiReviewScreenProps {
  /** The analysed photos (the carousel of the preview). */
  photos: readonly AiReviewPhoto[];
  /** The analysis result (the manual-entry one when the AI was skipped). */
  result: AiResultShape;
  draft: AiReviewDraft;
  /** §5.3's failures of the last refused save: the red alert and each field's error. */
  issues: readonly FieldIssue[];
  /** §5.3's field-level AI checks (reviewFieldChecks). */
  fieldChecks: readonly AiFieldCheck[];
  /** Required fields filled, in percent (reviewCompletion). */
  completion: number;
  /** What the analysis told the member (§8.3), in order. */
  notices: readonly string[];
  /** Each analysis' cost in dollars, summed (§3.5); the result's own cost by default. */
  costs?: readonly (number | null | undefined)[];
  saving: boolean;
  /** The save under way submits for review (else: Save as Draft). */
  submit: boolean;
  /** The last save's failure, shown with the buttons. */
  saveError: string | null;
  /** The edit form open at first (it opens by itself when a save is refused). */
  defaultEditing?: boolean;
  /** Staff publish directly (spec 2 §2.2, §4.1): 'Publish to Catalog', not 'Submit for Review'. */
  publishesDirectly?: boolean;
  /** EDIT: the member changed a field. */
  onEdit: (field: string, value: string) => void;
  /** SAVE: Save as Draft ({ submit: false }) or Submit for Review ({ submit: true }). */
  onSave: (save: { submit: boolean }) => void;
  /** IMPROVE: to the Improve Photos phase; shown with the suggestions. */
  onImprovePhotos?: () => void;
  /** EDIT_IN_EDITOR: leave for /list-item/bike with the draft. */
  onEditInEditor: () => void;
}

/**
 * The Review & Edit phase of the AI listing flow (spec 2 §2.4), the body of the flow's frame:
 * the analysis' notices, the listing-to-be as the catalog will show it, the 'Edit Listing'
 * form, the AI's results and suggestions, 'Debug AI Response', and the save buttons. A refused
 * save lists its failures in a red alert at the top and scrolls there (§5.3).
 */
export function AiReviewScreen({
  photos,
  result,
  draft,
  issues,
  fieldChecks,
  completion,
  notices,
  costs,
  saving,
  submit,
  saveError,
  defaultEditing = false,
  publishesDirectly = false,
  onEdit,
  onSave,
  onImprovePhotos,
  onEditInEditor,
}: AiReviewScreenProps) {
  const formId = useId();
  const previewHeadingId = useId();
  const [editing, setEditing] = useState(defaultEditing);
  const failures = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLDivElement>(null);
  // Set by a press of Edit Listing: the form that opens is scrolled to (issue 24: it opened
  // 1,700 px below on a phone, out of sight).
  const opened = useRef(false);

  useEffect(() => {
    if (!editing || !opened.current) return;
    opened.current = false;
    form.current?.scrollIntoView({ block: 'start' });
  }, [editing]);
  // Set by a press of Save; the next failures it brings scroll the page to the alert.
  const saveAttempt = useRef(false);

  useEffect(() => {
    if (saving) saveAttempt.current = false;
  }, [saving]);

  useEffect(() => {
    if (issues.length === 0) return;
    // Field errors show next to their fields, so the form opens with them.
    setEditing(true);
    if (!saveAttempt.current) return;
    saveAttempt.current = false;
    // (x, y), not an options object: apps/web/vite-radix-css.ts would read its key as Radix's prop.
    window.scrollTo(0, 0);
    failures.current?.focus({ preventScroll: true });
  }, [issues]);

  const save = (s: { submit: boolean }) => {
    saveAttempt.current = true;
    onSave(s);
  };
  const suggestions = aiSuggestionsOf(result);
  const manualEntry = !!result.skippedAI;

  return (
    <div className={css.screen}>
      <ReviewFailures issues={issues} ref={failures} />
      <ReviewNotices notices={notices} degraded={manualEntry || !!result.partialData} />
      <div className={css.header}>
        <Flex direction="column" gap="1">
          <Heading as="h2" size="5" id={previewHeadingId}>
            Catalog preview
          </Heading>
          <Text as="p" size="2" color="gray">
            How your listing will look in the catalog.
          </Text>
        </Flex>
        <Flex gap="4" align="center" wrap="wrap">
          <DebugDialog result={result} />
          <Button
            variant={editing ? 'solid' : 'soft'}
            highContrast={!editing}
            aria-expanded={editing}
            aria-controls={editing ? formId : undefined}
            onClick={() => {
              opened.current = !editing;
              setEditing(!editing);
            }}
          >
            Edit Listing {editing ? <ChevronUpIcon aria-hidden /> : <ChevronDownIcon aria-hidden />}
          </Button>
        </Flex>
      </div>
      <div className={editing ? css.layout.editing : css.layout.viewing}>
        <section aria-labelledby={previewHeadingId} className={css.previewArea}>
          <ListingPreview draft={draft} photos={photos} />
        </section>
        {editing && (
          <div className={css.formArea} ref={form}>
            <ReviewForm
              id={formId}
              draft={draft}
              issues={issues}
              fieldChecks={fieldChecks}
              onEdit={onEdit}
              readOnly={saving}
            />
          </div>
        )}
        <div className={css.side}>
          <AiResultsPanel
            draft={draft}
            completion={completion}
            fieldChecks={fieldChecks}
            confidence={reviewOverallConfidence(draft)}
            modelUsed={result.modelUsed}
            costs={costs ?? [result.estimatedCost]}
            manualEntry={manualEntry}
          />
          <SuggestionCards
            suggestions={suggestions}
            onImprovePhotos={onImprovePhotos}
            disabled={saving}
          />
        </div>
        <div className={css.actions}>
          <ReviewActions
            saving={saving}
            submit={submit}
            saveError={saveError}
            onSave={save}
            onEditInEditor={onEditInEditor}
            publishesDirectly={publishesDirectly}
          />
        </div>
      </div>
    </div>
  );
}
AiReviewScreen.displayName = 'AiReviewScreen';
