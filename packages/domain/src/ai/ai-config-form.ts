// The owner's AI system configuration form (spec 3 §2.9, §5 "AI configuration", §9): budgets
// are typed in dollars and stored in cents, counts are whole numbers and an empty count is 0.
// The screen and the route read these so the form checks what the contract (AiSystemConfig)
// would refuse before it is sent, and names it in the owner's terms.
import { AI_DEFAULT_CONFIG } from './ai-rules.ts';

/** The stored configuration's editable fields (openapi.yaml AiSystemConfig). */
export interface AiConfigValues {
  dailyBudgetCents: number;
  monthlyBudgetCents: number;
  userDailyLimit: number;
  userMonthlyLimit: number;
  rateLimitRpm: number;
  enableNewFeatures: boolean;
  maintenanceMode: boolean;
}

/** What the form holds: the numbers as typed. */
export interface AiConfigForm {
  dailyBudget: string;
  monthlyBudget: string;
  userDailyLimit: string;
  userMonthlyLimit: string;
  rateLimitRpm: string;
  enableNewFeatures: boolean;
  maintenanceMode: boolean;
}
export type AiConfigTextField = Exclude<
  keyof AiConfigForm,
  'enableNewFeatures' | 'maintenanceMode'
>;

/** The contract's upper bounds (AiSystemConfigUpdate); the spec shows none, so they only refuse. */
export const AI_CONFIG_MAX = {
  dailyBudgetCents: 100_000_000,
  monthlyBudgetCents: 1_000_000_000,
  userDailyLimit: 100_000,
  userMonthlyLimit: 1_000_000,
  rateLimitRpm: 100_000,
} as const;

export const AI_CONFIG_MESSAGES = {
  /** spec 3 §8. */
  loadFailed: 'Failed to load system configuration',
  saveFailed: 'Failed to save system configuration',
  updateFailed: 'Failed to update system configuration',
  /** spec 3 §2.9. */
  loadingStatus: 'Loading system status...',
  unsaved: 'Unsaved changes',
  saving: 'Saving...',
  /** ours: spec 3 §2.9 says only that the alert says all AI features are disabled. */
  maintenanceOn:
    'Maintenance mode is on: all AI features are disabled. Members enter their listing details themselves until it is turned off.',
  /** ours: the form's checks. */
  dollars: 'Enter an amount in dollars, such as 50 or 12.50',
  wholeNumber: 'Enter a whole number of 0 or more',
  tooLarge: (max: string) => `This can be at most ${max}`,
} as const;

/** "50.00": cents as the dollars field shows them. */
export const centsToDollarInput = (cents: number): string => (cents / 100).toFixed(2);

/**
 * Dollars as typed to whole cents (spec 3 §5: dollars with two decimals): "12.5" is 1250,
 * "" is 0; anything else (a sign, three decimals, letters) is null. Parsed from the digits, not
 * through a float, so "0.29" is 29 cents and never 28.
 */
export function dollarInputToCents(input: string): number | null {
  const text = input.trim().replace(/^\$/, '').replaceAll(',', '');
  if (text === '') return 0;
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text) ?? /^()\.(\d{1,2})$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1] || '0');
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A count as typed: "" is 0 (spec 3 §5), else a whole number of 0 or more, or null. */
export function countInput(input: string): number | null {
  const text = input.trim();
  if (text === '') return 0;
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

export const aiConfigToForm = (config: AiConfigValues): AiConfigForm => ({
  dailyBudget: centsToDollarInput(config.dailyBudgetCents),
  monthlyBudget: centsToDollarInput(config.monthlyBudgetCents),
  userDailyLimit: String(config.userDailyLimit),
  userMonthlyLimit: String(config.userMonthlyLimit),
  rateLimitRpm: String(config.rateLimitRpm),
  enableNewFeatures: config.enableNewFeatures,
  maintenanceMode: config.maintenanceMode,
});

/** spec 3 §9's defaults, as the form shows them (Reset to Defaults). */
export const AI_DEFAULT_FORM: AiConfigForm = /* @__PURE__ */ aiConfigToForm(AI_DEFAULT_CONFIG);

const FIELD_KEYS = {
  dailyBudget: 'dailyBudgetCents',
  monthlyBudget: 'monthlyBudgetCents',
  userDailyLimit: 'userDailyLimit',
  userMonthlyLimit: 'userMonthlyLimit',
  rateLimitRpm: 'rateLimitRpm',
} as const satisfies Record<AiConfigTextField, keyof typeof AI_CONFIG_MAX>;

export type AiConfigErrors = Partial<Record<AiConfigTextField, string>>;

/**
 * The form read as configuration values, or the message of each field it cannot be read
 * from (spec 3 §5: two decimals for dollars, empty counts are 0).
 */
export function readAiConfigForm(
  form: AiConfigForm,
): { ok: true; values: AiConfigValues } | { ok: false; errors: AiConfigErrors } {
  const errors: AiConfigErrors = {};
  const numbers = {} as Record<keyof typeof AI_CONFIG_MAX, number>;
  for (const field of Object.keys(FIELD_KEYS) as AiConfigTextField[]) {
    const key = FIELD_KEYS[field];
    const money = key.endsWith('Cents');
    const value = money ? dollarInputToCents(form[field]) : countInput(form[field]);
    if (value === null) {
      errors[field] = money ? AI_CONFIG_MESSAGES.dollars : AI_CONFIG_MESSAGES.wholeNumber;
    } else if (value > AI_CONFIG_MAX[key]) {
      const max = AI_CONFIG_MAX[key];
      errors[field] = AI_CONFIG_MESSAGES.tooLarge(
        money ? `$${(max / 100).toLocaleString('en-US')}` : max.toLocaleString('en-US'),
      );
    } else numbers[key] = value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      ...numbers,
      enableNewFeatures: form.enableNewFeatures,
      maintenanceMode: form.maintenanceMode,
    },
  };
}

/**
 * The fields the form changes against the stored configuration, compared as values ("50" and
 * "50.00" are the same budget); null when a field cannot be read.
 */
export function aiConfigChanges(
  saved: AiConfigValues,
  form: AiConfigForm,
): Partial<AiConfigValues> | null {
  const read = readAiConfigForm(form);
  if (!read.ok) return null;
  const changed = (Object.keys(read.values) as (keyof AiConfigValues)[]).filter(
    (key) => read.values[key] !== saved[key],
  );
  return Object.fromEntries(changed.map((key) => [key, read.values[key]]));
}

/** Save is offered only when the form differs from what is stored (spec 3 §5); an unreadable
 * field counts as a change, so Save stays on and shows its message. */
export function isAiConfigDirty(saved: AiConfigValues, form: AiConfigForm): boolean {
  const changes = aiConfigChanges(saved, form);
  return changes === null || Object.keys(changes).length > 0;
}
