import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  ApiRequestError,
  deleteItemMutationOptions,
  itemQueryOptions,
  publishItemMutationOptions,
  unpublishItemMutationOptions,
  updateItemMutationOptions,
  type Item,
  type UpdateItemRequest,
} from '@pedalswap/api-client';
import { ITEM_MESSAGES } from '@pedalswap/domain/item-messages';
import type { ItemType } from '@pedalswap/domain/item-types';
import { autosaveMachine, autosaveView, availableItemActions } from '@pedalswap/machines';
import {
  ListingEditor,
  autosavePayload,
  listingFormFromItem,
  listingPayload,
  newListingForm,
  notSavedFields,
  type ListingAction,
  type ListingFormValues,
} from '@pedalswap/ui/screens/listing-editor';
import { toastSuccess } from '@pedalswap/ui/components/toaster';
import { errorMessage } from '../../app/error-message.ts';
import { useSession } from '../../session/session-context.tsx';
import {
  clearStoredDraftId,
  peekHandedOverForm,
  readStoredDraftId,
  takeHandedOverForm,
} from './listing-editor-helpers.ts';
import { useListingPhotos } from './use-listing-photos.ts';

/** The new page handed its form over (typed before the draft existed). */
function carriesForm(state: unknown): boolean {
  return (state as { carried?: unknown } | null)?.carried === true;
}

/**
 * /list-item/:type/:id (spec 2 §2.2): the stored item in the editor, autosaved (§4.3), with its
 * photos, the lifecycle actions its status and the member's role allow, and the delete dialog.
 */
export function EditListing({ type, id }: { type: ItemType; id: string }) {
  const { client, user, actor: session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const item = useQuery(itemQueryOptions(client, type, id));
  const update = useMutation(updateItemMutationOptions(client));
  const publish = useMutation(publishItemMutationOptions(client));
  const unpublish = useMutation(unpublishItemMutationOptions(client));
  const remove = useMutation(deleteItemMutationOptions(client));

  // Every PUT of this page (autosave, Save Changes, the save when leaving) goes through one
  // queue: saves never overlap (spec 2 §4.3) and land in the order they were made, so an older
  // save (or its retry) can never overwrite a newer one.
  const saveQueue = useRef<Promise<unknown>>(Promise.resolve());
  // Set once the listing is deleted: nothing is saved to it any more (an autosave could fire
  // while the page waits for /profile to load).
  const deleted = useRef(false);
  const save = (body: UpdateItemRequest) => {
    const run = saveQueue.current.then(() =>
      deleted.current ? null : update.mutateAsync({ type, id, body }),
    );
    saveQueue.current = run.catch(() => undefined);
    return run;
  };
  const autosave = useActorRef(
    autosaveMachine.provide({
      actors: {
        saveChanges: fromPromise(async ({ input }) => save(input.data as UpdateItemRequest)),
      },
    }),
    { input: {} },
  );
  const autosaveState = useSelector(autosave, autosaveView);

  // The form starts from the item once it has loaded (or from what the new page carried over).
  const [values, setValues] = useState<ListingFormValues | null>(null);
  const [carries] = useState(() => carriesForm(location.state));
  const [carried] = useState(() => (carries ? peekHandedOverForm(type) : null));
  const newestCarried = useRef(carried);
  // The carried form is read once: the history entry keeps its state across reloads, and a
  // reload must show what the server has.
  useEffect(() => {
    if (location.state) void navigate(location.pathname, { replace: true, state: null });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const loaded: Item | undefined = item.data;
  if (loaded && values === null) setValues(carried ?? listingFormFromItem(loaded));
  const photos = useListingPhotos({ client, type, id, loaded, refetch: item.refetch });
  const ready = values !== null;

  // The draft was created while the member typed on the new page: the same field gets the
  // focus back, the caret at its end, so the next keystrokes land where they were going.
  const [carriedFocus] = useState(() => (location.state as { focus?: unknown } | null)?.focus);
  useLayoutEffect(() => {
    if (!ready || !carries) return;
    // The newest form: the new page is gone now, so nothing typed after this is lost.
    const newest = takeHandedOverForm(type);
    if (newest && newest !== carried) {
      newestCarried.current = newest;
      setValues(newest);
    }
    if (typeof carriedFocus !== 'string') return;
    const field = document.getElementById(carriedFocus);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      field.focus();
      try {
        field.setSelectionRange(field.value.length, field.value.length);
      } catch {
        // Fields without a caret (type=number) keep the browser's.
      }
    }
    // Once, when the form first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  useEffect(() => {
    if (!ready || !loaded) return;
    autosave.send({ type: 'RESET', data: autosavePayload(listingFormFromItem(loaded), type) });
    const typed = newestCarried.current;
    if (typed) autosave.send({ type: 'CHANGE', data: autosavePayload(typed, type) });
    // Only once, when the item first arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  // Back online: save what is waiting at once.
  useEffect(() => {
    const flush = () => autosave.send({ type: 'FLUSH' });
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [autosave]);

  // Leaving the page inside the app (Back to profile, a link) while an edit waits for its
  // debounce, or with photos marked for deletion: the machine stops with the page, so the
  // waiting edit is sent here, once, and the marked photos are deleted, as Save would have.
  // Closing the tab with unsaved edits asks the browser's "Leave site?" first.
  const onLeave = useRef({ save, deletePhoto: photos.deleteOne, photos: photos.photos });
  onLeave.current = { save, deletePhoto: photos.deleteOne, photos: photos.photos };
  useEffect(() => {
    const marked = () => (onLeave.current.photos ?? []).filter((p) => p.isExisting && p.isDeleted);
    const unsaved = () => autosaveView(autosave.getSnapshot()).hasUnsavedChanges;
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved() || marked().length > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      // Not once the listing is gone, nor when the page goes because the member signed out
      // (the session is being revoked: the calls would fail and look like an expired session).
      if (deleted.current || !session.getSnapshot().matches('signedIn')) return;
      const { save, deletePhoto } = onLeave.current;
      if (unsaved()) {
        // After any save still in flight (the queue), never beside it.
        save(autosave.getSnapshot().context.latestData as UpdateItemRequest).catch(() => null);
      }
      const photoIds = marked().map((p) => p.id);
      void (async () => {
        // One after another: the server moves the primary flag as each one goes.
        for (const imageId of photoIds) await deletePhoto(imageId).catch(() => null);
      })();
    };
  }, [autosave, session, type, id]);

  useEffect(() => {
    // Not when the member was typing on the new page: the carried field keeps its place.
    if (!carries) window.scrollTo(0, 0);
  }, [id, carries]);

  // Set when an action succeeded and the page is on its way to /profile: the buttons stay
  // busy until it has gone (the profile page's code may still be loading), so nothing is sent
  // twice.
  const leaving = useRef(false);
  // An action still running when the member leaves must not pull them back to /profile.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The newest form, for what an explicit save must not swallow (typing while it runs).
  const latestValues = useRef(values);
  latestValues.current = values;

  const [pendingAction, setPendingAction] = useState<ListingAction | null>(null);
  // The failed action with its message: the delete dialog shows only a delete's failure.
  const [actionError, setActionError] = useState<{
    action: ListingAction;
    message: string;
  } | null>(null);

  // Only when nothing has loaded: a failed background refetch (after a photo call, on
  // reconnect) keeps the form and what was typed on the page.
  if (item.isError && !item.data) {
    // A malformed id (400) leads nowhere either.
    const notFound =
      item.error instanceof ApiRequestError &&
      (item.error.status === 404 || item.error.status === 400);
    return (
      <ListingEditor
        mode="edit"
        itemType={type}
        values={newListingForm()}
        onChange={() => {}}
        photos={[]}
        onAddPhotos={() => {}}
        onReorderPhotos={() => {}}
        onSetPrimaryPhoto={() => {}}
        onRemovePhoto={() => {}}
        loadError={
          notFound
            ? ITEM_MESSAGES.notFound(type)
            : errorMessage(item.error, ITEM_MESSAGES.loadFailed)
        }
      />
    );
  }

  const viewer = { role: user?.role ?? 'member', isOwner: !!user && loaded?.ownerId === user.id };
  // spec 2 §5.2: only the item's owner may edit, staff included (staff moderate from the item
  // page: approve, reject, unapprove).
  const unauthorized = loaded && !viewer.isOwner;
  const allowedActions = loaded ? availableItemActions(loaded.status, viewer) : [];

  const toProfile = (message: string) => {
    if (readStoredDraftId(type) === id) clearStoredDraftId(type);
    if (!mounted.current) return;
    leaving.current = true;
    void navigate('/profile', { state: { flash: { tone: 'success', message } } });
  };

  // spec 2 §8.2: each action's own failure message (the server's, when it sent one).
  const failureOf = (action: ListingAction) =>
    action === 'delete'
      ? ITEM_MESSAGES.deleteFailed(type)
      : action === 'unpublish'
        ? ITEM_MESSAGES.removeFailed(type)
        : ITEM_MESSAGES.updateFailed(type);

  const runAction = async (action: ListingAction) => {
    if (!values) return;
    setPendingAction(action);
    setActionError(null);
    try {
      const editable = allowedActions.includes('EDIT');
      if (editable && (action === 'save' || action === 'submit' || action === 'publish')) {
        await photos.deleteMarked();
      }
      if (action === 'delete') {
        await remove.mutateAsync({ type, id });
        deleted.current = true;
        toProfile(ITEM_MESSAGES.deleted(type));
      } else if (action === 'unpublish') {
        // The server says which it was: out of the catalog, or withdrawn from review.
        const answer = await unpublish.mutateAsync({ type, id });
        toProfile(answer.message ?? ITEM_MESSAGES.removed(type));
      } else {
        // Everything typed goes to the server first (only its owner may edit it: staff
        // publishing their own draft publish it as it is). The queue puts it after any autosave
        // in flight; an autosave that fires meanwhile is queued after it.
        if (editable) {
          const sent = values;
          await save(listingPayload(sent) as UpdateItemRequest);
          // The baseline is what was sent; anything typed while it ran is still to be saved.
          autosave.send({ type: 'RESET', data: autosavePayload(sent, type) });
          const newest = latestValues.current;
          if (newest && newest !== sent) {
            autosave.send({ type: 'CHANGE', data: autosavePayload(newest, type) });
          }
        }
        if (action === 'save') {
          if (mounted.current) toastSuccess(ITEM_MESSAGES.updated(type));
        } else {
          const result = await publish.mutateAsync({ type, id });
          toProfile(
            result.publishedDirectly
              ? ITEM_MESSAGES.published(type)
              : ITEM_MESSAGES.submitted(type),
          );
        }
      }
    } catch (error) {
      if (!mounted.current) return;
      setActionError({ action, message: errorMessage(error, failureOf(action)) });
      // spec 2 §8.2: the page scrolls to the top, where the message is.
      window.scrollTo(0, 0);
    } finally {
      if (mounted.current && !leaving.current) setPendingAction(null);
    }
  };

  return (
    <ListingEditor
      mode="edit"
      itemType={type}
      status={loaded?.status ?? null}
      values={values ?? newListingForm()}
      onChange={(next) => {
        setValues(next);
        autosave.send({ type: 'CHANGE', data: autosavePayload(next, type) });
      }}
      loading={!ready}
      loadError={unauthorized ? ITEM_MESSAGES.notAuthorizedToEdit : null}
      photos={photos.photos ?? []}
      photosBusy={photos.busy}
      photosError={photos.error}
      onAddPhotos={photos.add}
      onReorderPhotos={photos.storeOrder}
      onSetPrimaryPhoto={photos.choosePrimary}
      onRemovePhoto={photos.toggleMark}
      // Fields autosave kept back are named instead of "Saved" (issue 10 item 2).
      autosave={{ ...autosaveState, notSaved: values ? notSavedFields(values, type) : [] }}
      onRetrySave={() => autosave.send({ type: 'FLUSH' })}
      allowedActions={allowedActions}
      onAction={(action) => void runAction(action)}
      pendingAction={pendingAction}
      error={actionError?.message ?? null}
      deleteError={actionError?.action === 'delete' ? actionError.message : null}
      onDismissError={() => setActionError(null)}
      rejectionReason={loaded?.rejectionReason ?? null}
    />
  );
}
