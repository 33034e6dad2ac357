// The AI listing flow's calls (spec 2 §7.3, §7.1; openapi ai.yaml, transferItemImages) as the
// ai-flow machine's actors, and the page's effects as its actions. The machine decides when each
// runs (upload, analysis with its retry, progress polling, save); this module only says how.
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import {
  createItemMutationOptions,
  itemKeys,
  unwrap,
  updateItemMutationOptions,
  type ApiClient,
  type CreateItemRequest,
} from '@pedalswap/api-client';
import {
  AI_FLOW_MESSAGES,
  aiFeedbackValue,
  aiListingFields,
  type AiFeedbackContext,
  type AiFeedbackRating,
  type AiResultShape,
} from '@pedalswap/domain/ai';
import {
  aiAnalysisProgressMachine,
  aiFlowMachine,
  type AiAnalyzeInput,
  type AiFlowHandover,
  type AiFlowPhoto,
  type AiProgressAnswer,
  type AiSaveInput,
  type AiUploadInput,
} from '@pedalswap/machines';

/** What the page does when the machine says so. */
export interface AiListingEffects {
  goBack: () => void;
  leaveToEditor: (handover: AiFlowHandover) => void;
  finish: (itemId: string, message: string) => void;
}

export interface AiListingDeps {
  client: ApiClient;
  queryClient: QueryClient;
  effects: AiListingEffects;
}

/** One file as the multipart body of aiUploadImages. */
function imagesForm(file: File): FormData {
  const form = new FormData();
  form.append('images', file);
  return form;
}

/**
 * The flow's photos already on the listing it was opened from: the editor's photos are carried
 * into the flow as files (to be analysed), so they are uploaded again for the analysis, but they
 * must not be transferred to that listing a second time on save or on the way back.
 */
export interface CarriedPhotos {
  /** The files the editor handed over. */
  files: ReadonlySet<unknown>;
  /** Their uploads' file ids, filled in as they are uploaded. */
  fileIds: Set<string>;
}

export const newPhotosOf = (photos: readonly AiFlowPhoto[], carried: CarriedPhotos) =>
  photos.filter((p) => !carried.fileIds.has(p.fileId));

/** The ai-flow machine with this app's calls and effects. */
export function aiListingLogic(
  { client, queryClient, effects }: AiListingDeps,
  carried: CarriedPhotos,
) {
  // Through react-query, so each answer updates the cached item and lists as elsewhere.
  const create = new MutationObserver(queryClient, createItemMutationOptions(client));
  const update = new MutationObserver(queryClient, updateItemMutationOptions(client));

  return aiFlowMachine.provide({
    actors: {
      // One file per call: the bar moves as each photo is stored (fetch reports no upload
      // bytes), and a photo's answer is known to be that file's (the editor's carried ones).
      uploadPhotos: fromPromise<AiFlowPhoto[], AiUploadInput>(async ({ input, signal }) => {
        const files = input.files as File[];
        const photos: AiFlowPhoto[] = [];
        for (const [i, file] of files.entries()) {
          const { uploadedImages } = await unwrap(
            client.POST('/ai/upload-images', {
              body: { images: [] },
              bodySerializer: () => imagesForm(file),
              signal,
            }),
          );
          for (const image of uploadedImages) {
            if (carried.files.has(file)) carried.fileIds.add(image.fileId);
            photos.push({
              fileId: image.fileId,
              url: image.url,
              fileName: image.fileName,
              qualityScore: image.qualityScore,
            });
          }
          input.onProgress(((i + 1) / files.length) * 100);
        }
        return photos;
      }),
      // The first attempt uses the configured model; the retry asks for the cheaper fallback
      // (§4.4). A re-analysis after better photos names the analysis it improves (guided call).
      analyzePhotos: fromPromise<AiResultShape, AiAnalyzeInput>(async ({ input, signal }) => {
        const { imageUrls, progressId } = input;
        const answer = input.previousAnalysisId
          ? await unwrap(
              client.POST('/ai/analyze-bike-urls-guided', {
                body: {
                  imageUrls,
                  progressId,
                  previousAnalysisId: input.previousAnalysisId,
                  improvementAttempt: Math.min(5, input.improvementAttempt),
                  guidanceProvided: true,
                },
                signal,
              }),
            )
          : await unwrap(
              client.POST('/ai/analyze-bike-urls', {
                body: { imageUrls, progressId, preferFallbackModel: input.attempt > 0 },
                signal,
              }),
            );
        return answer.result as AiResultShape;
      }),
      analysisProgress: aiAnalysisProgressMachine.provide({
        actors: {
          fetchProgress: fromPromise<AiProgressAnswer, { progressId: string }>(
            async ({ input, signal }) =>
              unwrap(
                client.GET('/ai/analysis-progress/{progressId}', {
                  params: { path: { progressId: input.progressId } },
                  signal,
                }),
              ),
          ),
        },
      }),
      // §4.4: the draft first (or the listing the flow came from, updated), then the photos,
      // then the submission when asked. §8.3: a transfer failure is only logged.
      saveListing: fromPromise<{ itemId: string }, AiSaveInput>(async ({ input }) => {
        const { attributes, ...fields } = aiListingFields(input.values);
        const body = { ...fields, attributes } as Omit<CreateItemRequest, 'status'>;
        const type = input.itemType;
        let id = input.itemId;
        if (id) {
          await update.mutate({ type, id, body });
        } else {
          const answer = await create.mutate({ type, body: { ...body, status: 'draft' } });
          // §8.3: an answer without the new item's id.
          id = (answer as Partial<typeof answer> | undefined)?.item?.id ?? null;
          if (!id) throw new Error(AI_FLOW_MESSAGES.invalidSaveResponse);
        }
        const photos = newPhotosOf(input.photos, carried);
        if (photos.length) {
          try {
            await unwrap(
              client.POST('/items/{type}/{id}/images/transfer', {
                params: { path: { type, id } },
                body: {
                  images: photos.map(({ fileId, url, fileName }) => ({ fileId, url, fileName })),
                },
              }),
            );
          } catch (error) {
            console.error('The AI flow could not transfer the photos to the listing', error);
          }
        }
        if (input.submit) await update.mutate({ type, id, body: { status: 'pending_review' } });
        void queryClient.invalidateQueries({ queryKey: itemKeys.detail(type, id) });
        return { itemId: id };
      }),
    },
    actions: {
      goBack: () => effects.goBack(),
      leaveToEditor: (_, handover) =>
        effects.leaveToEditor({ ...handover, images: newPhotosOf(handover.images, carried) }),
      finish: (_, { itemId, message }) => effects.finish(itemId, message),
    },
  });
}

/**
 * A press of a feedback trio (spec 2 §2.3, §3.5: a context plus helpful, neutral or not_helpful)
 * as submitFeedback. Not part of the flow (a failure only goes unrecorded).
 */
export function sendAiFeedback(
  client: ApiClient,
  context: AiFeedbackContext,
  rating: AiFeedbackRating,
  analysisId?: string,
) {
  client
    .POST('/feedback', {
      body: {
        feedbackType: 'rating',
        category: 'overall',
        value: aiFeedbackValue(context, rating),
        ...(analysisId ? { analysisId } : {}),
      },
    })
    .catch(() => undefined);
}
