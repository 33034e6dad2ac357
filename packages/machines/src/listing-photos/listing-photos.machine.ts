/*
 * The listing editor's photos (spec 2 §4.3 image states, §5.1 limits, §7.1 photo calls). The
 * list rules (primary, marks, order) are @pedalswap/domain's; this machine decides when each
 * call runs, one at a time, and what the list shows meanwhile.
 *
 * States:
 *   idle            the list as the member sees it.
 *                   ADD (files with their local previews): with a stored listing → uploading,
 *                   or → makingRoom first when the stored photos, marked ones included, leave no
 *                   room on the server; without one (a new listing) → staging.
 *                   REORDER (a drop): the list follows at once (the photo dropped first becomes
 *                   primary); with a stored listing whose photos are all stored → ordering.
 *                   SET_PRIMARY: at once; stored → settingPrimary.
 *                   TOGGLE_MARK (any state): an existing photo toggles its deletion mark, a new
 *                   one goes. LOADED: the item's stored photos, merged (marks kept).
 *                   DELETE_MARKED (the editor saves or the member leaves): → deletingMarked, or
 *                   reportMarkedDeleted at once when nothing is marked. Asked while a call runs,
 *                   it is remembered and done as soon as the machine is back in idle (a save
 *                   or a leave during an upload would otherwise wait for an answer forever).
 *   staging         a new listing has no id yet: actor stagePhotos uploads the files as
 *                   temporary uploads. Done → reportStaged (the photos are worth a draft: the
 *                   editor creates it) → waitingForItem, or → attaching at once when the draft
 *                   was made meanwhile (the member typed). A refused file → idle, the previews
 *                   go, the message shows, and no draft was made for it (issue 10 item 4).
 *   waitingForItem  ITEM_READY (the draft exists) → attaching.
 *   attaching       actor attachStaged moves the staged uploads that are still on the page onto
 *                   the listing, in the page's order (the primary leads, so the server makes it
 *                   primary). Done → idle with the stored photos.
 *   uploading       actor uploadPhotos: the new files, with the primary index among them.
 *   makingRoom      actor deleteMarked before an upload that needs the room → uploading.
 *   ordering        actor storeOrder: the new order, and the new primary when the lead
 *                   changed. A failure puts the list back as it was, with the message.
 *   settingPrimary  actor setPrimary; a failure puts the list back.
 *   deletingMarked  actor deleteMarked (one after another; a photo already gone counts as
 *                   deleted). Done → reportMarkedDeleted; failure → reportMarkedFailed.
 *
 * ITEM_READY (with the listing's reference, which every call's input carries) outside
 * waitingForItem only records that the listing now exists. Events other than
 * TOGGLE_MARK and LOADED wait for idle: the screen shows the card busy meanwhile. Calls are
 * actors and reports are actions that the app (or the listing-editor machine) provides.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ITEM_LIMITS, ITEM_MESSAGES } from '@pedalswap/domain/item-messages';
import {
  addPhotos,
  dragPhotos,
  keptPhotos,
  mergeServerPhotos,
  photoRoom,
  removePhoto,
  setPrimaryPhoto,
  uploadPrimaryIndex,
  type EditorPhoto,
} from '@pedalswap/domain/item-rules';

/** A chosen file and the preview the page made for it. */
export interface AddedPhoto {
  photo: EditorPhoto;
  file: unknown;
}

export interface ListingPhotosContext {
  photos: EditorPhoto[];
  /** The list before an optimistic order or primary change, restored if the server refuses. */
  before: EditorPhoto[] | null;
  /** The stored listing the calls go to (the app's reference, e.g. its type and id); null on a
   * new listing, until ITEM_READY says its draft exists. */
  item: unknown;
  /** Files of the upload or staging under way. */
  adding: AddedPhoto[];
  /** DELETE_MARKED came while a call ran: done once back in idle. */
  deleteMarkedAsked: boolean;
  /** Temporary uploads waiting for the draft: each local photo's id with what stagePhotos
   * returned for its file. */
  staged: StagedPhoto[];
  error: string | null;
}

/** A new listing's photo uploaded as a temporary file: the page's photo id and the upload. */
export interface StagedPhoto {
  id: string;
  upload: unknown;
}

export interface ListingPhotosInput {
  photos?: EditorPhoto[];
  /** The stored listing, or null for a new one. */
  item: unknown;
}

export type ListingPhotosEvent =
  | { type: 'ADD'; added: AddedPhoto[] }
  | { type: 'REORDER'; ids: string[] }
  | { type: 'SET_PRIMARY'; id: string }
  | { type: 'TOGGLE_MARK'; id: string }
  | { type: 'LOADED'; photos: EditorPhoto[] }
  | { type: 'ITEM_READY'; item: unknown }
  | { type: 'DELETE_MARKED' };

/** Every photo call answers the listing's stored photos, as the editor's list. */
type StoredPhotos = EditorPhoto[];

function notImplemented(name: string): never {
  throw new Error(`listing-photos machine: provide the "${name}" actor with machine.provide()`);
}

/** The server's message when it answered (the error has a status), else the fallback: a call
 * that got no answer (offline) shows the spec's sentence, not the browser's "Failed to fetch". */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message && 'status' in error ? error.message : fallback;

const markedIds = (photos: readonly EditorPhoto[]) =>
  photos.filter((p) => p.isExisting && p.isDeleted).map((p) => p.id);

export const listingPhotosMachine = setup({
  types: {
    context: {} as ListingPhotosContext,
    events: {} as ListingPhotosEvent,
    input: {} as ListingPhotosInput,
  },
  actors: {
    uploadPhotos: fromPromise<
      StoredPhotos,
      { item: unknown; files: unknown[]; primaryIndex: number | null }
    >(async () => notImplemented('uploadPhotos')),
    stagePhotos: fromPromise<unknown[], { files: unknown[] }>(async () =>
      notImplemented('stagePhotos'),
    ),
    attachStaged: fromPromise<StoredPhotos, { item: unknown; staged: unknown[] }>(async () =>
      notImplemented('attachStaged'),
    ),
    storeOrder: fromPromise<
      StoredPhotos,
      { item: unknown; ids: string[]; primaryId: string | null }
    >(async () => notImplemented('storeOrder')),
    setPrimary: fromPromise<StoredPhotos, { item: unknown; id: string }>(async () =>
      notImplemented('setPrimary'),
    ),
    deleteMarked: fromPromise<StoredPhotos | null, { item: unknown; ids: string[] }>(async () =>
      notImplemented('deleteMarked'),
    ),
  },
  actions: {
    // Reports: no-ops here, provided by the listing-editor machine.
    reportStaged: () => {},
    reportMarkedDeleted: () => {},
    reportMarkedFailed: () => {},

    addLocal: assign(({ context }, params: { added: AddedPhoto[] }) => {
      const room = photoRoom(context.photos);
      const adding = params.added.slice(0, room);
      return {
        photos: addPhotos(
          context.photos,
          adding.map((a) => ({ ...a.photo, uploading: true })),
        ),
        adding,
        error: null,
      };
    }),
    dropAdding: assign(({ context }, params: { error: unknown; fallback?: string }) => {
      const local = new Set(context.adding.map((a) => a.photo.id));
      return {
        photos: addPhotos(
          context.photos.filter((p) => !local.has(p.id)),
          [],
        ),
        adding: [],
        staged: [],
        error: messageOf(params.error, params.fallback ?? ITEM_MESSAGES.uploadFailed),
      };
    }),
    keepStaged: assign(({ context }, params: { uploads: unknown[] }) => ({
      staged: params.uploads.map((upload, i) => ({ id: context.adding[i]!.photo.id, upload })),
    })),
    mergeStored: assign(({ context }, params: { stored: StoredPhotos | null }) => {
      const local = new Set(context.adding.map((a) => a.photo.id));
      const left = context.photos.filter((p) => !local.has(p.id));
      return {
        photos: params.stored ? mergeServerPhotos(params.stored, left) : left,
        adding: [],
        staged: [],
        before: null,
      };
    }),
    dropMarked: assign(({ context }, params: { stored: StoredPhotos | null }) => {
      const left = context.photos.filter((p) => !(p.isExisting && p.isDeleted));
      return { photos: params.stored ? mergeServerPhotos(params.stored, left) : left };
    }),
    applyDrag: assign(({ context }, params: { ids: string[] }) => ({
      before: context.photos,
      photos: dragPhotos(context.photos, params.ids),
      error: null,
    })),
    applyPrimary: assign(({ context }, params: { id: string }) => ({
      before: context.photos,
      photos: setPrimaryPhoto(context.photos, params.id),
      error: null,
    })),
    restoreBefore: assign(({ context }, params: { error: unknown; fallback: string }) => ({
      photos: context.before ?? context.photos,
      before: null,
      error: messageOf(params.error, params.fallback),
    })),
    toggleMark: assign(({ context }, params: { id: string }) => ({
      photos: removePhoto(context.photos, params.id),
    })),
    mergeLoaded: assign(({ context }, params: { photos: EditorPhoto[] }) => ({
      photos: mergeServerPhotos(params.photos, context.photos),
    })),
    askDeleteMarked: assign({ deleteMarkedAsked: true }),
    clearDeleteMarkedAsked: assign({ deleteMarkedAsked: false }),
    markItemReady: assign((_, params: { item: unknown }) => ({ item: params.item })),
    assignError: assign((_, params: { error: unknown; fallback: string }) => ({
      error: messageOf(params.error, params.fallback),
    })),
  },
  guards: {
    hasItem: ({ context }) => context.item !== null,
    /** The server counts marked photos too: the new files need them gone first. */
    needsRoom: ({ context }, params: { added: AddedPhoto[] }) => {
      const stored = context.photos.filter((p) => p.isExisting).length;
      const adding = Math.min(params.added.length, photoRoom(context.photos));
      return markedIds(context.photos).length > 0 && stored + adding > ITEM_LIMITS.photosPerListing;
    },
    /** Every photo is stored: the order can be stored (uploads follow the others meanwhile). */
    allStored: ({ context }) => context.item !== null && context.photos.every((p) => p.isExisting),
    storedPhoto: ({ context }, params: { id: string }) =>
      context.item !== null &&
      context.photos.some((p) => p.id === params.id && p.isExisting && !p.isDeleted),
    hasMarked: ({ context }) => markedIds(context.photos).length > 0,
    deleteMarkedAsked: ({ context }) => context.deleteMarkedAsked,
    deleteMarkedAskedWithMarked: ({ context }) =>
      context.deleteMarkedAsked && markedIds(context.photos).length > 0,
  },
}).createMachine({
  id: 'listingPhotos',
  initial: 'idle',
  context: ({ input }) => ({
    photos: input.photos ?? [],
    before: null,
    item: input.item,
    adding: [],
    staged: [],
    deleteMarkedAsked: false,
    error: null,
  }),
  on: {
    TOGGLE_MARK: {
      actions: { type: 'toggleMark', params: ({ event }) => ({ id: event.id }) },
    },
    LOADED: {
      actions: { type: 'mergeLoaded', params: ({ event }) => ({ photos: event.photos }) },
    },
    ITEM_READY: { actions: { type: 'markItemReady', params: ({ event }) => event } },
    // Outside idle (which handles it): remembered until the call under way is done.
    DELETE_MARKED: { actions: 'askDeleteMarked' },
  },
  states: {
    idle: {
      always: [
        {
          guard: 'deleteMarkedAskedWithMarked',
          target: 'deletingMarked',
          actions: 'clearDeleteMarkedAsked',
        },
        {
          guard: 'deleteMarkedAsked',
          actions: ['clearDeleteMarkedAsked', 'reportMarkedDeleted'],
        },
      ],
      on: {
        ADD: [
          {
            guard: { type: 'needsRoom', params: ({ event }) => ({ added: event.added }) },
            target: 'makingRoom',
            actions: { type: 'addLocal', params: ({ event }) => ({ added: event.added }) },
          },
          {
            guard: 'hasItem',
            target: 'uploading',
            actions: { type: 'addLocal', params: ({ event }) => ({ added: event.added }) },
          },
          {
            target: 'staging',
            actions: { type: 'addLocal', params: ({ event }) => ({ added: event.added }) },
          },
        ],
        REORDER: [
          {
            guard: 'allStored',
            target: 'ordering',
            actions: { type: 'applyDrag', params: ({ event }) => ({ ids: event.ids }) },
          },
          { actions: { type: 'applyDrag', params: ({ event }) => ({ ids: event.ids }) } },
        ],
        SET_PRIMARY: [
          {
            guard: { type: 'storedPhoto', params: ({ event }) => ({ id: event.id }) },
            target: 'settingPrimary',
            actions: { type: 'applyPrimary', params: ({ event }) => ({ id: event.id }) },
          },
          { actions: { type: 'applyPrimary', params: ({ event }) => ({ id: event.id }) } },
        ],
        DELETE_MARKED: [
          { guard: 'hasMarked', target: 'deletingMarked' },
          { actions: 'reportMarkedDeleted' },
        ],
      },
    },

    staging: {
      invoke: {
        id: 'stagePhotos',
        src: 'stagePhotos',
        input: ({ context }) => ({ files: context.adding.map((a) => a.file) }),
        onDone: [
          {
            guard: 'hasItem',
            target: 'attaching',
            actions: { type: 'keepStaged', params: ({ event }) => ({ uploads: event.output }) },
          },
          {
            target: 'waitingForItem',
            actions: [
              { type: 'keepStaged', params: ({ event }) => ({ uploads: event.output }) },
              'reportStaged',
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'dropAdding', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },

    waitingForItem: {
      on: {
        ITEM_READY: {
          target: 'attaching',
          actions: { type: 'markItemReady', params: ({ event }) => event },
        },
      },
    },

    attaching: {
      invoke: {
        id: 'attachStaged',
        src: 'attachStaged',
        // The page's order (a photo removed meanwhile stays out); the primary leads it.
        input: ({ context }) => ({
          item: context.item,
          staged: context.photos.flatMap((p) => {
            const staged = context.staged.find((s) => s.id === p.id);
            return staged ? [staged.upload] : [];
          }),
        }),
        onDone: {
          target: 'idle',
          actions: { type: 'mergeStored', params: ({ event }) => ({ stored: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: { type: 'dropAdding', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },

    makingRoom: {
      invoke: {
        id: 'deleteMarked',
        src: 'deleteMarked',
        input: ({ context }) => ({
          item: context.item,
          ids: markedIds(context.photos),
        }),
        onDone: {
          target: 'uploading',
          actions: { type: 'dropMarked', params: ({ event }) => ({ stored: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'dropAdding',
            params: ({ event }) => ({
              error: event.error,
              fallback: ITEM_MESSAGES.markedPhotosFailed,
            }),
          },
        },
      },
    },

    uploading: {
      invoke: {
        id: 'uploadPhotos',
        src: 'uploadPhotos',
        input: ({ context }) => ({
          item: context.item,
          files: context.adding.map((a) => a.file),
          primaryIndex: uploadPrimaryIndex(context.photos),
        }),
        onDone: {
          target: 'idle',
          actions: { type: 'mergeStored', params: ({ event }) => ({ stored: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: { type: 'dropAdding', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },

    ordering: {
      invoke: {
        id: 'storeOrder',
        src: 'storeOrder',
        input: ({ context }) => ({
          item: context.item,
          ids: context.photos.map((p) => p.id),
          primaryId: keptPhotos(context.photos).find((p) => p.isPrimary)?.id ?? null,
        }),
        onDone: {
          target: 'idle',
          actions: { type: 'mergeStored', params: ({ event }) => ({ stored: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'restoreBefore',
            params: ({ event }) => ({ error: event.error, fallback: ITEM_MESSAGES.orderFailed }),
          },
        },
      },
    },

    settingPrimary: {
      invoke: {
        id: 'setPrimary',
        src: 'setPrimary',
        input: ({ context }) => ({
          item: context.item,
          id: context.photos.find((p) => p.isPrimary)?.id ?? '',
        }),
        onDone: {
          target: 'idle',
          actions: { type: 'mergeStored', params: ({ event }) => ({ stored: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'restoreBefore',
            params: ({ event }) => ({ error: event.error, fallback: ITEM_MESSAGES.primaryFailed }),
          },
        },
      },
    },

    deletingMarked: {
      invoke: {
        id: 'deleteMarked',
        src: 'deleteMarked',
        input: ({ context }) => ({
          item: context.item,
          ids: markedIds(context.photos),
        }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'dropMarked', params: ({ event }) => ({ stored: event.output }) },
            'reportMarkedDeleted',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            {
              type: 'assignError',
              params: ({ event }) => ({
                error: event.error,
                fallback: ITEM_MESSAGES.markedPhotosFailed,
              }),
            },
            'reportMarkedFailed',
          ],
        },
      },
    },
  },
});

export type ListingPhotosMachine = typeof listingPhotosMachine;

/** What the photo card shows. */
export interface ListingPhotosView {
  photos: EditorPhoto[];
  busy: boolean;
  error: string | null;
}

export function listingPhotosView(snapshot: SnapshotFrom<ListingPhotosMachine>): ListingPhotosView {
  const { photos, error } = snapshot.context;
  return { photos, busy: !snapshot.matches('idle'), error };
}
