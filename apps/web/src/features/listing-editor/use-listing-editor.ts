import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSelector } from '@xstate/react';
import { createActor, type Actor, type AnyActorRef } from 'xstate';
import type { Item } from '@pedalswap/api-client';
import type { ItemType } from '@pedalswap/domain/item-types';
import {
  listingEditorView,
  type AddedPhoto,
  type AiFlowHandover,
  type SessionActor,
} from '@pedalswap/machines';
import {
  autosavePayload,
  listingFormFromItem,
  notSavedFields,
  type ListingFormValues,
} from '@pedalswap/ui/screens/listing-editor';
import { toastSuccess } from '../../app/lazy-toaster.tsx';
import { useSession } from '../../app/session/session-context.tsx';
import { listingEditorLogic } from './listing-editor-calls.ts';
import {
  clearStoredDraftId,
  photosFromImages,
  readStoredDraftId,
} from './listing-editor-helpers.ts';

type EditorActor = Actor<ReturnType<typeof listingEditorLogic>>;

/**
 * The listing-editor machine of one page, with this app's calls and effects, and its view. The
 * actor lives as long as the page, and a little longer: see useLeavingActor.
 */
export function useListingEditor({
  type,
  item: loaded,
  empty,
  onDraftCreated,
  handover,
}: {
  type: ItemType;
  /** The stored listing, or null for a new one. */
  item: Item | null;
  /** The new listing's empty form (the member's location prefilled). */
  empty: ListingFormValues;
  onDraftCreated: (id: string) => void;
  /** Entered from the AI flow (a new listing, never the stored draft of another). */
  handover?: AiFlowHandover | null;
}) {
  const { client, user, actor: session } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [actor] = useState(() =>
    createActor(
      listingEditorLogic({
        client,
        queryClient,
        userId: user?.id ?? null,
        resumeStoredDraft: !handover,
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
  useLeavingActor(actor, session);
  const view = useEditorView(actor);
  // The previews of chosen files are freed once the list shows the stored photos instead.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const shown = new Set(
      view.photos.photos.map((p) => p.url).filter((u) => u.startsWith('blob:')),
    );
    for (const url of previews.current) if (!shown.has(url)) URL.revokeObjectURL(url);
    previews.current = shown;
  }, [view.photos.photos]);
  return { actor, view };
}

/**
 * Starts the editor with the page. When the page goes, the machine is told to LEAVE rather than
 * stopped: it saves what waits and deletes the marked photos, then ends by itself. Not when the
 * member signed out (the calls would fail and look like an expired session), nor on the second
 * mount of development's StrictMode (the leave waits a task, and a remount cancels it).
 */
function useLeavingActor(actor: EditorActor, session: SessionActor) {
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

/** The listing-editor machine's CHANGE for the form as typed. */
export function changeEvent(form: ListingFormValues, type: ItemType, empty: ListingFormValues) {
  return {
    type: 'CHANGE' as const,
    data: autosavePayload(form, type),
    form,
    // A new listing's draft is made only for something worth keeping (issue 10 item 4).
    worthKeeping: JSON.stringify(form) !== JSON.stringify(empty),
    // Nothing is kept back by its rule: autosave saves all of it (issue 10 item 2).
    complete: notSavedFields(form, type).length === 0,
  };
}

/** Chosen files with their previews, for the photos machine. */
export function addedPhotos(files: readonly File[]): AddedPhoto[] {
  return files.map((file, i) => ({
    file,
    photo: {
      id: `new-${Date.now()}-${i}`,
      url: URL.createObjectURL(file),
      isPrimary: false,
      isExisting: false,
      name: file.name,
    },
  }));
}
