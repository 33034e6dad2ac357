import { describe, expect, it } from 'vitest';
import {
  aiAnalyticsWindow,
  isAiAnalyticsGranularity,
  isAiAnalyticsRange,
} from './ai-analytics-view.ts';

describe('the analytics window', () => {
  it('turns a range into the three calls’ parameters', () => {
    const now = new Date('2026-11-27T12:00:00.000Z');
    expect(aiAnalyticsWindow('7d', now)).toEqual({
      startDate: '2026-11-20T12:00:00.000Z',
      endDate: '2026-11-27T12:00:00.000Z',
      period: '7d',
      hours: 168,
    });
    expect(aiAnalyticsWindow('90d', now).hours).toBe(2160);
  });
  it('knows the offered ranges and granularities only', () => {
    expect(isAiAnalyticsRange('30d')).toBe(true);
    expect(isAiAnalyticsRange('365d')).toBe(false);
    expect(isAiAnalyticsGranularity('weekly')).toBe(true);
    expect(isAiAnalyticsGranularity('monthly')).toBe(false);
  });
});
