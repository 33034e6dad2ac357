import { describe, expect, it } from 'vitest';
import {
  aiErrorMessage,
  budgetHealth,
  budgetUsagePercent,
  netPromoterScore,
} from './ai-admin-rules.ts';

describe('budget health', () => {
  const at = (daily: number, monthly: number, overage = 0, hasData = true) =>
    budgetHealth({
      hasData,
      dailyUsagePercent: daily,
      monthlyUsagePercent: monthly,
      projectedOverageCents: overage,
    });

  it('is unknown without data, whatever the numbers', () => {
    expect(at(150, 150, 10, false)).toBe('unknown');
  });
  it('is healthy below 80 % with no projected overage', () => {
    expect(at(79.9, 10)).toBe('healthy');
  });
  it('warns from 80 % of either budget, or on a projected overage', () => {
    expect(at(80, 0)).toBe('warning');
    expect(at(0, 85)).toBe('warning');
    expect(at(5, 5, 1)).toBe('warning');
  });
  it('is critical once either budget is reached', () => {
    expect(at(100, 0)).toBe('critical');
    expect(at(0, 120, 500)).toBe('critical');
  });
  it('counts a zero budget as spent', () => {
    expect(budgetUsagePercent(0, 0)).toBe(100);
    expect(budgetUsagePercent(250, 1000)).toBe(25);
  });
});

describe('net promoter score', () => {
  it('is % promoters minus % detractors, 0 without ratings', () => {
    expect(netPromoterScore(3, 1, 5)).toBe(40);
    expect(netPromoterScore(0, 2, 2)).toBe(-100);
    expect(netPromoterScore(0, 0, 0)).toBe(0);
  });
});

describe('error messages', () => {
  it('names every provider error code and falls back to the code in words', () => {
    expect(aiErrorMessage('timeout')).toBe('The model did not answer in time');
    expect(aiErrorMessage('some_new_code')).toBe('some new code');
  });
});
