import { useEffect, useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { unwrap } from '@pedalswap/api-client';
import {
  AI_FLOW_MESSAGES,
  AI_UPLOAD_GUIDANCE_TYPES,
  aiUploadGuidance,
  reviewFieldChecks,
  type AiPhotoGuidance,
  type AiFeedbackContext,
  type AiFeedbackRating,
} from '@pedalswap/domain/ai';
import {
  AiAnalysisStep,
  AiFlowFrame,
  AiImproveStep,
  AiNoResults,
  AiUploadStep,
  type AiPhotoUploadProps,
  type AiSuggestion,
} from '@pedalswap/ui/screens/ai-listing-flow';
import { AiReviewScreen } from '@pedalswap/ui/screens/ai-review';
import { toastError, toastSuccess } from '../../app/lazy-toaster.tsx';
import { useSession } from '../../app/session/session-context.tsx';
import { sendAiFeedback } from './ai-listing-calls.ts';
import { useAiListing, type AiListingEntry } from './use-ai-listing.ts';

/** Before the progress child's first snapshot: the bar at its start. */
const STARTING = { percent: 0, step: '', secondsRemaining: 0, checklist: [], takingLonger: false };

/**
 * The AI listing flow's page (spec 2 §2.4): the ai-flow machine's snapshot as the phase screens'
 * props, their callbacks as its events. Nothing is decided here.
 */
export function AiListingPage({ entry }: { entry: AiListingEntry }) {
  const { client } = useSession();
  const { actor, snapshot, view, progress } = useAiListing(entry);
  const c = snapshot.context;
  const guidance = usePhotoExamples();
  // The files the service refused to store show in the review from the device (object URLs).
  const pendingPhotos = usePreviews(c.pending as File[]);
  // The feedback trios: sent, and the member's answer shown back.
  const [feedback, setFeedback] = useState<Partial<Record<AiFeedbackContext, AiFeedbackRating>>>(
    {},
  );
  const rate = (context: AiFeedbackContext) => (rating: AiFeedbackRating) => {
    setFeedback((f) => ({ ...f, [context]: rating }));
    sendAiFeedback(client, context, rating);
  };

  // §8.2, §8.3: 'Photos uploaded' and 'Upload Failed' are toasts; the rest show in the step
  // (the failure also stays there, in the service's words, with the ways on).
  useEffect(() => {
    if (c.notice?.title === AI_FLOW_MESSAGES.photosUploadedTitle) toastSuccess(c.notice.message);
  }, [c.notice]);
  useEffect(() => {
    if (c.uploadFailure) toastError(`${AI_FLOW_MESSAGES.uploadFailedTitle}: ${c.uploadFailure}`);
  }, [c.uploadFailure]);

  const upload: AiPhotoUploadProps = {
    photos: c.photos,
    uploadStatus: view.uploadStatus,
    uploadProgress: view.uploadProgress,
    pendingCount: c.pending.length,
    refusals: c.refusals,
    onAddFiles: (files) => actor.send({ type: 'ADD_FILES', files }),
    onRetryUpload: () => actor.send({ type: 'RETRY_UPLOAD' }),
    uploadFailure: view.uploadFailure,
  };

  const body = () => {
    switch (view.phase) {
      case 'upload':
        return (
          <AiUploadStep
            {...upload}
            onManualEntry={() => actor.send({ type: 'MANUAL' })}
            guidance={guidance}
            notice={c.notice?.title === AI_FLOW_MESSAGES.noPhotosUploadedTitle ? c.notice : null}
            onRemove={(fileId) => actor.send({ type: 'REMOVE', fileId })}
            onAnalyze={() => actor.send({ type: 'ANALYZE' })}
            guidanceFeedback={feedback.upload_guidance ?? null}
            onGuidanceFeedback={rate('upload_guidance')}
            onSample={
              import.meta.env.DEV
                ? () =>
                    void import('./dev-sample.ts').then(({ devSample }) =>
                      actor.send({ type: 'SAMPLE', ...devSample() }),
                    )
                : undefined
            }
          />
        );
      case 'analyzing':
        return (
          <AiAnalysisStep
            {...(progress ?? STARTING)}
            notices={c.analysisNotices}
            waitFeedback={feedback.analysis_wait ?? null}
            onWaitFeedback={rate('analysis_wait')}
          />
        );
      case 'improve':
        return (
          <AiImproveStep
            {...upload}
            suggestions={view.suggestions as AiSuggestion[]}
            loadingSuggestions={view.loadingSuggestions}
            onReanalyze={() => actor.send({ type: 'REANALYZE' })}
          />
        );
      case 'review':
        return !c.result ? (
          <AiNoResults onBackToAnalysis={() => actor.send({ type: 'BACK' })} />
        ) : (
          <AiReviewScreen
            photos={[...c.photos, ...pendingPhotos]}
            publishesDirectly={c.publishesDirectly}
            result={c.result}
            draft={c.draft}
            issues={c.issues}
            fieldChecks={reviewFieldChecks(c.draft)}
            completion={view.completion}
            notices={c.analysisNotices}
            saving={view.saving}
            submit={c.submit}
            saveError={c.saveError}
            onEdit={(field, value) => actor.send({ type: 'EDIT', field, value })}
            onSave={({ submit }) => actor.send({ type: 'SAVE', submit })}
            onImprovePhotos={
              c.result.suggestedImprovements.length
                ? () => actor.send({ type: 'IMPROVE' })
                : undefined
            }
            onEditInEditor={() => actor.send({ type: 'EDIT_IN_EDITOR' })}
          />
        );
      default:
        return null;
    }
  };

  return (
    <AiFlowFrame
      phase={view.phase}
      phases={view.phases}
      canGoBack={view.canGoBack}
      onBack={() => actor.send({ type: 'BACK' })}
    >
      {body()}
    </AiFlowFrame>
  );
}

/**
 * The upload step's guidance cards with the server's example pictures (aiPhotoExamples, spec 2
 * §7.3), one call per kind of shot; the domain's texts until they answer, or if they fail.
 */
function usePhotoExamples(): AiPhotoGuidance[] {
  const { client } = useSession();
  const [fallback] = useState(aiUploadGuidance);
  const answers = useQueries({
    queries: AI_UPLOAD_GUIDANCE_TYPES.map((photoType) => ({
      queryKey: ['ai', 'photo-examples', photoType],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        unwrap(client.GET('/ai/photo-examples', { params: { query: { photoType } }, signal })),
      staleTime: Infinity,
    })),
  });
  return fallback.map((card, i) => answers[i]?.data?.examples[0] ?? card);
}

/** Local previews of files not stored on the server, revoked when they change. */
function usePreviews(files: readonly File[]) {
  const previews = useMemo(
    () =>
      files.map((file, i) => ({
        fileId: `local-${i}`,
        url: URL.createObjectURL(file),
        fileName: file.name,
      })),
    [files],
  );
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);
  return previews;
}
