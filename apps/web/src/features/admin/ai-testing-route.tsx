import { useMemo, useReducer } from 'react';
import { aiTestingCalls, ApiRequestError, type AiAnalyzeRequest } from '@pedalswap/api-client';
import {
  AI_TEST_MODELS,
  AI_TESTING_MESSAGES as M,
  batchImages,
  parseTestOptions,
  promptImages,
} from '@pedalswap/domain/ai';
import {
  AiTesting,
  type AnalyzeForm,
  type BatchForm,
  type EnhanceForm,
  type PromptForm,
  type TestKind,
} from '@pedalswap/ui/screens/admin/ai-testing';
import { toastError } from '../../app/lazy-toaster.tsx';
import { useSession } from '../../app/session/session-context.tsx';
import { initialSession, testingReducer, uploadedOf } from './ai-testing-session.ts';

/** spec 3 §8: a failed call's text: the server's field messages joined, else its message. */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    const details = Object.values(error.fieldErrors);
    return details.length ? details.join('; ') : error.message || fallback;
  }
  return fallback;
}

const costOf = (body: unknown) =>
  body && typeof body === 'object' && 'cost' in body && typeof body.cost === 'number'
    ? body.cost
    : body && typeof body === 'object' && 'totalCost' in body && typeof body.totalCost === 'number'
      ? body.totalCost
      : undefined;
const cachedOf = (body: unknown) =>
  body && typeof body === 'object' && 'cached' in body ? body.cached === true : undefined;

let sequence = 0;
const nextId = () => `t${(sequence += 1)}`;

/** /admin/ai/testing (owner, spec 3 §2.11): the session's uploads and results in a reducer. */
export function AiTestingRoute() {
  const { client } = useSession();
  const calls = useMemo(() => aiTestingCalls(client), [client]);
  const [session, dispatch] = useReducer(testingReducer, initialSession);
  const uploaded = uploadedOf(session);

  /** Runs one test, timing it, and lists its answer or its failure (with the §8 toast). */
  const run = async (
    kind: TestKind,
    endpoint: string,
    failed: string,
    call: () => Promise<unknown>,
  ) => {
    dispatch({ type: 'runStarted', kind });
    const started = performance.now();
    const at = new Date().toISOString();
    try {
      const body = await call();
      const cost = costOf(body);
      const cached = cachedOf(body);
      dispatch({
        type: 'runEnded',
        result: {
          id: nextId(),
          endpoint,
          status: 'success',
          durationMs: Math.round(performance.now() - started),
          ...(cost !== undefined ? { cost } : {}),
          ...(cached !== undefined ? { cached } : {}),
          body,
          at,
        },
      });
    } catch (error) {
      const text = failureText(error, failed);
      toastError(`${failed}: ${text}`);
      dispatch({
        type: 'runEnded',
        result: {
          id: nextId(),
          endpoint,
          status: 'error',
          durationMs: Math.round(performance.now() - started),
          body: `${failed}: ${text}`,
          at,
        },
      });
    }
  };

  const onAddFiles = async (files: File[]) => {
    const uploads = files.map((file) => ({
      id: nextId(),
      name: file.name,
      sizeBytes: file.size,
      status: 'uploading' as const,
      file,
    }));
    const ids = uploads.map((u) => u.id);
    dispatch({ type: 'uploadStarted', uploads });
    const started = performance.now();
    try {
      const { uploadedImages } = await calls.upload(files);
      dispatch({
        type: 'uploadDone',
        ids,
        urls: uploadedImages.map((i) => i.url),
        durationMs: Math.round(performance.now() - started),
      });
    } catch (error) {
      const text = failureText(error, M.uploadFallback);
      toastError(`${M.uploadFailed}: ${text}`);
      dispatch({
        type: 'uploadFailed',
        ids,
        error: text,
        problem: `${M.uploadFailed}: ${text}`,
        durationMs: Math.round(performance.now() - started),
      });
    }
  };

  const options = (raw: string) => {
    const parsed = parseTestOptions(raw);
    return parsed.ok ? parsed.value : undefined;
  };

  return (
    <AiTesting
      uploads={session.uploads}
      uploadProblem={session.uploadProblem}
      onAddFiles={(files) => void onAddFiles(files)}
      onClearUploads={() => dispatch({ type: 'uploadsCleared' })}
      models={AI_TEST_MODELS}
      running={session.running}
      onAnalyze={(form: AnalyzeForm) =>
        void run('analyze', 'POST /ai/analyze-bike-urls', M.analysisFailed, () => {
          const opts = options(form.options);
          return calls.analyze({
            imageUrls: uploaded.map((u) => u.url!),
            priority: Number(form.priority),
            useCache: form.useCache,
            // AiOptions is free-form; the generated type cannot say so.
            ...(opts ? { options: opts as AiAnalyzeRequest['options'] } : {}),
          });
        })
      }
      onBatch={(form: BatchForm) =>
        void run('batch', 'POST /ai/batch-analyze', M.batchFailed, () =>
          calls.batch(
            batchImages(uploaded, Number(form.batchSize)).map((u) => u.file),
            form.options.trim(),
            form.useCache,
          ),
        )
      }
      onEnhance={(form: EnhanceForm) => {
        const bikeId = form.bikeId.trim();
        void run('enhance', `POST /ai/enhance-listing/${bikeId}`, M.enhancementFailed, () =>
          calls.enhance(bikeId, {
            enhanceDescription: form.enhanceDescription,
            updateComponents: form.updateComponents,
            suggestPrice: form.suggestPrice,
            useCache: form.useCache,
          }),
        );
      }}
      onPrompt={(form: PromptForm) =>
        void run('prompt', 'POST /ai/admin/test-prompt', M.promptFailed, () =>
          calls.prompt(
            promptImages(uploaded).map((u) => u.file),
            form.prompt.trim(),
            form.model,
          ),
        )
      }
      onCacheStats={() =>
        void run('cacheStats', 'GET /ai/cache-stats', M.cacheStatsFailed, calls.cacheStats)
      }
      onUsageStats={() =>
        void run('usageStats', 'GET /ai/usage-stats', M.usageStatsFailed, calls.usageStats)
      }
      results={session.results}
      onClearResults={() => dispatch({ type: 'resultsCleared' })}
    />
  );
}
