import { describe, expect, it } from 'vitest';
import {
  initialSession,
  testingReducer,
  uploadedOf,
  type SessionUpload,
} from './ai-testing-session.ts';

const upload = (id: string): SessionUpload => ({
  id,
  name: `${id}.png`,
  sizeBytes: 10,
  status: 'uploading',
  file: new File(['x'], `${id}.png`),
});

describe('the testing hub session', () => {
  it('marks uploads done with their address and duration, or failed with the reason', () => {
    let s = testingReducer(initialSession, {
      type: 'uploadStarted',
      uploads: [upload('a'), upload('b')],
    });
    s = testingReducer(s, { type: 'uploadDone', ids: ['a'], urls: ['/u/a'], durationMs: 40 });
    s = testingReducer(s, {
      type: 'uploadFailed',
      ids: ['b'],
      error: 'b.png is not an image',
      problem: 'Upload failed: b.png is not an image',
      durationMs: 12,
    });
    expect(s.uploads.map((u) => [u.status, u.durationMs])).toEqual([
      ['uploaded', 40],
      ['error', 12],
    ]);
    expect(uploadedOf(s).map((u) => u.url)).toEqual(['/u/a']);
    expect(s.uploadProblem).toBe('Upload failed: b.png is not an image');
    expect(testingReducer(s, { type: 'uploadsCleared' })).toEqual({
      ...initialSession,
      uploadProblem: undefined,
    });
  });

  it('lists results newest first, one run at a time, until cleared', () => {
    const result = (id: string) => ({
      id,
      endpoint: 'GET /ai/cache-stats',
      status: 'success' as const,
      durationMs: 5,
      body: {},
      at: '2026-11-27T22:00:00Z',
    });
    let s = testingReducer(initialSession, { type: 'runStarted', kind: 'cacheStats' });
    expect(s.running).toBe('cacheStats');
    s = testingReducer(s, { type: 'runEnded', result: result('1') });
    s = testingReducer(s, { type: 'runEnded', result: result('2') });
    expect(s.running).toBeUndefined();
    expect(s.results.map((r) => r.id)).toEqual(['2', '1']);
    expect(testingReducer(s, { type: 'resultsCleared' }).results).toEqual([]);
  });
});
