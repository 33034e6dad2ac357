import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ApiRequestError, createItemMutationOptions, unwrap } from '@pedalswap/api-client';
import type { ItemType } from '@pedalswap/domain/item-types';
import { listingDraftMachine } from '@pedalswap/machines';
import {
  ListingEditor,
  addPhotos,
  autosavePayload,
  newListingForm,
  photoRoom,
  removePhoto,
  dragPhotos,
  setPrimaryPhoto,
  type EditorPhoto,
  type ListingFormValues,
} from '@pedalswap/ui/screens/listing-editor';
import { useSession } from '../../session/session-context.tsx';
import {
  clearStoredDraftId,
  createDraftBody,
  handOverForm,
  handOverPendingPhotos,
  readStoredDraftId,
  storeDraftId,
  takeHandedOverForm,
  takePendingPhotos,
} from './listing-editor-helpers.ts';

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

/**
 * /list-item/:type (spec 2 §2.2): resumes the stored draft, or creates one on the first change
 * or photo (the listing-draft machine) and goes on as the draft's edit page.
 */
export function NewListing({ type }: { type: ItemType }) {
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
      onReorderPhotos={(ids) => showPhotos(dragPhotos(photos, ids))}
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
