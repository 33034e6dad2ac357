// The owner's AI testing hub calls (spec 3 §2.11, §7.4). Plain calls rather than queries: each
// run is a one-off whose answer goes into the page's results list, never into the cache.
import type { ApiClient } from './client.ts';
import { unwrap } from './queries.ts';
import type { operations } from './schema.gen.ts';

type Json<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
export type AiAnalyzeRequest = Json<'aiAnalyzeBikeUrls'>;
export type AiEnhanceRequest = Json<'aiEnhanceListing'>;

/** The files as they are, under multipart field names the typed body cannot spell. */
const multipart = (fill: (form: FormData) => void) => () => {
  const form = new FormData();
  fill(form);
  return form;
};

export function aiTestingCalls(client: ApiClient) {
  return {
    /** POST /ai/upload-images (multipart `images`). */
    upload: (files: readonly File[]) =>
      unwrap(
        client.POST('/ai/upload-images', {
          body: { images: files as unknown as string[] },
          bodySerializer: multipart((form) => files.forEach((f) => form.append('images', f))),
        }),
      ),
    /** POST /ai/analyze-bike-urls. */
    analyze: (body: AiAnalyzeRequest) => unwrap(client.POST('/ai/analyze-bike-urls', { body })),
    /** POST /ai/batch-analyze: one analysis per file (`analyses[i][images]`). */
    batch: (files: readonly File[], options: string, useCache: boolean) =>
      unwrap(
        client.POST('/ai/batch-analyze', {
          body: {},
          bodySerializer: multipart((form) => {
            files.forEach((f, i) => form.append(`analyses[${i}][images]`, f));
            if (options) form.append('options', options);
            form.append('useCache', String(useCache));
          }),
        }),
      ),
    /** POST /ai/enhance-listing/{bikeId}. */
    enhance: (bikeId: string, body: AiEnhanceRequest) =>
      unwrap(client.POST('/ai/enhance-listing/{bikeId}', { params: { path: { bikeId } }, body })),
    /** POST /ai/admin/test-prompt (multipart images, prompt, model). */
    prompt: (files: readonly File[], prompt: string, model: string) =>
      unwrap(
        client.POST('/ai/admin/test-prompt', {
          body: { images: files as unknown as string[], prompt },
          bodySerializer: multipart((form) => {
            files.forEach((f) => form.append('images', f));
            form.append('prompt', prompt);
            form.append('model', model);
          }),
        }),
      ),
    /** GET /ai/cache-stats. */
    cacheStats: () => unwrap(client.GET('/ai/cache-stats')),
    /** GET /ai/usage-stats?period=monthly. */
    usageStats: () =>
      unwrap(client.GET('/ai/usage-stats', { params: { query: { period: 'monthly' } } })),
  };
}
export type AiTestingCalls = ReturnType<typeof aiTestingCalls>;
