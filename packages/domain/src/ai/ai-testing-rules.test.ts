import { describe, expect, it } from 'vitest';
import {
  AI_TESTING_MESSAGES as M,
  analyzeProblems,
  batchImages,
  batchProblems,
  enhanceProblems,
  parseTestOptions,
  promptImages,
  promptProblems,
} from './ai-testing-rules.ts';

describe('AI testing hub rules (spec 3 §5)', () => {
  it('Analyze needs an uploaded image, a priority of 1-10 and JSON options', () => {
    expect(analyzeProblems({ uploaded: 1, priority: '3', options: '' })).toEqual({});
    expect(analyzeProblems({ uploaded: 0, priority: '0', options: '{' })).toEqual({
      images: 'No images uploaded',
      priority: M.priorityRange,
      options: 'Options must be valid JSON',
    });
    expect(analyzeProblems({ uploaded: 2, priority: '11', options: '[1]' })).toEqual({
      priority: M.priorityRange,
      options: M.optionsNotObject,
    });
    expect(analyzeProblems({ uploaded: 2, priority: '2.5', options: '{}' }).priority).toBe(
      M.priorityRange,
    );
  });
  it('Batch size is 1-50 and uses only the first N images', () => {
    expect(batchProblems({ uploaded: 3, batchSize: '50', options: '' })).toEqual({});
    expect(batchProblems({ uploaded: 3, batchSize: '51', options: '' })).toEqual({
      batchSize: M.batchSizeRange,
    });
    expect(batchProblems({ uploaded: 0, batchSize: '', options: '' })).toEqual({
      images: M.noImages,
      batchSize: M.batchSizeRange,
    });
    expect(batchImages(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
  });
  it('Enhance requires a bike ID', () => {
    expect(enhanceProblems({ bikeId: '  ' })).toEqual({ bikeId: 'Bike ID required' });
    expect(enhanceProblems({ bikeId: 'bike-1' })).toEqual({ bikeId: M.bikeIdFormat });
    expect(enhanceProblems({ bikeId: '3f2b8c1e-0000-4000-8000-000000000000' })).toEqual({});
  });
  it('a custom prompt needs images and a prompt, and sends at most 5 images', () => {
    expect(promptProblems({ uploaded: 0, prompt: ' ' })).toEqual({
      images: M.noImages,
      prompt: 'Prompt required',
    });
    expect(promptProblems({ uploaded: 1, prompt: 'Name the groupset' })).toEqual({});
    expect(promptImages([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
  });
  it('blank options are none', () => {
    expect(parseTestOptions(' ')).toEqual({ ok: true, value: undefined });
    expect(parseTestOptions('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
  });
});
