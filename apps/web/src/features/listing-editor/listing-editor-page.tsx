import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions, type Item } from '@pedalswap/api-client';
import { ITEM_MESSAGES } from '@pedalswap/domain/item-messages';
import type { ItemType } from '@pedalswap/domain/item-types';
import {
  availableItemActions,
  itemLifecycleDecision,
  type ListingPhotosEvent,
} from '@pedalswap/machines';
import {
  ListingEditor,
  listingFormFromItem,
  listingPayload,
  newListingForm,
  notSavedFields,
  type ListingFormValues,
} from '@pedalswap/ui/screens/listing-editor';
import { useSession } from '../../app/session/session-context.tsx';
import { readKeptForm } from './listing-editor-helpers.ts';
import { addedPhotos, changeEvent, useListingEditor } from './use-listing-editor.ts';

/**
 * The listing editor (spec 2 §2.2) for a new listing (item null) and a stored one: one page, so a
 * new listing's draft goes on in the same page (the address gets its id). The listing-editor
 * machine runs everything: autosave, actions, photos, the draft, leaving.
 */
export function ListingEditorPage(props: {
  type: ItemType;
  item: Item | null;
  onDraftCreated: (id: string) => void;
}) {
  const { type, item: loaded } = props;
  const { client, user } = useSession();
  const [empty] = useState(() => newListingForm(user?.location));
  // A form kept while a rule held part of it back comes back (issue 10 item 2).
  const [kept] = useState(() => (loaded ? readKeptForm(type, loaded.id) : null));
  const [values, setValues] = useState<ListingFormValues>(
    () => kept ?? (loaded ? listingFormFromItem(loaded) : empty),
  );
  const { actor, view } = useListingEditor({ ...props, empty });
  const change = (form: ListingFormValues) => actor.send(changeEvent(form, type, empty));
  const photos = (event: ListingPhotosEvent) => actor.send({ type: 'PHOTOS', event });
  useEffect(() => {
    // The kept form goes to autosave: its valid fields are saved, the rest stays kept.
    if (kept) change(kept);
    window.scrollTo(0, 0);
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // spec 2 §8.2: the page scrolls to the top, where a failed action's message is.
  useEffect(() => {
    if (view.error) window.scrollTo(0, 0);
  }, [view.error]);

  const current = useQuery({
    ...itemQueryOptions(client, type, view.itemId ?? ''),
    enabled: view.itemId !== null,
  });
  const item = current.data ?? loaded;
  const viewer = { role: user?.role ?? 'member', isOwner: !item || item.ownerId === user?.id };
  // What an edit of the text or photos does to this listing (issue 10 item 3): the lifecycle's
  // EDIT sends a member's published listing back to review.
  const edit =
    item && itemLifecycleDecision(item.status, { type: 'EDIT', actor: viewer, review: true });

  return (
    <ListingEditor
      mode={view.itemId ? 'edit' : 'new'}
      itemType={type}
      status={item?.status ?? null}
      values={values}
      onChange={(next) => {
        setValues(next);
        change(next);
      }}
      loading={view.loading}
      // spec 2 §5.2: only the item's owner may edit, staff included.
      loadError={viewer.isOwner ? null : ITEM_MESSAGES.notAuthorizedToEdit}
      photos={view.photos.photos}
      photosBusy={view.photos.busy || view.creating}
      photosError={view.photos.error}
      onAddPhotos={(files) => photos({ type: 'ADD', added: addedPhotos(files) })}
      onReorderPhotos={(ids) => photos({ type: 'REORDER', ids })}
      onSetPrimaryPhoto={(id) => photos({ type: 'SET_PRIMARY', id })}
      onRemovePhoto={(id) => photos({ type: 'TOGGLE_MARK', id })}
      // Fields autosave keeps back are named instead of "Saved" (issue 10 item 2).
      autosave={
        view.autosave ? { ...view.autosave, notSaved: notSavedFields(values, type) } : undefined
      }
      onRetrySave={() => actor.send({ type: 'RETRY_SAVE' })}
      allowedActions={item ? availableItemActions(item.status, viewer) : []}
      onAction={(action) => actor.send({ type: 'ACT', action, data: listingPayload(values) })}
      pendingAction={view.pendingAction}
      error={view.error}
      deleteError={view.failedAction === 'delete' ? view.error : null}
      onDismissError={() => actor.send({ type: 'DISMISS_ERROR' })}
      rejectionReason={item?.rejectionReason ?? null}
      editsNeedReview={item?.status === 'published' && !!edit?.allowed && edit.changed}
    />
  );
}
