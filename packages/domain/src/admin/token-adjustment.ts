// Staff token adjustment (spec 3 §2.6; openapi.yaml adjustUserTokens, our decision): a non-zero
// whole number from -100000 to 100000 and a reason of 1-500 characters. The screen checks the
// same bounds the contract enforces, so a bad value is named before it is sent.
export const TOKEN_ADJUSTMENT = { maxAbs: 100000, reasonMax: 500 } as const;

export const TOKEN_ADJUSTMENT_MESSAGES = {
  amount: 'Enter a whole number of tokens other than 0, from -100,000 to 100,000',
  reason: 'A reason is required',
  reasonTooLong: 'Reason must be at most 500 characters',
  adjusted: 'Token balance updated',
  failed: 'Failed to adjust tokens',
} as const;

/** The first problem with the form's values, or null when they may be sent. */
export function tokenAdjustmentProblem(
  amountText: string,
  reason: string,
): { field: 'amount' | 'reason'; message: string } | null {
  const amount = Number(amountText.trim());
  if (
    !/^-?\d+$/.test(amountText.trim()) ||
    amount === 0 ||
    Math.abs(amount) > TOKEN_ADJUSTMENT.maxAbs
  )
    return { field: 'amount', message: TOKEN_ADJUSTMENT_MESSAGES.amount };
  if (!reason.trim()) return { field: 'reason', message: TOKEN_ADJUSTMENT_MESSAGES.reason };
  if (reason.length > TOKEN_ADJUSTMENT.reasonMax)
    return { field: 'reason', message: TOKEN_ADJUSTMENT_MESSAGES.reasonTooLong };
  return null;
}
