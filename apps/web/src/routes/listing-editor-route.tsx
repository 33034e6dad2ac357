import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  ApiRequestError,
  createItemMutationOptions,
  deleteItemImageMutationOptions,
  deleteItemMutationOptions,
  itemQueryOptions,
  publishItemMutationOptions,
  reorderItemImagesMutationOptions,
  setPrimaryItemImageMutationOptions,
  unpublishItemMutationOptions,
  updateItemMutationOptions,
  uploadItemImagesMutationOptions,
  type Item,
  unwrap,
  type UpdateItemRequest,
} from '@pedalswap/api-client';
import { ITEM_LIMITS, ITEM_MESSAGES } from '@pedalswap/domain/item-messages';
import { isItemType, type ItemType } from '@pedalswap/domain/item-types';
import {
  autosaveMachine,
  autosaveView,
  availableItemActions,
  listingDraftMachine,
} from '@pedalswap/machines';
import {
  ListingEditor,
  addPhotos,
  autosavePayload,
  listingFormFromItem,
  listingPayload,
  newListingForm,
  photoRoom,
  removePhoto,
  reorderPhotos,
  setPrimaryPhoto,
  uploadPrimaryIndex,
  type EditorPhoto,
  type ListingAction,
  type ListingFormValues,
} from '@pedalswap/ui/screens/listing-editor';
import { toastSuccess } from '@pedalswap/ui/components/toaster';
import { errorMessage } from '../app/error-message.ts';
import { useSession } from '../session/session-context.tsx';
import {
  clearStoredDraftId,
  createDraftBody,
  mergeServerPhotos,
  photosFromImages,
  readStoredDraftId,
  storeDraftId,
  takePendingPhotos,
  handOverForm,
  handOverPendingPhotos,
  peekHandedOverForm,
  takeHandedOverForm,
} from './listing-editor-helpers.ts';

// Our words, in the voice of spec 2 §8.2 (which names only the upload failure).
const PHOTOS_FAILED = 'Failed to upload photos. Please try again.';
const ORDER_FAILED = 'Failed to save the photo order. Please try again.';
const PRIMARY_FAILED = 'Failed to set the primary photo. Please try again.';
const MARKED_FAILED = 'Failed to delete the photos marked for deletion. Please try again.';

/** /list-item/:type and /list-item/:type/:id (spec 2 §2.2); an unknown type goes to /catalog. */
export function ListingEditorRoute() {
  const { type, id } = useParams();
  if (!isItemType(type)) return <Navigate to="/catalog" replace />;
  // The AI flow (/list-item/bike/ai, spec 2 §2.4) comes with the AI issue; until then its
  // address opens the ordinary new listing page rather than an edit page for an item "ai".
  if (id === 'ai') return <Navigate to={`/list-item/${type}`} replace />;
  return id ? <EditListing key={id} type={type} id={id} /> : <NewListing key={type} type={type} />;
}

/** The new page handed its form over (typed before the draft existed). */
function carriesForm(state: unknown): boolean {
  return (state as { carried?: unknown } | null)?.carried === true;
}

/** The id of the form field that has the focus, if any (the edit page focuses it again). */
function focusedFieldId(): string | null {
  const active = document.activeElement;
  return active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
    ? active.id || null
    : null;
}

/** A change worth a draft: anything that differs from the empty (prefilled) form. */
function isMeaningful(values: ListingFormValues, initial: ListingFormValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(initial);
}

function NewListing({ type }: { type: ItemType }) {
  const { client, user } = useSession();
  const navigate = useNavigate();
  const [initial] = useState(() => newListingForm(user?.location));
  const [values, setValues] = useState(initial);
  const latest = useRef(values);
  const create = useMutation(createItemMutationOptions(client));
  // Set when this page hands over to the draft's edit page.
  const opened = useRef(false);
  useEffect(
    () => () => {
      // Left before a draft was opened: the photos and form waiting for it must not reach a
      // later edit page of the same type.
      if (opened.current) return;
      takePendingPhotos(type);
      takeHandedOverForm(type);
    },
    [type],
  );

  const draft = useActorRef(
    listingDraftMachine.provide({
      actors: {
        readStoredDraftId: fromPromise(async ({ input }) => readStoredDraftId(input.itemType)),
        findDraft: fromPromise(async ({ input, signal }) => {
          try {
            const { item } = await unwrap(
              client.GET('/items/{type}/{id}', {
                params: { path: { type: input.itemType, id: input.id } },
                signal,
              }),
            );
            // The stored id is per browser: another member's draft (staff may read it) is not
            // theirs to resume.
            if (item.ownerId !== user?.id) return null;
            return { id: item.id, status: item.status };
          } catch (error) {
            if (error instanceof ApiRequestError && error.status === 404) return null;
            throw error;
          }
        }),
        createDraft: fromPromise(async ({ input }) => {
          const { item } = await create.mutateAsync({
            type: input.itemType,
            body: createDraftBody(input.itemType, input.data),
          });
          // Stored here as well as by the machine's storeDraftId: a member who leaves while the
          // draft is being created (the machine stops with the page) finds it again on the next
          // visit to the new page, instead of a stray "Untitled" draft.
          storeDraftId(input.itemType, item.id);
          return { id: item.id };
        }),
      },
      actions: {
        storeDraftId: (_, params) => storeDraftId(params.itemType, params.id),
        clearStoredDraftId: (_, params) => clearStoredDraftId(params.itemType),
        openDraft: (_, params) => {
          opened.current = true;
          // Always the form of this page (never one left over from an earlier new page).
          if (!params.restored) handOverForm(params.itemType, latest.current);
          void navigate(`/list-item/${params.itemType}/${encodeURIComponent(params.id)}`, {
            replace: true,
            // The member may be typing: the edit page takes over the form and the focused field.
            state: params.restored ? null : { carried: true, focus: focusedFieldId() },
          });
        },
      },
    }),
    { input: { itemType: type } },
  );
  const checking = useSelector(draft, (s) => s.matches('restoring') || s.matches('checking'));
  const creating = useSelector(draft, (s) => s.matches('creating'));
  const error = useSelector(draft, (s) => s.context.error);

  const requestDraft = (next: ListingFormValues) => {
    if (draft.getSnapshot().can({ type: 'CREATE', data: null })) {
      draft.send({ type: 'CREATE', data: autosavePayload(next, type) });
    }
  };

  // The photos wait for the draft: the page keeps their files and hands the whole list over,
  // in its order and with its primary, each time it changes.
  const [photos, setPhotos] = useState<EditorPhoto[]>([]);
  const files = useRef(new Map<string, File>());
  const showPhotos = (next: EditorPhoto[]) => {
    setPhotos(next);
    const kept = next.filter((p) => files.current.has(p.id));
    const primary = kept.findIndex((p) => p.isPrimary);
    handOverPendingPhotos(
      type,
      kept.map((p) => files.current.get(p.id)!),
      primary === -1 ? null : primary,
    );
  };

  return (
    <ListingEditor
      mode="new"
      itemType={type}
      values={values}
      onChange={(next) => {
        latest.current = next;
        // Kept outside the page too: keystrokes that arrive while the route changes to the edit
        // page still reach it (it takes the newest form when it commits).
        handOverForm(type, next);
        setValues(next);
        if (isMeaningful(next, initial)) requestDraft(next);
      }}
      loading={checking}
      error={error}
      // While the draft is being created they show as uploading; after a failed creation they
      // wait, with the page's message, for the next try (any change or photo).
      photos={error ? photos.map((p) => ({ ...p, uploading: false })) : photos}
      photosBusy={creating}
      onAddPhotos={(chosen) => {
        // The photos need an item: they wait for the draft and are uploaded by the edit page.
        const kept = chosen.slice(0, photoRoom(photos));
        const added = kept.map((file, i) => {
          const id = `new-${Date.now()}-${i}`;
          files.current.set(id, file);
          return {
            id,
            url: URL.createObjectURL(file),
            isPrimary: false,
            isExisting: false,
            uploading: true,
            name: file.name,
          };
        });
        showPhotos(addPhotos(photos, added));
        requestDraft(latest.current);
      }}
      onReorderPhotos={(ids) => showPhotos(reorderPhotos(photos, ids))}
      onSetPrimaryPhoto={(photoId) => showPhotos(setPrimaryPhoto(photos, photoId))}
      onRemovePhoto={(photoId) => {
        const gone = photos.find((p) => p.id === photoId);
        if (gone) URL.revokeObjectURL(gone.url);
        files.current.delete(photoId);
        showPhotos(removePhoto(photos, photoId));
      }}
    />
  );
}

function EditListing({ type, id }: { type: ItemType; id: string }) {
  const { client, user, actor: session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const item = useQuery(itemQueryOptions(client, type, id));
  const update = useMutation(updateItemMutationOptions(client));
  const publish = useMutation(publishItemMutationOptions(client));
  const unpublish = useMutation(unpublishItemMutationOptions(client));
  const remove = useMutation(deleteItemMutationOptions(client));
  const upload = useMutation(uploadItemImagesMutationOptions(client));
  const deleteImage = useMutation(deleteItemImageMutationOptions(client));
  const setPrimary = useMutation(setPrimaryItemImageMutationOptions(client));
  const reorder = useMutation(reorderItemImagesMutationOptions(client));

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
  const [photos, setPhotos] = useState<EditorPhoto[] | null>(null);
  const loaded: Item | undefined = item.data;
  if (loaded && values === null) setValues(carried ?? listingFormFromItem(loaded));
  if (loaded && photos === null) setPhotos(photosFromImages(loaded.images));
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
  const onLeave = useRef({ save, deletePhoto: deleteImage.mutateAsync, photos });
  onLeave.current = { save, deletePhoto: deleteImage.mutateAsync, photos };
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
        for (const imageId of photoIds) await deletePhoto({ type, id, imageId }).catch(() => null);
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
  const [photosError, setPhotosError] = useState<string | null>(null);

  // Photos marked for deletion (spec 2 §4.3: existing photos toggle a deletion mark) are deleted
  // when the member saves or submits, so a mark can be undone until then (or when new photos
  // need their room: see uploadFiles).
  const deleteMarkedPhotos = async (list: EditorPhoto[] = photos ?? []): Promise<EditorPhoto[]> => {
    const marked = list.filter((p) => p.isExisting && p.isDeleted);
    let left = list;
    // One after another: the server moves the primary flag as each one goes. Each photo leaves
    // the page as soon as it is gone (a 404 means it already is), so a failure halfway leaves
    // only the photos still to delete marked.
    for (const photo of marked) {
      try {
        const { images } = await deleteImage.mutateAsync({ type, id, imageId: photo.id });
        left = mergeServerPhotos(
          images,
          left.filter((p) => p.id !== photo.id),
        );
        setPhotos((now) =>
          mergeServerPhotos(
            images,
            (now ?? []).filter((p) => p.id !== photo.id),
          ),
        );
      } catch (error) {
        if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
        left = left.filter((p) => p.id !== photo.id);
        setPhotos((now) => (now ?? []).filter((p) => p.id !== photo.id));
      }
    }
    return left;
  };

  const uploadFiles = async (
    files: File[],
    current: EditorPhoto[],
    /** The new page's primary among files (the listing has no photos yet). */
    primaryChoice: number | null = null,
  ) => {
    const kept = files.slice(0, photoRoom(current));
    if (kept.length === 0) return;
    // The server counts every stored photo, marked ones too: when the new files would go over
    // the limit, the marked photos are deleted first (the member is swapping them), instead of
    // the upload failing on a page that shows room for them.
    const stored = current.filter((p) => p.isExisting).length;
    if (stored + kept.length > ITEM_LIMITS.photosPerListing) {
      setPhotosError(null);
      try {
        current = await deleteMarkedPhotos(current);
      } catch (error) {
        if (mounted.current) setPhotosError(errorMessage(error, MARKED_FAILED));
        return;
      }
    }
    const local = kept.map((file, i) => ({
      id: `new-${Date.now()}-${i}`,
      url: URL.createObjectURL(file),
      isPrimary: false,
      isExisting: false,
      uploading: true,
      name: file.name,
    }));
    const chosenPrimary = primaryChoice === null ? undefined : local[primaryChoice];
    const withLocal = (list: EditorPhoto[]) => {
      const added = addPhotos(list, local);
      return chosenPrimary ? setPrimaryPhoto(added, chosenPrimary.id) : added;
    };
    const withNew = withLocal(current);
    // From the page's newest list: a save may have deleted marked photos meanwhile.
    setPhotos((now) => withLocal(now ?? current));
    setPhotosError(null);
    const isLocal = (photo: EditorPhoto) => local.some((l) => l.id === photo.id);
    try {
      const data = await upload.mutateAsync({
        type,
        id,
        files: kept,
        primaryIndex: uploadPrimaryIndex(withNew),
      });
      if (mounted.current) setPhotos((now) => mergeServerPhotos(data.images, now ?? withNew));
    } catch (error) {
      if (!mounted.current) return;
      setPhotos((now) => (now ?? current).filter((p) => !isLocal(p)));
      setPhotosError(errorMessage(error, PHOTOS_FAILED));
    } finally {
      // Also after the member left: the previews are not needed any more.
      local.forEach((p) => URL.revokeObjectURL(p.url));
    }
  };

  // Photos chosen on the new page before the draft existed.
  const [handedOver] = useState(() => takePendingPhotos(type));
  const handedOverSent = useRef(false);
  useEffect(() => {
    if (photos !== null && handedOver.files.length > 0 && !handedOverSent.current) {
      // Once, even when React runs the effect twice (development's StrictMode).
      handedOverSent.current = true;
      void uploadFiles(handedOver.files, photos, handedOver.primaryIndex);
    }
    // Once, when the photos are known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photos !== null]);

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
            : errorMessage(item.error, 'Failed to load item data')
        }
      />
    );
  }

  const viewer = { role: user?.role ?? 'member', isOwner: !!user && loaded?.ownerId === user.id };
  // spec 2 §5.2: only the item's owner may edit, staff included (staff moderate from the item
  // page: approve, reject, unapprove).
  const unauthorized = loaded && !viewer.isOwner;
  const allowedActions = loaded ? availableItemActions(loaded.status, viewer) : [];
  const current = photos ?? [];

  const toProfile = (message: string) => {
    if (readStoredDraftId(type) === id) clearStoredDraftId(type);
    if (!mounted.current) return;
    leaving.current = true;
    void navigate('/profile', { state: { flash: { tone: 'success', message } } });
  };

  // spec 2 §8.2: each action's own failure message (the server's, when it sent one).
  const kind = type === 'bike' ? 'bike' : type;
  const failureOf = (action: ListingAction) =>
    action === 'delete'
      ? `Failed to delete ${kind}`
      : action === 'unpublish'
        ? `Failed to remove ${kind} from catalog. Please try again.`
        : `Failed to update ${kind} listing. Please try again.`;

  const runAction = async (action: ListingAction) => {
    if (!values) return;
    setPendingAction(action);
    setActionError(null);
    try {
      const editable = allowedActions.includes('EDIT');
      if (editable && (action === 'save' || action === 'submit' || action === 'publish')) {
        await deleteMarkedPhotos();
      }
      if (action === 'delete') {
        await remove.mutateAsync({ type, id });
        deleted.current = true;
        toProfile(ITEM_MESSAGES.deleted(type));
      } else if (action === 'unpublish') {
        await unpublish.mutateAsync({ type, id });
        toProfile(ITEM_MESSAGES.removed(type));
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

  // The new order is stored at once (drag or keyboard drop). Photos still uploading are not on
  // the server's list yet: their order is stored with the next reorder, and meanwhile they
  // follow the others, where the server puts them too.
  const storeOrder = (ids: string[]) => {
    const next = reorderPhotos(current, ids);
    setPhotos(next);
    if (next.some((p) => !p.isExisting)) return;
    setPhotosError(null);
    reorder.mutate(
      { type, id, imageIds: next.map((p) => p.id) },
      {
        onError: (error) => {
          // The server's photos changed meanwhile (another tab): show them as they are.
          setPhotosError(errorMessage(error, ORDER_FAILED));
          void item.refetch().then(({ data }) => {
            if (!data) return;
            const order = data.images.map((image) => image.id);
            const rank = (photoId: string) => order.indexOf(photoId);
            setPhotos((now) =>
              mergeServerPhotos(
                data.images,
                [...(now ?? [])].sort((a, b) => rank(a.id) - rank(b.id)),
              ),
            );
          });
        },
      },
    );
  };

  const choosePrimary = (imageId: string) => {
    const target = current.find((p) => p.id === imageId);
    if (!target || target.isDeleted || target.uploading) return;
    const before = current;
    setPhotos(setPrimaryPhoto(current, imageId));
    setPhotosError(null);
    setPrimary.mutate(
      { type, id, imageId },
      {
        onSuccess: (data) => setPhotos((now) => mergeServerPhotos(data.images, now ?? before)),
        onError: (error) => {
          setPhotos(before);
          setPhotosError(errorMessage(error, PRIMARY_FAILED));
        },
      },
    );
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
      photos={current}
      photosBusy={
        upload.isPending || deleteImage.isPending || setPrimary.isPending || reorder.isPending
      }
      photosError={photosError}
      onAddPhotos={(files) => void uploadFiles(files, current)}
      onReorderPhotos={storeOrder}
      onSetPrimaryPhoto={choosePrimary}
      onRemovePhoto={(photoId) => setPhotos(removePhoto(current, photoId))}
      autosave={autosaveState}
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
