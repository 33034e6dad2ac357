// The listing editor's calls (spec 2 §7.1, §7.2) as the machines' actors, and the page's effects
// as their actions: the machines decide when each runs (one save at a time, marked photos before
// a save, a draft only for something worth keeping); this module only says how. Mutations go
// through react-query's MutationObserver, so each answer updates the cache as elsewhere.
import {
  MutationObserver,
  type MutationObserverOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import {
  ApiRequestError,
  createItemMutationOptions,
  deleteItemImageMutationOptions,
  deleteItemMutationOptions,
  itemKeys,
  publishItemMutationOptions,
  reorderItemImagesMutationOptions,
  setPrimaryItemImageMutationOptions,
  unpublishItemMutationOptions,
  unwrap,
  updateItemMutationOptions,
  uploadItemImagesMutationOptions,
  type ApiClient,
  type ItemImages,
  type UpdateItemRequest,
} from '@pedalswap/api-client';
import { ITEM_MESSAGES } from '@pedalswap/domain/item-messages';
import type { EditorPhoto } from '@pedalswap/domain/item-rules';
import type { ItemType } from '@pedalswap/domain/item-types';
import {
  editorAutosaveMachine,
  editorDraftMachine,
  editorPhotosMachine,
  listingEditorMachine,
  type FoundDraft,
  type ListingRef,
  type SaveChangesInput,
} from '@pedalswap/machines';
import {
  clearStoredDraftId,
  createDraftBody,
  handedOverOf,
  keepForm,
  photosFromImages,
  readStoredDraftId,
  storeDraftId,
  type StagedUpload,
} from './listing-editor-helpers.ts';

/** What the page does when the machine says so. */
export interface ListingEditorEffects {
  /** The new page found its stored draft: open that draft's page. */
  resumeDraft: (ref: ListingRef) => void;
  /** The new page's draft exists: the same page goes on as its edit page. */
  draftCreated: (ref: ListingRef) => void;
  notifySaved: (message: string) => void;
  /** An action is done: to /profile with its message. */
  finish: (ref: ListingRef, message: string | null) => void;
}

export interface ListingEditorDeps {
  client: ApiClient;
  queryClient: QueryClient;
  /** The member: only their own stored draft is resumed. */
  userId: string | null;
  /** False when the page was entered from the AI flow (spec 2 §2.4): the hand-over is a listing
   * of its own, so a stored draft of another listing is not resumed over it (resuming would
   * open that draft's page and drop the AI's values and photos). */
  resumeStoredDraft?: boolean;
  effects: ListingEditorEffects;
}

function run<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationObserverOptions<TData, ApiRequestError, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables);
}

const refOf = (item: unknown) => item as ListingRef;
const stored = (answer: ItemImages): EditorPhoto[] => photosFromImages(answer.images);

/** The listing-editor machine with this app's calls and effects. */
export function listingEditorLogic({
  client,
  queryClient,
  userId,
  resumeStoredDraft = true,
  effects,
}: ListingEditorDeps) {
  const transfer = async (type: ItemType, id: string, images: StagedUpload[]) => {
    const answer = await unwrap(
      client.POST('/items/{type}/{id}/images/transfer', {
        params: { path: { type, id } },
        // The contract's three fields only: a hand-over's uploads come from the AI flow with
        // more (their quality score), which the transfer refuses as unknown (400).
        body: { images: images.map(({ fileId, url, fileName }) => ({ fileId, url, fileName })) },
      }),
    );
    void queryClient.invalidateQueries({ queryKey: itemKeys.detail(type, id) });
    return stored(answer);
  };
  const photoCalls = {
    uploadPhotos: fromPromise<
      EditorPhoto[],
      { item: unknown; files: unknown[]; primaryIndex: number | null }
    >(async ({ input }) => {
      const { itemType: type, id } = refOf(input.item);
      // The AI flow's photos (spec 2 §2.4) are already uploaded: they are transferred.
      const handedOver = input.files.map(handedOverOf);
      if (handedOver.every((h): h is StagedUpload => h !== null))
        return transfer(type, id, handedOver);
      const files = input.files as File[];
      const options = uploadItemImagesMutationOptions(client);
      const { primaryIndex } = input;
      return stored(await run(queryClient, options, { type, id, files, primaryIndex }));
    }),
    // A new listing's files, uploaded as temporary files before any draft exists: a file the
    // server refuses leaves no draft behind (issue 10 item 4).
    stagePhotos: fromPromise<unknown[], { files: unknown[] }>(async ({ input }) => {
      const uploads = [];
      for (const file of input.files as File[]) {
        const handedOver = handedOverOf(file);
        if (handedOver) {
          uploads.push(handedOver);
          continue;
        }
        const { fileId, url, name } = await unwrap(
          client.POST('/imagekit/upload', {
            body: { image: '', fileName: file.name, isTemporary: 'true', folder: 'listings' },
            bodySerializer: () => {
              const form = new FormData();
              form.append('image', file);
              form.append('fileName', file.name);
              form.append('isTemporary', 'true');
              form.append('folder', 'listings');
              return form;
            },
          }),
        );
        uploads.push({ fileId, url, fileName: name });
      }
      return uploads;
    }),
    attachStaged: fromPromise<EditorPhoto[], { item: unknown; staged: unknown[] }>(
      async ({ input }) => {
        const { itemType: type, id } = refOf(input.item);
        return transfer(type, id, input.staged as StagedUpload[]);
      },
    ),
    // The order, then the primary when the photo that now leads was not (issue 10 item 5).
    storeOrder: fromPromise<
      EditorPhoto[],
      { item: unknown; ids: string[]; primaryId: string | null }
    >(async ({ input }) => {
      const { itemType: type, id } = refOf(input.item);
      let answer = await run(queryClient, reorderItemImagesMutationOptions(client), {
        type,
        id,
        imageIds: input.ids,
      });
      const lead = input.primaryId;
      if (lead && !answer.images.find((image) => image.id === lead)?.isPrimary) {
        answer = await run(queryClient, setPrimaryItemImageMutationOptions(client), {
          type,
          id,
          imageId: lead,
        });
      }
      return stored(answer);
    }),
    setPrimary: fromPromise<EditorPhoto[], { item: unknown; id: string }>(async ({ input }) => {
      const { itemType: type, id } = refOf(input.item);
      const options = setPrimaryItemImageMutationOptions(client);
      return stored(await run(queryClient, options, { type, id, imageId: input.id }));
    }),
    // One after another: the server moves the primary flag as each one goes. A photo already
    // gone (404) counts as deleted.
    deleteMarked: fromPromise<EditorPhoto[] | null, { item: unknown; ids: string[] }>(
      async ({ input }) => {
        const { itemType: type, id } = refOf(input.item);
        let answer: ItemImages | null = null;
        for (const imageId of input.ids) {
          try {
            answer = await run(queryClient, deleteItemImageMutationOptions(client), {
              type,
              id,
              imageId,
            });
          } catch (failure) {
            if (!(failure instanceof ApiRequestError && failure.status === 404)) throw failure;
          }
        }
        return answer && stored(answer);
      },
    ),
  };

  const draftCalls = {
    readStoredDraftId: fromPromise<string | null, { itemType: ItemType }>(async ({ input }) =>
      resumeStoredDraft ? readStoredDraftId(input.itemType) : null,
    ),
    findDraft: fromPromise<FoundDraft | null, ListingRef>(async ({ input, signal }) => {
      try {
        const { item } = await unwrap(
          client.GET('/items/{type}/{id}', {
            params: { path: { type: input.itemType, id: input.id } },
            signal,
          }),
        );
        // The stored id is per browser: another member's draft (staff may read it) is not
        // theirs to resume.
        return item.ownerId === userId ? { id: item.id, status: item.status } : null;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    }),
    createDraft: fromPromise<{ id: string }, { itemType: ItemType; data: unknown }>(
      async ({ input }) => {
        const { item } = await run(queryClient, createItemMutationOptions(client), {
          type: input.itemType,
          body: createDraftBody(input.itemType, input.data),
        });
        // Stored here as well as by the machine: a member who leaves while the draft is being
        // created (the machine stops with the page) finds it on the next visit, instead of a
        // stray "Untitled" draft.
        storeDraftId(input.itemType, item.id);
        return { id: item.id };
      },
    ),
  };

  const itemCall = (call: (ref: ListingRef) => Promise<string | null>) =>
    fromPromise<{ message: string }, ListingRef>(async ({ input }) => ({
      message: (await call(input)) ?? '',
    }));

  return listingEditorMachine.provide({
    actors: {
      autosave: editorAutosaveMachine.provide({
        actors: {
          saveChanges: fromPromise<unknown, SaveChangesInput>(async ({ input }) => {
            const { itemType: type, id } = refOf(input.target);
            const body = input.data as UpdateItemRequest;
            return run(queryClient, updateItemMutationOptions(client), { type, id, body });
          }),
        },
      }),
      photos: editorPhotosMachine.provide({ actors: photoCalls }),
      draft: editorDraftMachine.provide({
        actors: draftCalls,
        actions: {
          storeDraftId: (_, params) => storeDraftId(params.itemType, params.id),
          clearStoredDraftId: (_, params) => clearStoredDraftId(params.itemType),
        },
      }),
      publish: itemCall(async ({ itemType: type, id }) => {
        const answer = await run(queryClient, publishItemMutationOptions(client), { type, id });
        return answer.publishedDirectly
          ? ITEM_MESSAGES.published(type)
          : ITEM_MESSAGES.submitted(type);
      }),
      // The server says which it was: out of the catalog, or withdrawn from review.
      unpublish: itemCall(async ({ itemType: type, id }) => {
        const answer = await run(queryClient, unpublishItemMutationOptions(client), { type, id });
        return answer.message ?? ITEM_MESSAGES.removed(type);
      }),
      deleteItem: itemCall(async ({ itemType: type, id }) => {
        await run(queryClient, deleteItemMutationOptions(client), { type, id });
        return ITEM_MESSAGES.deleted(type);
      }),
    },
    actions: {
      resumeDraft: (_, ref) => effects.resumeDraft(ref),
      draftCreated: (_, ref) => effects.draftCreated(ref),
      notifySaved: (_, { message }) => effects.notifySaved(message),
      finish: ({ context }, { message }) =>
        effects.finish({ itemType: context.itemType, id: context.itemId ?? '' }, message),
      keepFormLocally: (_, { itemType, id, form }) => keepForm(itemType, id, form),
    },
  });
}
