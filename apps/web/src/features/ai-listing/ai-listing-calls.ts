// The AI listing flow's calls (spec 2 §7.3, §7.1; openapi ai.yaml, transferItemImages,
// uploadItemImages, publishItem) as the
// ai-flow machine's actors, and the page's effects as its actions. The machine decides when each
// runs (upload, analysis with its retry, progress polling, save); this module only says how.
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import {
  createItemMutationOptions,
  itemKeys,
  publishItemMutationOptions,
  unwrap,
  updateItemMutationOptions,
  uploadItemImagesMutationOptions,
  type ApiClient,
  type CreateItemRequest,
} from '@pedalswap/api-client';
import {
  AI_FLOW_MESSAGES,
  aiFeedbackValue,
  aiListingFields,
  aiResultFromAnswer,
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
  type AiSaveOutput,
  type AiSuggestInput,
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

/** One file as the multipart body of aiUploadImagesWithGuidance, with the flow's context. */
function guidedForm(file: File, improvementAttempt: number): FormData {
  const form = new FormData();
  form.append('images', file);
  form.append('guidanceLevel', 'standard');
  form.append('userContext', JSON.stringify({ itemType: 'bike', improvementAttempt }));
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
  const publish = new MutationObserver(queryClient, publishItemMutationOptions(client));
  const uploadImages = new MutationObserver(queryClient, uploadItemImagesMutationOptions(client));

  return aiFlowMachine.provide({
    actors: {
      // One file per call (spec 2 §7.3's guided upload): the machine counts what the server
      // stored, drops a file it refused, and knows a photo's answer is that file's (the
      // editor's carried ones).
      uploadPhoto: fromPromise<AiFlowPhoto[], AiUploadInput>(async ({ input, signal }) => {
        const file = input.file as File;
        const { uploadedImages } = await unwrap(
          client.POST('/ai/upload-images-with-guidance', {
            body: { images: [] },
            bodySerializer: () => guidedForm(file, input.improvementAttempt),
            signal,
          }),
        );
        return uploadedImages.map((image) => {
          if (carried.files.has(file)) carried.fileIds.add(image.fileId);
          return {
            fileId: image.fileId,
            url: image.url,
            fileName: image.fileName,
            qualityScore: image.qualityScore,
          };
        });
      }),
      // The first attempt uses the configured model; the retry asks for the cheaper fallback
      // (§4.4). An analysis again names the one it improves: with photos added in Improve Photos
      // through aiReAnalyzeUrls, else the guided call. An answer that breaks the contract is
      // §7.3's 'Invalid response format from AI analysis endpoint' (aiResultFromAnswer).
      analyzePhotos: fromPromise<AiResultShape, AiAnalyzeInput>(async ({ input, signal }) => {
        const { imageUrls, progressId, previousAnalysisId, additionalImageUrls } = input;
        const improvementAttempt = Math.min(5, input.improvementAttempt);
        const answer: unknown = previousAnalysisId
          ? additionalImageUrls.length
            ? await unwrap(
                client.POST('/ai/re-analyze-urls', {
                  body: {
                    progressId,
                    originalAnalysisId: previousAnalysisId,
                    originalImageUrls: imageUrls.filter((u) => !additionalImageUrls.includes(u)),
                    additionalImageUrls,
                    // AiUserContext is free-form; the generated type cannot say so.
                    improvementContext: { improvementAttempt } as unknown as Record<string, never>,
                    retainOriginalImages: true,
                  },
                  signal,
                }),
              )
            : await unwrap(
                client.POST('/ai/analyze-bike-urls-guided', {
                  body: {
                    imageUrls,
                    progressId,
                    previousAnalysisId,
                    improvementAttempt,
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
        return aiResultFromAnswer(answer);
      }),
      suggestImprovements: fromPromise<readonly unknown[], AiSuggestInput>(
        async ({ input, signal }) => {
          const { suggestions } = await unwrap(
            client.POST('/ai/improvement-suggestions/{analysisId}', {
              params: { path: { analysisId: input.analysisId } },
              body: { lowConfidenceFields: input.lowConfidenceFields },
              signal,
            }),
          );
          return suggestions;
        },
      ),
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
      // §4.4: the draft first (or the listing the flow came from, updated), then the photos
      // (the analysed ones transferred, the files the service refused to store uploaded), then
      // the submission when asked: staff publish directly (§4.1). §8.3: a photo failure is
      // only logged.
      saveListing: fromPromise<AiSaveOutput, AiSaveInput>(async ({ input }) => {
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
        const files = (input.files as File[]).filter((f) => !carried.files.has(f));
        if (files.length) {
          try {
            await uploadImages.mutate({ type, id, files });
          } catch (error) {
            console.error('The AI flow could not upload the photos to the listing', error);
          }
        }
        let publishedDirectly: boolean | undefined;
        if (input.submit)
          publishedDirectly = (await publish.mutate({ type, id })).publishedDirectly;
        void queryClient.invalidateQueries({ queryKey: itemKeys.detail(type, id) });
        return { itemId: id, publishedDirectly };
      }),
    },
    actions: {
      goBack: () => effects.goBack(),
      leaveToEditor: (_, handover) =>
        effects.leaveToEditor({
          ...handover,
          images: newPhotosOf(handover.images, carried),
          // The editor's own photos are its already.
          files: (handover.files as File[]).filter((f) => !carried.files.has(f)),
        }),
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
