/*
 * The new-listing page's draft (spec 2 §2.2 "When new, the page first looks in local storage for
 * a saved draft id for that item type. If an item with that id still exists, it redirects
 * (replacing history) to the edit route; otherwise it clears the stored id", §8.2 "Failed to
 * create listing. Please try again.").
 *
 * States:
 *   restoring     actor readStoredDraftId reads the id stored for this item type. None (or
 *                 unreadable storage) → fresh.
 *   checking      actor findDraft loads the item with that id. An item that still exists and is
 *                 still a draft → resumed. Gone (null: the call answered 404) or no longer a
 *                 draft (submitted, published, traded) → the stored id is cleared → fresh.
 *                 Resuming only drafts is our decision: otherwise a member who submitted a
 *                 listing could never start a new one. A failed check (network) → fresh without
 *                 clearing, as it does not prove that the draft is gone.
 *   resumed       final; action openDraft tells the app to replace the route with the edit
 *                 route of the stored draft.
 *   fresh         the empty form. CREATE (the first data worth keeping: autosave's first save,
 *                 a photo upload, "Analyze with AI", which all need an item id) → creating.
 *   creating      actor createDraft (POST /items/{type} with the placeholders of §4.1); success
 *                 stores the new id for the type and → created. Failure → createFailed.
 *   createFailed  shows "Failed to create listing. Please try again."; CREATE tries again.
 *   created       final; action openDraft, as for resumed: the page continues in edit mode.
 *
 * There are no delays. Storage and calls are actors and actions that the app provides with
 * machine.provide(); the defaults throw so a missing implementation is noticed.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ItemStatus, ItemType } from '@pedalswap/domain/item-types';

/** spec 2 §8.2 */
export const CREATE_DRAFT_FAILED = 'Failed to create listing. Please try again.';

/** The local-storage key of the stored draft id of one item type. */
export const listingDraftStorageKey = (itemType: ItemType) => `pedalswap.listingDraft.${itemType}`;

export interface ListingDraftContext {
  itemType: ItemType;
  /** The stored or created draft's id. */
  draftId: string | null;
  /** The draft was restored from storage rather than created by this page. */
  restored: boolean;
  /** The data of the CREATE this page's draft was made with (what the server holds). */
  createdWith: unknown;
  error: string | null;
}

export interface ListingDraftInput {
  itemType: ItemType;
}

export type ListingDraftEvent = { type: 'CREATE'; data: unknown };

/** What findDraft resolves: the item as far as this machine cares, or null when it is gone. */
export interface FoundDraft {
  id: string;
  status: ItemStatus | string;
}

export interface ListingDraftOutput {
  draftId: string;
  /** true: an earlier draft was restored; false: this page created it. */
  restored: boolean;
}

function notImplemented(name: string): never {
  throw new Error(`listing-draft machine: provide the "${name}" actor with machine.provide()`);
}

export const listingDraftMachine = setup({
  types: {
    context: {} as ListingDraftContext,
    events: {} as ListingDraftEvent,
    input: {} as ListingDraftInput,
    output: {} as ListingDraftOutput,
  },
  actors: {
    readStoredDraftId: fromPromise<string | null, { itemType: ItemType }>(async () =>
      notImplemented('readStoredDraftId'),
    ),
    findDraft: fromPromise<FoundDraft | null, { itemType: ItemType; id: string }>(async () =>
      notImplemented('findDraft'),
    ),
    createDraft: fromPromise<{ id: string }, { itemType: ItemType; data: unknown }>(async () =>
      notImplemented('createDraft'),
    ),
  },
  actions: {
    // Effects: the app replaces these.
    storeDraftId: (_, _params: { itemType: ItemType; id: string }) => {},
    clearStoredDraftId: (_, _params: { itemType: ItemType }) => {},
    openDraft: (
      _,
      _params: { itemType: ItemType; id: string; restored: boolean; data: unknown },
    ) => {},

    assignDraftId: assign((_, params: { id: string | null }) => ({ draftId: params.id })),
    assignCreateError: assign({ error: CREATE_DRAFT_FAILED }),
    assignCreatedWith: assign((_, params: { data: unknown }) => ({ createdWith: params.data })),
    clearError: assign({ error: null }),
    markRestored: assign({ restored: true }),
  },
  guards: {
    hasStoredId: (_, params: { id: string | null }) =>
      typeof params.id === 'string' && params.id !== '',
    isResumable: (_, params: { found: FoundDraft | null }) => params.found?.status === 'draft',
  },
}).createMachine({
  id: 'listingDraft',
  initial: 'restoring',
  context: ({ input }) => ({
    itemType: input.itemType,
    draftId: null,
    restored: false,
    createdWith: undefined,
    error: null,
  }),
  output: ({ context }) => ({ draftId: context.draftId ?? '', restored: context.restored }),
  states: {
    restoring: {
      invoke: {
        id: 'readStoredDraftId',
        src: 'readStoredDraftId',
        input: ({ context }) => ({ itemType: context.itemType }),
        onDone: [
          {
            guard: { type: 'hasStoredId', params: ({ event }) => ({ id: event.output }) },
            target: 'checking',
            actions: { type: 'assignDraftId', params: ({ event }) => ({ id: event.output }) },
          },
          { target: 'fresh' },
        ],
        onError: 'fresh',
      },
    },

    checking: {
      invoke: {
        id: 'findDraft',
        src: 'findDraft',
        input: ({ context }) => ({ itemType: context.itemType, id: context.draftId ?? '' }),
        onDone: [
          {
            guard: { type: 'isResumable', params: ({ event }) => ({ found: event.output }) },
            target: 'resumed',
            actions: 'markRestored',
          },
          {
            target: 'fresh',
            actions: [
              {
                type: 'clearStoredDraftId',
                params: ({ context }) => ({ itemType: context.itemType }),
              },
              { type: 'assignDraftId', params: { id: null } },
            ],
          },
        ],
        // Not proof that the draft is gone: keep the stored id, start a fresh form.
        onError: { target: 'fresh', actions: { type: 'assignDraftId', params: { id: null } } },
      },
    },

    resumed: {
      type: 'final',
      entry: {
        type: 'openDraft',
        params: ({ context }) => ({
          itemType: context.itemType,
          id: context.draftId ?? '',
          restored: context.restored,
          data: context.createdWith,
        }),
      },
    },

    fresh: {
      on: {
        CREATE: {
          target: 'creating',
          actions: { type: 'assignCreatedWith', params: ({ event }) => ({ data: event.data }) },
        },
      },
    },

    creating: {
      entry: 'clearError',
      invoke: {
        id: 'createDraft',
        src: 'createDraft',
        input: ({ context, event }) => ({
          itemType: context.itemType,
          data: event.type === 'CREATE' ? event.data : undefined,
        }),
        onDone: {
          target: 'created',
          actions: [
            { type: 'assignDraftId', params: ({ event }) => ({ id: event.output.id }) },
            {
              type: 'storeDraftId',
              params: ({ context, event }) => ({ itemType: context.itemType, id: event.output.id }),
            },
          ],
        },
        onError: { target: 'createFailed', actions: 'assignCreateError' },
      },
    },

    createFailed: {
      on: {
        CREATE: {
          target: 'creating',
          actions: { type: 'assignCreatedWith', params: ({ event }) => ({ data: event.data }) },
        },
      },
    },

    created: {
      type: 'final',
      entry: {
        type: 'openDraft',
        params: ({ context }) => ({
          itemType: context.itemType,
          id: context.draftId ?? '',
          restored: context.restored,
          data: context.createdWith,
        }),
      },
    },
  },
});

export type ListingDraftMachine = typeof listingDraftMachine;
