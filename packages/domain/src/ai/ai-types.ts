// The AI review's enums of the contract (openapi.yaml AiFieldSource, FeedbackType,
// FeedbackCategory, BudgetHealthStatus; spec 3 §5). enums.test.ts keeps them equal.

/** Where a reviewed field's value came from. */
export const AI_FIELD_SOURCES = [
  'ai_primary',
  'ai_fallback',
  'user_profile',
  'user_input',
] as const;
export type AiFieldSource = (typeof AI_FIELD_SOURCES)[number];

export const AI_FEEDBACK_TYPES = ['rating', 'correction', 'suggestion', 'report'] as const;
export const AI_FEEDBACK_CATEGORIES = [
  'overall',
  'brand',
  'model',
  'type',
  'condition',
  'components',
  'value',
  'description',
] as const;
export const AI_BUDGET_HEALTH_STATUSES = ['healthy', 'warning', 'critical', 'unknown'] as const;
