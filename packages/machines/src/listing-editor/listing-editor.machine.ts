/*
 * The listing editor (spec 2 §2.2, §4.3, §8.2): one machine for the new and the edit page. It
 * composes three machines as children and owns what runs between them:
 *   autosave  (autosaveMachine) the one save queue: every PUT of the page, autosave, Save,
 *             submit and leaving, goes through it, so saves never overlap (§4.3).
 *   photos    (listingPhotosMachine) the photo card's calls; marked photos are deleted when this
 *             machine asks (save, submit, publish, leaving).
 *   draft     (listingDraftMachine, new pages only) the stored draft id: resume it, or create
 *             the draft once there is something worth keeping.
 * Children report back with events (their report actions are wired here with sendParent).
 *
 * States (the root is `open` until the page is done or left):
 *   open.item (parallel region)
 *     checking    → stored with an id, else → new.
 *     new         the listing has no id. CHANGE with something worth keeping (the app says:
 *                 the form differs from the empty one) or PHOTOS.STAGED (photos the server
 *                 accepted as temporary uploads) asks the draft child to CREATE with the newest
 *                 data; a refused file asks for nothing (issue 10 item 4). DRAFT.OPENED:
 *                 restored → action resumeDraft (the app opens the stored draft's page);
 *                 created → stored, with draftCreated (the app puts the id in the address, the
 *                 same page goes on): the autosave's baseline is what the draft was created
 *                 with, and what was typed meanwhile is saved after it.
 *     stored      CHANGE goes to the autosave child, and the whole form to keepFormLocally:
 *                 while part of it breaks a rule (autosave cannot save that part, issue 10
 *                 item 2) the app keeps it in local storage, so a reload brings it back; a form
 *                 with nothing kept back (complete) clears it (form null).
 *   open.action (parallel region)
 *     idle            ACT → starting, which sends save | submit | publish → removingMarked,
 *                     unpublish → unpublishing, delete → deleting. Without an id: the spec's
 *                     "No item ID available. Please enter some data first." (§5.2).
 *     removingMarked  the photos child deletes the marked photos, then → saving; a failure
 *                     stops the action with the message.
 *     saving          SAVE_NOW on the autosave child with the whole form; AUTOSAVE.SAVED with
 *                     that data → saved, which goes → idle (save, with notifySaved) or →
 *                     publishing. AUTOSAVE.FAILED
 *                     → idle with the action's failure message (§8.2).
 *     publishing      actor publish → done (its message: published or submitted).
 *     unpublishing    actor unpublish → done. deleting: actor deleteItem → done.
 *   LEAVE (the page goes) → leaving: SAVE_NOW with the newest data and DELETE_MARKED; when
 *         both answered (or at once for a listing without id) → closed. The app keeps the
 *         actor running after the page has gone, so the last save is not cut off.
 *   done      final: action finish with the message (the app goes to /profile with it); the
 *             locally kept form is cleared.
 *   closed    final: nothing more.
 *
 * There are no delays here: the autosave child owns the timing rules (spec 2 §9).
 */
import { assign, fromPromise, sendParent, sendTo, setup, type SnapshotFrom } from 'xstate';
import { ITEM_MESSAGES } from '@pedalswap/domain/item-messages';
import type { EditorPhoto } from '@pedalswap/domain/item-rules';
import type { ItemType } from '@pedalswap/domain/item-types';
import {
  autosaveMachine,
  autosaveView,
  sameData,
  type AutosaveView,
} from '../autosave/autosave.machine.ts';
import { listingDraftMachine } from '../listing-draft/listing-draft.machine.ts';
import {
  listingPhotosMachine,
  listingPhotosView,
  type ListingPhotosEvent,
  type ListingPhotosView,
} from '../listing-photos/listing-photos.machine.ts';

export type ListingEditorAction = 'save' | 'submit' | 'publish' | 'unpublish' | 'delete';

/** Where the saves and calls go. */
export interface ListingRef {
  itemType: ItemType;
  id: string;
}

export interface ListingEditorContext {
  itemType: ItemType;
  itemId: string | null;
  /** The newest data the page sent (the autosave payload). */
  latest: unknown;
  /** The newest whole form, as typed (kept locally while part of it cannot be saved). */
  latestForm: unknown;
  /** The newest form has nothing that autosave keeps back. */
  complete: boolean;
  /** The whole form of the explicit save under way. */
  pendingSave: unknown;
  /** The member changed the form since the action started. */
  typedDuringAction: boolean;
  action: ListingEditorAction | null;
  error: string | null;
  /** The stored photos the page opened with (the photos child starts from them). */
  initialPhotos: EditorPhoto[];
  /** The action whose failure `error` tells (the delete dialog shows only a delete's). */
  failedAction: ListingEditorAction | null;
}

export interface ListingEditorInput {
  itemType: ItemType;
  /** The stored listing's id; null on the new page. */
  itemId: string | null;
  /** The stored listing's data as the autosave payload (its baseline). */
  savedData?: unknown;
  photos?: EditorPhoto[];
}

export type ListingEditorEvent =
  | {
      type: 'CHANGE';
      /** The autosave payload: the fields that pass their rules. */
      data: unknown;
      /** The whole form as typed. */
      form: unknown;
      /** Differs from the empty form: worth a draft. */
      worthKeeping: boolean;
      /** data holds all of the form (no field is kept back by its rule). */
      complete: boolean;
    }
  | { type: 'PHOTOS'; event: ListingPhotosEvent }
  | { type: 'ACT'; action: ListingEditorAction; data: unknown }
  | { type: 'DISMISS_ERROR' }
  | { type: 'RETRY_SAVE' }
  | { type: 'LEAVE' }
  // from the children
  | { type: 'AUTOSAVE.SAVED'; data: unknown }
  | { type: 'AUTOSAVE.FAILED'; error: unknown }
  | { type: 'PHOTOS.STAGED' }
  | { type: 'PHOTOS.MARKED_DELETED' }
  | { type: 'PHOTOS.MARKED_FAILED' }
  | { type: 'DRAFT.OPENED'; id: string; restored: boolean; data: unknown };

function notImplemented(name: string): never {
  throw new Error(`listing-editor machine: provide the "${name}" actor with machine.provide()`);
}

/** The server's message when it answered (the error has a status), else the action's own
 * sentence (§8.2): a call that got no answer shows that, not the browser's "Failed to fetch". */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message && 'status' in error ? error.message : fallback;

/** spec 2 §8.2: each action's own failure message. */
function failureOf(action: ListingEditorAction | null, itemType: ItemType): string {
  if (action === 'delete') return ITEM_MESSAGES.deleteFailed(itemType);
  if (action === 'unpublish') return ITEM_MESSAGES.removeFailed(itemType);
  return ITEM_MESSAGES.updateFailed(itemType);
}

/** The autosave machine, reporting its saves to this machine. */
export const editorAutosaveMachine = autosaveMachine.provide({
  actions: {
    reportSaved: sendParent((_, params: { data: unknown }) => ({
      type: 'AUTOSAVE.SAVED',
      data: params.data,
    })),
    reportFailed: sendParent((_, params: { error: unknown }) => ({
      type: 'AUTOSAVE.FAILED',
      error: params.error,
    })),
  },
});

/** The photos machine, reporting to this machine. */
export const editorPhotosMachine = listingPhotosMachine.provide({
  actions: {
    reportStaged: sendParent({ type: 'PHOTOS.STAGED' }),
    reportMarkedDeleted: sendParent({ type: 'PHOTOS.MARKED_DELETED' }),
    reportMarkedFailed: sendParent({ type: 'PHOTOS.MARKED_FAILED' }),
  },
});

/** The listing-draft machine, reporting the draft it opened to this machine. */
export const editorDraftMachine = listingDraftMachine.provide({
  actions: {
    openDraft: sendParent((_, params: { id: string; restored: boolean; data: unknown }) => ({
      type: 'DRAFT.OPENED',
      id: params.id,
      restored: params.restored,
      data: params.data,
    })),
  },
});

export const listingEditorMachine = setup({
  types: {
    context: {} as ListingEditorContext,
    events: {} as ListingEditorEvent,
    input: {} as ListingEditorInput,
  },
  actors: {
    autosave: editorAutosaveMachine,
    photos: editorPhotosMachine,
    draft: editorDraftMachine,
    publish: fromPromise<{ message: string }, ListingRef>(async () => notImplemented('publish')),
    unpublish: fromPromise<{ message: string }, ListingRef>(async () =>
      notImplemented('unpublish'),
    ),
    deleteItem: fromPromise<{ message: string }, ListingRef>(async () =>
      notImplemented('deleteItem'),
    ),
  },
  actions: {
    // Effects: the app provides these.
    resumeDraft: (_, _params: ListingRef) => {},
    draftCreated: (_, _params: ListingRef) => {},
    notifySaved: (_, _params: { message: string }) => {},
    finish: (_, _params: { message: string | null }) => {},
    /** Keeps the form in local storage for the listing, or clears it (form null). */
    keepFormLocally: (_, _params: ListingRef & { form: unknown }) => {},

    assignLatest: assign((_, params: { data: unknown; form: unknown; complete: boolean }) => ({
      latest: params.data,
      latestForm: params.form,
      complete: params.complete,
      typedDuringAction: true,
    })),
    assignItemId: assign((_, params: { id: string }) => ({ itemId: params.id })),
    startAction: assign((_, params: { action: ListingEditorAction; data: unknown }) => ({
      action: params.action,
      pendingSave: params.data,
      typedDuringAction: false,
      error: null,
      failedAction: null,
    })),
    failAction: assign(({ context }, params: { error: unknown }) => ({
      error: messageOf(params.error, failureOf(context.action, context.itemType)),
      failedAction: context.action,
      action: null,
      pendingSave: null,
    })),
    endAction: assign({ action: null, pendingSave: null }),
    noItemYet: assign({ error: ITEM_MESSAGES.noItemId }),
    clearError: assign({ error: null, failedAction: null }),
    markedPhotosFailed: assign(({ context }) => ({
      error: ITEM_MESSAGES.markedPhotosFailed,
      failedAction: context.action,
      action: null,
      pendingSave: null,
    })),
  },
  guards: {
    worthKeeping: (_, params: { worthKeeping: boolean }) => params.worthKeeping,
    hasItem: ({ context }) => context.itemId !== null,
    isStored: ({ context }) => context.itemId !== null,
    savesForm: (_, params: { action: ListingEditorAction }) =>
      params.action === 'save' || params.action === 'submit' || params.action === 'publish',
    isUnpublish: (_, params: { action: ListingEditorAction }) => params.action === 'unpublish',
    isRestored: (_, params: { restored: boolean }) => params.restored,
    // The action's form, or the page's newest data when the member typed on while the action's
    // save waited behind another one (the autosave then saves the newer data in its place).
    savedThePendingForm: ({ context }, params: { data: unknown }) =>
      sameData(params.data, context.pendingSave) ||
      (context.typedDuringAction && sameData(params.data, context.latest)),
    isSaveAction: ({ context }) => context.action === 'save',
  },
}).createMachine({
  id: 'listingEditor',
  initial: 'open',
  context: ({ input }) => ({
    itemType: input.itemType,
    itemId: input.itemId,
    latest: input.savedData,
    latestForm: null,
    complete: true,
    pendingSave: null,
    typedDuringAction: false,
    action: null,
    error: null,
    failedAction: null,
    initialPhotos: input.photos ?? [],
  }),
  invoke: [
    {
      id: 'autosave',
      src: 'autosave',
      input: ({ context }) => ({
        initialData: context.latest,
        target: context.itemId ? { itemType: context.itemType, id: context.itemId } : undefined,
      }),
    },
    {
      id: 'photos',
      src: 'photos',
      input: ({ context }) => ({
        photos: context.initialPhotos,
        item: context.itemId ? { itemType: context.itemType, id: context.itemId } : null,
      }),
    },
  ],
  on: {
    PHOTOS: { actions: sendTo('photos', ({ event }) => event.event) },
    RETRY_SAVE: { actions: sendTo('autosave', { type: 'FLUSH' }) },
  },
  states: {
    open: {
      type: 'parallel',
      on: { LEAVE: 'leaving' },
      states: {
        item: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'isStored', target: 'stored' }, { target: 'new' }],
            },
            new: {
              invoke: {
                id: 'draft',
                src: 'draft',
                input: ({ context }) => ({ itemType: context.itemType }),
              },
              on: {
                CHANGE: [
                  {
                    guard: {
                      type: 'worthKeeping',
                      params: ({ event }) => ({ worthKeeping: event.worthKeeping }),
                    },
                    actions: [
                      { type: 'assignLatest', params: ({ event }) => event },
                      sendTo('draft', ({ event }) => ({ type: 'CREATE', data: event.data })),
                    ],
                  },
                  { actions: { type: 'assignLatest', params: ({ event }) => event } },
                ],
                'PHOTOS.STAGED': {
                  actions: sendTo('draft', ({ context }) => ({
                    type: 'CREATE',
                    data: context.latest,
                  })),
                },
                'DRAFT.OPENED': [
                  {
                    guard: {
                      type: 'isRestored',
                      params: ({ event }) => ({ restored: event.restored }),
                    },
                    actions: {
                      type: 'resumeDraft',
                      params: ({ context, event }) => ({
                        itemType: context.itemType,
                        id: event.id,
                      }),
                    },
                  },
                  {
                    target: 'stored',
                    actions: [
                      { type: 'assignItemId', params: ({ event }) => ({ id: event.id }) },
                      {
                        type: 'draftCreated',
                        params: ({ context, event }) => ({
                          itemType: context.itemType,
                          id: event.id,
                        }),
                      },
                      // The draft holds what was sent with CREATE: that is the baseline, and
                      // what was typed while it was created is saved after it.
                      sendTo('autosave', ({ context, event }) => ({
                        type: 'RESET',
                        data: event.data,
                        target: { itemType: context.itemType, id: event.id },
                      })),
                      sendTo('autosave', ({ context }) => ({
                        type: 'CHANGE',
                        data: context.latest,
                      })),
                      {
                        type: 'keepFormLocally',
                        params: ({ context, event }) => ({
                          itemType: context.itemType,
                          id: event.id,
                          form: context.complete ? null : context.latestForm,
                        }),
                      },
                      sendTo('photos', ({ context, event }) => ({
                        type: 'ITEM_READY',
                        item: { itemType: context.itemType, id: event.id },
                      })),
                    ],
                  },
                ],
              },
            },
            stored: {
              on: {
                CHANGE: {
                  actions: [
                    { type: 'assignLatest', params: ({ event }) => event },
                    sendTo('autosave', ({ event }) => ({ type: 'CHANGE', data: event.data })),
                    {
                      type: 'keepFormLocally',
                      params: ({ context, event }) => ({
                        itemType: context.itemType,
                        id: context.itemId!,
                        form: event.complete ? null : event.form,
                      }),
                    },
                  ],
                },
              },
            },
          },
        },

        action: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                ACT: [
                  {
                    guard: 'hasItem',
                    target: 'starting',
                    // Save, submit and publish save the form first (see starting).
                    actions: {
                      type: 'startAction',
                      params: ({ event }) => ({ action: event.action, data: event.data }),
                    },
                  },
                  { actions: 'noItemYet' },
                ],
                DISMISS_ERROR: { actions: 'clearError' },
              },
            },
            // Which way the action goes: unpublish and delete call at once.
            starting: {
              always: [
                {
                  guard: {
                    type: 'isUnpublish',
                    params: ({ context }) => ({ action: context.action! }),
                  },
                  target: 'unpublishing',
                },
                {
                  guard: {
                    type: 'savesForm',
                    params: ({ context }) => ({ action: context.action! }),
                  },
                  target: 'removingMarked',
                },
                { target: 'deleting' },
              ],
            },
            removingMarked: {
              entry: sendTo('photos', { type: 'DELETE_MARKED' }),
              on: {
                'PHOTOS.MARKED_DELETED': 'saving',
                'PHOTOS.MARKED_FAILED': { target: 'idle', actions: 'markedPhotosFailed' },
              },
            },
            saving: {
              entry: sendTo('autosave', ({ context }) => ({
                type: 'SAVE_NOW',
                data: context.pendingSave,
              })),
              on: {
                'AUTOSAVE.SAVED': [
                  {
                    guard: {
                      type: 'savedThePendingForm',
                      params: ({ event }) => ({ data: event.data }),
                    },
                    target: 'saved',
                  },
                ],
                'AUTOSAVE.FAILED': {
                  target: 'idle',
                  actions: { type: 'failAction', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            saved: {
              always: [
                {
                  guard: 'isSaveAction',
                  target: 'idle',
                  actions: [
                    {
                      type: 'notifySaved',
                      params: ({ context }) => ({
                        message: ITEM_MESSAGES.updated(context.itemType),
                      }),
                    },
                    'endAction',
                  ],
                },
                { target: 'publishing' },
              ],
            },
            publishing: {
              invoke: {
                id: 'publish',
                src: 'publish',
                input: ({ context }) => ({ itemType: context.itemType, id: context.itemId! }),
                onDone: {
                  target: '#listingEditor.done',
                  actions: {
                    type: 'finish',
                    params: ({ event }) => ({ message: event.output.message }),
                  },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'failAction', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            unpublishing: {
              invoke: {
                id: 'unpublish',
                src: 'unpublish',
                input: ({ context }) => ({ itemType: context.itemType, id: context.itemId! }),
                onDone: {
                  target: '#listingEditor.done',
                  actions: {
                    type: 'finish',
                    params: ({ event }) => ({ message: event.output.message }),
                  },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'failAction', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            deleting: {
              invoke: {
                id: 'deleteItem',
                src: 'deleteItem',
                input: ({ context }) => ({ itemType: context.itemType, id: context.itemId! }),
                onDone: {
                  target: '#listingEditor.done',
                  actions: {
                    type: 'finish',
                    params: ({ event }) => ({ message: event.output.message }),
                  },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'failAction', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },

    leaving: {
      type: 'parallel',
      states: {
        saves: {
          initial: 'checking',
          states: {
            checking: {
              always: [
                {
                  guard: 'hasItem',
                  target: 'waiting',
                  actions: sendTo('autosave', ({ context }) => ({
                    type: 'SAVE_NOW',
                    data: context.latest,
                  })),
                },
                { target: 'settled' },
              ],
            },
            waiting: {
              on: {
                'AUTOSAVE.SAVED': 'settled',
                'AUTOSAVE.FAILED': 'settled',
              },
            },
            settled: { type: 'final' },
          },
        },
        photos: {
          initial: 'checking',
          states: {
            checking: {
              always: [
                {
                  guard: 'hasItem',
                  target: 'waiting',
                  actions: sendTo('photos', { type: 'DELETE_MARKED' }),
                },
                { target: 'settled' },
              ],
            },
            waiting: {
              on: {
                'PHOTOS.MARKED_DELETED': 'settled',
                'PHOTOS.MARKED_FAILED': 'settled',
              },
            },
            settled: { type: 'final' },
          },
        },
      },
      onDone: 'closed',
    },

    done: {
      type: 'final',
      // Submitted, removed or deleted: a kept form would come back on a listing that moved on.
      entry: {
        type: 'keepFormLocally',
        params: ({ context }) => ({ itemType: context.itemType, id: context.itemId!, form: null }),
      },
    },
    closed: { type: 'final' },
  },
});

export type ListingEditorMachine = typeof listingEditorMachine;

/** What the page shows, from the editor and its children. */
export interface ListingEditorView {
  itemId: string | null;
  /** Restoring or checking the stored draft, on the new page. */
  loading: boolean;
  /** Creating the draft. */
  creating: boolean;
  pendingAction: ListingEditorAction | null;
  /** The failed action's message, the draft's creation failure, or noItemId. */
  error: string | null;
  /** Which action failed (the delete dialog shows only a delete's failure). */
  failedAction: ListingEditorAction | null;
  autosave: AutosaveView | null;
  photos: ListingPhotosView;
  hasUnsavedChanges: boolean;
}

export function listingEditorView(snapshot: SnapshotFrom<ListingEditorMachine>): ListingEditorView {
  const children = snapshot.children as {
    autosave?: { getSnapshot(): SnapshotFrom<typeof autosaveMachine> };
    photos?: { getSnapshot(): SnapshotFrom<typeof listingPhotosMachine> };
    draft?: { getSnapshot(): SnapshotFrom<typeof listingDraftMachine> };
  };
  const autosave = children.autosave ? autosaveView(children.autosave.getSnapshot()) : null;
  const photosSnapshot = children.photos?.getSnapshot();
  const draft = children.draft?.getSnapshot();
  const photos: ListingPhotosView = photosSnapshot
    ? listingPhotosView(photosSnapshot)
    : { photos: [], busy: false, error: null };
  const marked = photos.photos.some((p) => p.isExisting && p.isDeleted);
  return {
    itemId: snapshot.context.itemId,
    loading: !!draft && (draft.matches('restoring') || draft.matches('checking')),
    creating: !!draft && draft.matches('creating'),
    pendingAction: snapshot.context.action,
    error: snapshot.context.error ?? draft?.context.error ?? null,
    failedAction: snapshot.context.failedAction,
    autosave: snapshot.context.itemId ? autosave : null,
    photos,
    hasUnsavedChanges: !!autosave?.hasUnsavedChanges || marked,
  };
}
