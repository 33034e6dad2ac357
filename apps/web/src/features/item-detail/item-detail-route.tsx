import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import {
  ApiRequestError,
  approveItemMutationOptions,
  itemQueryOptions,
  rejectItemMutationOptions,
  unapproveItemMutationOptions,
  type Item,
} from '@pedalswap/api-client';
import {
  ITEM_MESSAGES,
  availableItemActions,
  isItemType,
  type ItemPageActions,
  type ItemType,
  type ItemViewer,
  type ModerationAction,
} from '@pedalswap/domain/items';
import { toastSuccess } from '../../app/lazy-toaster.tsx';
import {
  ItemDetailPage,
  LazyModerationActions,
  type ItemDetailStatus,
  type ModerationActionsProps,
} from '@pedalswap/ui/screens/item-detail-page';
import { errorMessage } from '../../app/error-message.ts';
import { useSession } from '../../app/session/session-context.tsx';

// The offers section and its dialogs come after the page (its first load stays in its budget).
const ItemOffersSection = lazy(() => import('./item-offers-section.tsx'));

/** /items/{type}/{id} (spec 2 §2.1): any other type goes to the catalog. */
export function ItemDetailRoute() {
  const { type, id = '' } = useParams();
  if (!isItemType(type)) return <Navigate to="/catalog" replace />;
  return <ItemDetail type={type} id={id} />;
}

function ItemDetail({ type, id }: { type: ItemType; id: string }) {
  const { client, user, actor } = useSession();
  const location = useLocation();
  const item = useQuery(itemQueryOptions(client, type, id));
  const from = (location.state as { from?: unknown } | null)?.from;
  const viewer: ItemViewer | null = user ? { id: user.id, role: user.role } : null;
  // Who may do what is decided once, here, by the domain; the page only shows the result.
  const actions = item.data ? availableItemActions(item.data, viewer) : undefined;
  const moderation = useModeration(item.data, actions);
  // A malformed id (the server's 400) is an address that leads nowhere: not found, too.
  const notFound =
    item.error instanceof ApiRequestError &&
    (item.error.status === 404 || item.error.status === 400);
  const status: ItemDetailStatus = item.data
    ? 'ready'
    : item.isError
      ? notFound
        ? 'not-found'
        : 'error'
      : 'loading';

  return (
    <ItemDetailPage
      status={status}
      itemType={type}
      item={item.data ?? null}
      errorMessage={
        item.isError && !notFound
          ? errorMessage(item.error, 'Please check your connection and try again.')
          : null
      }
      actions={actions}
      from={typeof from === 'string' ? from : null}
      signInHref="/login"
      onSignIn={() => actor.send({ type: 'REMEMBER_PATH', path: location.pathname })}
      actionsSlot={moderation ? <LazyModerationActions {...moderation} /> : undefined}
      offersSlot={
        item.data && user ? (
          <Suspense fallback={null}>
            <ItemOffersSection item={item.data} user={user} />
          </Suspense>
        ) : undefined
      }
    />
  );
}

/**
 * Staff moderation on the page (spec 2 §4.1): the props of ModerationActions, or null when the
 * viewer is not staff or nothing applies (then the page gets no slot and no empty action row).
 * The mutations live here, with the page, not in the actions: a rejection turns the item into a
 * draft, the actions disappear, and the success toast must still come. Each mutation stores the
 * item it answers with, so the status badge and the buttons change at once, and the open dialog
 * closes because the status did.
 */
function useModeration(item: Item | undefined, actions: ItemPageActions | undefined) {
  const { client } = useSession();
  const approve = useMutation(approveItemMutationOptions(client));
  const reject = useMutation(rejectItemMutationOptions(client));
  const unapprove = useMutation(unapproveItemMutationOptions(client));
  if (!item || !actions || actions.moderation.length === 0) return null;

  const calls = { approve, reject, unapprove } as const;
  const entries = Object.entries(calls) as [ModerationAction, (typeof calls)[ModerationAction]][];
  const failed = entries.find(([, call]) => call.isError);
  const resetAll = () => entries.forEach(([, call]) => call.reset());
  const { id, itemType: type } = item;

  return {
    itemType: type,
    itemName: item.name,
    status: item.status,
    actions: actions.moderation,
    pending: entries.find(([, call]) => call.isPending)?.[0] ?? null,
    error: failed
      ? // Without an answer from the server there is no message: the spec's title stands alone.
        { action: failed[0], message: errorMessage(failed[1].error, '') || null }
      : null,
    onDialogClose: resetAll,
    onApprove: () => {
      resetAll();
      approve.mutate({ id }, { onSuccess: () => toastSuccess(ITEM_MESSAGES.approved) });
    },
    onReject: (reason: string) => {
      resetAll();
      // The spec sends staff back to /admin after a rejection; the staff panel is not built
      // yet, so they stay here and see the item as the draft it now is (staff may view
      // drafts), while the toast says the owner was told.
      reject.mutate(
        { id, reason },
        { onSuccess: () => toastSuccess(ITEM_MESSAGES.rejected(type)) },
      );
    },
    onUnapprove: (reason: string) => {
      resetAll();
      unapprove.mutate(
        { id, reason },
        { onSuccess: () => toastSuccess(ITEM_MESSAGES.unapproved(type)) },
      );
    },
  } satisfies ModerationActionsProps;
}

/** /bike/{id} (spec 2 §2.1): the old address of a bike, kept working. */
export function BikeRedirectRoute() {
  const { id = '' } = useParams();
  return <Navigate to={`/items/bike/${encodeURIComponent(id)}`} replace />;
}
