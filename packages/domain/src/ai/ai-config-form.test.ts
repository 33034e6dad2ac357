import { describe, expect, it } from 'vitest';
import {
  AI_CONFIG_MESSAGES,
  AI_DEFAULT_FORM,
  aiConfigChanges,
  aiConfigToForm,
  centsToDollarInput,
  countInput,
  dollarInputToCents,
  isAiConfigDirty,
  readAiConfigForm,
} from './ai-config-form.ts';
import { AI_DEFAULT_CONFIG } from './ai-rules.ts';

describe('dollars typed, cents stored', () => {
  it('reads whole dollars and up to two decimals', () => {
    expect(dollarInputToCents('50')).toBe(5000);
    expect(dollarInputToCents('12.5')).toBe(1250);
    expect(dollarInputToCents('12.')).toBe(1200);
    expect(dollarInputToCents('.75')).toBe(75);
    expect(dollarInputToCents(' $1,000.00 ')).toBe(100_000);
  });
  it('never loses a cent to floating point', () => {
    expect(dollarInputToCents('0.29')).toBe(29);
    expect(dollarInputToCents('1.13')).toBe(113);
    expect(dollarInputToCents('4.35')).toBe(435);
  });
  it('counts an empty amount as 0', () => {
    expect(dollarInputToCents('')).toBe(0);
    expect(dollarInputToCents('   ')).toBe(0);
  });
  it('refuses signs, three decimals and words', () => {
    for (const bad of ['-5', '1.234', 'ten', '1e3', '.', '1.2.3']) {
      expect(dollarInputToCents(bad)).toBeNull();
    }
  });
  it('shows cents back as dollars with two decimals', () => {
    expect(centsToDollarInput(5000)).toBe('50.00');
    expect(centsToDollarInput(1)).toBe('0.01');
    expect(dollarInputToCents(centsToDollarInput(123_456))).toBe(123_456);
  });
});

describe('counts', () => {
  it('are whole numbers of 0 or more; empty is 0', () => {
    expect(countInput('20')).toBe(20);
    expect(countInput('')).toBe(0);
    expect(countInput('2.5')).toBeNull();
    expect(countInput('-1')).toBeNull();
  });
});

describe('the form', () => {
  it('starts from the spec defaults', () => {
    expect(AI_DEFAULT_FORM).toEqual({
      dailyBudget: '50.00',
      monthlyBudget: '1000.00',
      userDailyLimit: '20',
      userMonthlyLimit: '500',
      rateLimitRpm: '30',
      enableNewFeatures: true,
      maintenanceMode: false,
    });
  });
  it('names each field it cannot read', () => {
    const read = readAiConfigForm({ ...AI_DEFAULT_FORM, dailyBudget: 'abc', rateLimitRpm: '1.5' });
    expect(read).toEqual({
      ok: false,
      errors: {
        dailyBudget: AI_CONFIG_MESSAGES.dollars,
        rateLimitRpm: AI_CONFIG_MESSAGES.wholeNumber,
      },
    });
  });
  it('refuses what the contract would (its maxima)', () => {
    const read = readAiConfigForm({ ...AI_DEFAULT_FORM, dailyBudget: '1000000.01' });
    expect(read).toEqual({
      ok: false,
      errors: { dailyBudget: AI_CONFIG_MESSAGES.tooLarge('$1,000,000') },
    });
  });
  it('sends only what changed, compared as values', () => {
    const form = aiConfigToForm(AI_DEFAULT_CONFIG);
    expect(isAiConfigDirty(AI_DEFAULT_CONFIG, { ...form, dailyBudget: '50' })).toBe(false);
    expect(
      aiConfigChanges(AI_DEFAULT_CONFIG, { ...form, dailyBudget: '75.5', maintenanceMode: true }),
    ).toEqual({ dailyBudgetCents: 7550, maintenanceMode: true });
    expect(aiConfigChanges(AI_DEFAULT_CONFIG, { ...form, userDailyLimit: 'x' })).toBeNull();
    expect(isAiConfigDirty(AI_DEFAULT_CONFIG, { ...form, userDailyLimit: 'x' })).toBe(true);
  });
});
