import { describe, expect, it } from 'vitest';
import { TOKEN_ADJUSTMENT_MESSAGES as M, tokenAdjustmentProblem } from './token-adjustment.ts';

describe('token adjustment form', () => {
  it('takes a signed whole number and a reason', () => {
    expect(tokenAdjustmentProblem('250', 'Event prize')).toBeNull();
    expect(tokenAdjustmentProblem('-100000', 'Correction')).toBeNull();
  });
  it('refuses 0, fractions, text and values past the bound', () => {
    for (const bad of ['0', '1.5', 'ten', '', '100001', '-100001'])
      expect(tokenAdjustmentProblem(bad, 'x')).toEqual({ field: 'amount', message: M.amount });
  });
  it('needs a reason of at most 500 characters', () => {
    expect(tokenAdjustmentProblem('5', '   ')).toEqual({ field: 'reason', message: M.reason });
    expect(tokenAdjustmentProblem('5', 'x'.repeat(501))?.message).toBe(M.reasonTooLong);
  });
});
