import { Button, Flex, Spinner, Text } from '@radix-ui/themes';
import {
  CheckCircledIcon,
  ExclamationTriangleIcon,
  LightningBoltIcon,
  Pencil2Icon,
  UpdateIcon,
} from '@radix-ui/react-icons';
import { ITEM_MESSAGES } from '@pedalswap/domain/item-messages';
import * as css from './listing-editor.css.ts';

export const AUTOSAVE_STATUSES = ['idle', 'saving', 'saved', 'error'] as const;
export type AutosaveStatus = (typeof AUTOSAVE_STATUSES)[number];

/** The autosave of spec 2 §4.3 as the page shows it; the machines' `autosaveView` fits. */
export interface AutosaveIndicatorState {
  status: AutosaveStatus;
  /** Edits not yet on the server (waiting to save, queued, or waiting for a retry). */
  hasUnsavedChanges?: boolean;
  /** A failed save will be retried by itself: the edits are kept meanwhile. */
  retrying?: boolean;
  /** Why the last save failed. */
  error?: string | null;
  /**
   * Fields whose input breaks a rule, so autosave kept them back (issue 10 item 2): named
   * instead of "Saved", since the server does not have them.
   */
  notSaved?: readonly string[];
}

export interface AutosaveIndicatorProps {
  state: AutosaveIndicatorState;
  /** "Retry now" after a failure (the app sends FLUSH to the autosave machine). */
  onRetry?: () => void;
}

export const AUTOSAVE_TEXTS = {
  idle: 'Changes save automatically',
  unsaved: 'Unsaved changes',
  saving: 'Saving...',
  saved: 'Saved',
  failed: 'Autosave failed',
  keptTitle: 'Changes kept, retrying',
  kept: "We couldn't reach PedalSwap. Your edits are kept on this page and will be saved as soon as the connection is back.",
  retryNow: 'Retry now',
} as const;

/** The autosave indicator of the editor's top card (spec 2 §2.2, §4.3, §8.2). */
export function AutosaveIndicator({ state, onRetry }: AutosaveIndicatorProps) {
  const { status, hasUnsavedChanges, retrying, error, notSaved = [] } = state;
  const keptBack = notSaved.length > 0 && status !== 'error' && status !== 'saving';
  return (
    <div className={css.autosave} role="status" aria-live="polite" aria-label="Autosave">
      {keptBack && (
        <Flex align="center" gap="2">
          <Text color="amber" asChild>
            <ExclamationTriangleIcon aria-hidden />
          </Text>
          <Text size="2" color="amber" weight="medium">
            {ITEM_MESSAGES.notSavedFields(notSaved)}
          </Text>
        </Flex>
      )}
      {status === 'saving' && (
        <Flex align="center" gap="2">
          <Spinner size="1" />
          <Text size="2" color="gray">
            {AUTOSAVE_TEXTS.saving}
          </Text>
        </Flex>
      )}
      {status === 'saved' && !keptBack && (
        <Flex align="center" gap="2">
          <Text color="jade" asChild>
            <CheckCircledIcon aria-hidden />
          </Text>
          <Text size="2" color="jade" highContrast weight="medium">
            {AUTOSAVE_TEXTS.saved}
          </Text>
        </Flex>
      )}
      {status === 'idle' && !keptBack && (
        <Flex align="center" gap="2">
          <Text color="gray" asChild>
            {hasUnsavedChanges ? <Pencil2Icon aria-hidden /> : <LightningBoltIcon aria-hidden />}
          </Text>
          <Text size="2" color="gray">
            {hasUnsavedChanges ? AUTOSAVE_TEXTS.unsaved : AUTOSAVE_TEXTS.idle}
          </Text>
        </Flex>
      )}
      {status === 'error' && (
        <Flex direction="column" gap="2">
          <Flex align="center" gap="2">
            <Text color={retrying ? 'amber' : 'red'} asChild>
              {retrying ? <UpdateIcon aria-hidden /> : <ExclamationTriangleIcon aria-hidden />}
            </Text>
            <Text size="2" color={retrying ? 'amber' : 'red'} weight="medium">
              {retrying ? AUTOSAVE_TEXTS.keptTitle : AUTOSAVE_TEXTS.failed}
            </Text>
          </Flex>
          <Text size="1" color="gray">
            {retrying ? AUTOSAVE_TEXTS.kept : (error ?? AUTOSAVE_TEXTS.failed)}
          </Text>
          {onRetry && (
            <Flex>
              <Button size="1" variant="soft" color="gray" highContrast onClick={onRetry}>
                <UpdateIcon aria-hidden /> {AUTOSAVE_TEXTS.retryNow}
              </Button>
            </Flex>
          )}
        </Flex>
      )}
    </div>
  );
}
AutosaveIndicator.displayName = 'AutosaveIndicator';
