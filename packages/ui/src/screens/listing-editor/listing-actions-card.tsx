import { Button, Callout, Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import {
  CheckIcon,
  ClockIcon,
  EyeNoneIcon,
  PaperPlaneIcon,
  RocketIcon,
  TrashIcon,
} from '@radix-ui/react-icons';
import { ITEM_MESSAGES } from '@pedalswap/domain/item-messages';
import type { ItemStatus } from '@pedalswap/domain/item-types';

/** What the editor's buttons ask the app to do. */
export const LISTING_ACTIONS = ['save', 'submit', 'publish', 'unpublish', 'delete'] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];

/**
 * The item-lifecycle events (packages/machines `availableItemActions`) that drive the buttons:
 * EDIT → Save Changes, PUBLISH → 'Publish to Catalog' (staff), else SUBMIT → 'Submit for
 * Review', UNPUBLISH → 'Remove from Catalog', DELETE → Delete. Other events are ignored here.
 */
export type LifecycleEventName = string;

export const LISTING_ACTION_LABELS = {
  save: 'Save Changes',
  submit: 'Submit for Review',
  publish: 'Publish to Catalog',
  unpublish: 'Remove from Catalog',
  withdraw: 'Withdraw from Review',
  delete: 'Delete',
} as const;

export const TRADE_IN_PROGRESS_NOTICE =
  'A trade is in progress. The listing cannot be changed until staff complete it.';

export interface ListingActionsCardProps {
  status: ItemStatus | null | undefined;
  allowedActions: readonly LifecycleEventName[];
  pendingAction?: ListingAction | null;
  onAction: (action: ListingAction) => void;
  /** Opens the delete confirmation instead of deleting at once. */
  onDeleteRequest: () => void;
}

/** The action card of the editor (spec 2 §2.2, edit mode only), driven by `allowedActions`. */
export function ListingActionsCard({
  status,
  allowedActions,
  pendingAction,
  onAction,
  onDeleteRequest,
}: ListingActionsCardProps) {
  const can = (event: string) => allowedActions.includes(event);
  const busy = Boolean(pendingAction);
  const button = (action: ListingAction) => ({
    loading: pendingAction === action,
    disabled: busy,
    onClick: () => onAction(action),
  });
  const primary: ListingAction | null = can('PUBLISH')
    ? 'publish'
    : can('SUBMIT')
      ? 'submit'
      : null;
  const nothing = !can('EDIT') && !primary && !can('UNPUBLISH') && !can('DELETE');

  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <Heading as="h2" size="4">
          Listing actions
        </Heading>

        {status === 'pending_review' && (
          <Callout.Root color="amber" size="1" role="status">
            <Callout.Icon>
              <ClockIcon />
            </Callout.Icon>
            <Callout.Text>{ITEM_MESSAGES.pendingReviewNotice}</Callout.Text>
          </Callout.Root>
        )}
        {status === 'pending_trade' && (
          <Callout.Root color="blue" size="1" role="status">
            <Callout.Icon>
              <ClockIcon />
            </Callout.Icon>
            <Callout.Text>{TRADE_IN_PROGRESS_NOTICE}</Callout.Text>
          </Callout.Root>
        )}

        <Flex direction="column" gap="2">
          {primary && (
            <Button size="3" {...button(primary)}>
              {primary === 'publish' ? <RocketIcon aria-hidden /> : <PaperPlaneIcon aria-hidden />}
              {LISTING_ACTION_LABELS[primary]}
            </Button>
          )}
          {can('EDIT') && (
            <Button size="3" variant="soft" color="gray" highContrast {...button('save')}>
              <CheckIcon aria-hidden /> {LISTING_ACTION_LABELS.save}
            </Button>
          )}
          {can('UNPUBLISH') && (
            <Button size="3" variant="outline" color="gray" highContrast {...button('unpublish')}>
              <EyeNoneIcon aria-hidden />
              {status === 'pending_review'
                ? LISTING_ACTION_LABELS.withdraw
                : LISTING_ACTION_LABELS.unpublish}
            </Button>
          )}
        </Flex>
        {primary === 'submit' && (
          <Text size="1" color="gray">
            An admin reviews your listing before it appears in the public catalog.
          </Text>
        )}

        {can('DELETE') && (
          <>
            <Separator size="4" />
            <Button
              size="2"
              variant="soft"
              color="red"
              highContrast
              disabled={busy}
              onClick={onDeleteRequest}
            >
              <TrashIcon aria-hidden /> {LISTING_ACTION_LABELS.delete}
            </Button>
          </>
        )}
        {nothing && status !== 'pending_trade' && (
          <Text size="2" color="gray">
            No actions are available for this listing right now.
          </Text>
        )}
      </Flex>
    </Card>
  );
}
ListingActionsCard.displayName = 'ListingActionsCard';
