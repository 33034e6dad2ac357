import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions, type Item } from '@pedalswap/api-client';
import { ITEM_MESSAGES } from '@pedalswap/domain/item-messages';
import type { ItemType } from '@pedalswap/domain/item-types';
import {
  availableItemActions,
  itemLifecycleDecision,
  type AiFlowHandover,
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
import { toastError } from '../../app/lazy-toaster.tsx';
import { useSession } from '../../app/session/session-context.tsx';
import { formWithAiData, handedOverPhotos, photoFiles } from './ai-handover.ts';
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
  /** Entered from the AI flow (spec 2 §2.4): its values and photos are applied once. */
  handover?: AiFlowHandover | null;
}) {
  const { type, item: loaded, handover } = props;
  const { client, user } = useSession();
  const navigate = useNavigate();
  const [empty] = useState(() => newListingForm(user?.location));
  // A form kept while a rule held part of it back comes back (issue 10 item 2).
  const [kept] = useState(() => (loaded ? readKeptForm(type, loaded.id) : null));
  const [initial] = useState<ListingFormValues>(() => {
    const form = kept ?? (loaded ? listingFormFromItem(loaded) : empty);
    return handover ? formWithAiData(form, handover.aiData) : form;
  });
  const [values, setValues] = useState<ListingFormValues>(initial);
  const [preparing, setPreparing] = useState(false);
  const { actor, view } = useListingEditor({ ...props, empty });
  const change = (form: ListingFormValues) => actor.send(changeEvent(form, type, empty));
  const photos = (event: ListingPhotosEvent) => actor.send({ type: 'PHOTOS', event });
  const applied = useRef(false);
  useEffect(() => {
    // The kept form, or the AI flow's values, go to autosave: the valid fields are saved (a new
    // listing's draft is created for them), the rest stays kept.
    if (kept || handover) change(initial);
    // The AI flow's photos are transferred as the editor's own would be; the address forgets
    // the hand-over, so a reload does not apply it twice (once: StrictMode runs this twice).
    if (handover && !applied.current) {
      applied.current = true;
      if (handover.images.length) photos({ type: 'ADD', added: handedOverPhotos(handover.images) });
      // Photos the AI service refused to store (maintenance, a limit) come as files: uploaded
      // here as the member's own choice would be (issue 24 item 2).
      const files = (handover.files ?? []).filter((f): f is File => f instanceof File);
      if (files.length) photos({ type: 'ADD', added: addedPhotos(files) });
      void navigate(window.location.pathname, { replace: true, state: null });
    }
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
      // spec 2 §2.2: to the AI flow with the photos as files, the item type and id (bikes only:
      // the flow lists bikes).
      // Once at a time (the button shows 'Preparing analysis...'); a photo that cannot be read
      // back (network, a storage without CORS) keeps the member here with §8.2's message.
      onAnalyzeWithAI={
        type === 'bike'
          ? () => {
              if (preparing) return;
              setPreparing(true);
              photoFiles(
                view.photos.photos,
                (p) => item?.images?.find((i) => i.id === p.id)?.imageUrl ?? p.url,
              ).then(
                (files) =>
                  void navigate('/list-item/bike/ai', {
                    state: { files, itemType: type, itemId: view.itemId },
                  }),
                () => {
                  setPreparing(false);
                  toastError(ITEM_MESSAGES.prepareForAiFailed);
                },
              );
            }
          : undefined
      }
      analyzing={preparing}
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
