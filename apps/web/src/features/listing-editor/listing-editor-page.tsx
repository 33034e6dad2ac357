import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSelector } from '@xstate/react';
import { createActor, type Actor, type AnyActorRef } from 'xstate';
import { itemQueryOptions, type Item } from '@pedalswap/api-client';
import { ITEM_MESSAGES } from '@pedalswap/domain/item-messages';
import type { ItemType } from '@pedalswap/domain/item-types';
import {
  availableItemActions,
  itemLifecycleDecision,
  listingEditorView,
  type SessionActor,
} from '@pedalswap/machines';
import {
  ListingEditor,
  autosavePayload,
  listingFormFromItem,
  listingPayload,
  newListingForm,
  notSavedFields,
  type ListingFormValues,
} from '@pedalswap/ui/screens/listing-editor';
import { toastSuccess } from '@pedalswap/ui/components/toaster';
import { useSession } from '../../session/session-context.tsx';
import { listingEditorLogic } from './listing-editor-calls.ts';
import {
  clearStoredDraftId,
  photosFromImages,
  readKeptForm,
  readStoredDraftId,
} from './listing-editor-helpers.ts';

type EditorActor = Actor<ReturnType<typeof listingEditorLogic>>;

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
  const { type, item: loaded, onDraftCreated } = props;
  const { client, user, actor: session } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [empty] = useState(() => newListingForm(user?.location));
  // A form kept while a rule held part of it back comes back (issue 10 item 2).
  const [kept] = useState(() => (loaded ? readKeptForm(type, loaded.id) : null));
  const [values, setValues] = useState<ListingFormValues>(
    () => kept ?? (loaded ? listingFormFromItem(loaded) : empty),
  );
  const changeOf = (form: ListingFormValues) => ({
    type: 'CHANGE' as const,
    data: autosavePayload(form, type),
    form,
    worthKeeping: JSON.stringify(form) !== JSON.stringify(empty),
    complete: notSavedFields(form, type).length === 0,
  });

  const [actor] = useState(() =>
    createActor(
      listingEditorLogic({
        client,
        queryClient,
        userId: user?.id ?? null,
        effects: {
          resumeDraft: ({ id }) => void navigate(`/list-item/${type}/${id}`, { replace: true }),
          draftCreated: ({ id }) => {
            onDraftCreated(id);
            void navigate(`/list-item/${type}/${id}`, { replace: true });
          },
          notifySaved: toastSuccess,
          finish: ({ id }, message) => {
            if (readStoredDraftId(type) === id) clearStoredDraftId(type);
            void navigate('/profile', { state: { flash: { tone: 'success', message } } });
          },
        },
      }),
      {
        input: {
          itemType: type,
          itemId: loaded?.id ?? null,
          savedData: autosavePayload(loaded ? listingFormFromItem(loaded) : empty, type),
          photos: photosFromImages(loaded?.images),
        },
      },
    ),
  );
  useEditorActor(actor, session);
  useEffect(() => {
    // The kept form goes to autosave: its valid fields are saved, the rest stays kept.
    if (kept) actor.send(changeOf(kept));
    window.scrollTo(0, 0);
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const view = useEditorView(actor);
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
  // spec 2 §8.2: the page scrolls to the top, where a failed action's message is.
  useEffect(() => {
    if (view.error) window.scrollTo(0, 0);
  }, [view.error]);

  const sendPhotos = (event: Parameters<typeof photosEvent>[0]) => actor.send(photosEvent(event));
  return (
    <ListingEditor
      mode={view.itemId ? 'edit' : 'new'}
      itemType={type}
      status={item?.status ?? null}
      values={values}
      onChange={(next) => {
        setValues(next);
        actor.send(changeOf(next));
      }}
      loading={view.loading}
      // spec 2 §5.2: only the item's owner may edit, staff included.
      loadError={viewer.isOwner ? null : ITEM_MESSAGES.notAuthorizedToEdit}
      photos={view.photos.photos}
      photosBusy={view.photos.busy || view.creating}
      photosError={view.photos.error}
      onAddPhotos={(files) =>
        sendPhotos({
          type: 'ADD',
          added: files.map((file, i) => ({
            file,
            photo: {
              id: `new-${Date.now()}-${i}`,
              url: URL.createObjectURL(file),
              isPrimary: false,
              isExisting: false,
              name: file.name,
            },
          })),
        })
      }
      onReorderPhotos={(ids) => sendPhotos({ type: 'REORDER', ids })}
      onSetPrimaryPhoto={(id) => sendPhotos({ type: 'SET_PRIMARY', id })}
      onRemovePhoto={(id) => sendPhotos({ type: 'TOGGLE_MARK', id })}
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

const photosEvent = (
  event: Extract<Parameters<EditorActor['send']>[0], { type: 'PHOTOS' }>['event'],
) => ({ type: 'PHOTOS', event }) as const;

/**
 * Starts the editor with the page. When the page goes, the machine is told to LEAVE rather than
 * stopped: it saves what waits and deletes the marked photos, then ends by itself. Not when the
 * member signed out (the calls would fail and look like an expired session), nor on the second
 * mount of development's StrictMode (the leave waits a task, and a remount cancels it).
 */
function useEditorActor(actor: EditorActor, session: SessionActor) {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    actor.start();
    // Back online: save what is waiting at once.
    const flush = () => actor.send({ type: 'RETRY_SAVE' });
    // Closing the tab with unsaved edits asks the browser's "Leave site?" first.
    const warn = (event: BeforeUnloadEvent) => {
      if (listingEditorView(actor.getSnapshot()).hasUnsavedChanges) event.preventDefault();
    };
    window.addEventListener('online', flush);
    window.addEventListener('beforeunload', warn);
    return () => {
      mounted.current = false;
      window.removeEventListener('online', flush);
      window.removeEventListener('beforeunload', warn);
      setTimeout(() => {
        if (mounted.current) return;
        if (session.getSnapshot().matches('signedIn')) actor.send({ type: 'LEAVE' });
        else actor.stop();
      });
    };
  }, [actor, session]);
}

/** The page's view: the editor and its children (autosave, photos, draft) each re-render it. */
function useEditorView(actor: EditorActor) {
  const snapshot = useSelector(actor, (s) => s);
  const children = snapshot.children as Partial<
    Record<'autosave' | 'photos' | 'draft', AnyActorRef>
  >;
  useSelector(children.autosave, (s: unknown) => s);
  useSelector(children.photos, (s: unknown) => s);
  useSelector(children.draft, (s: unknown) => s);
  return listingEditorView(snapshot);
}
