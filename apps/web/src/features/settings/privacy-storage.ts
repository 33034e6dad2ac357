// The Privacy tab's switches are local only (spec 1 §2: no call): kept per member in this
// browser's local storage.
import { DEFAULT_PRIVACY, type PrivacyValues } from '@pedalswap/ui/screens/settings-page';

const key = (userId: string) => `pedalswap.privacy.${userId}`;

export function readPrivacy(userId: string): PrivacyValues {
  try {
    const raw = window.localStorage.getItem(key(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return { ...DEFAULT_PRIVACY };
    const stored = parsed as Record<string, unknown>;
    const flag = (name: keyof PrivacyValues) =>
      typeof stored[name] === 'boolean' ? stored[name] : DEFAULT_PRIVACY[name];
    return {
      profileVisible: flag('profileVisible'),
      showLocation: flag('showLocation'),
      allowMessages: flag('allowMessages'),
    };
  } catch {
    return { ...DEFAULT_PRIVACY };
  }
}

export function writePrivacy(userId: string, values: PrivacyValues): void {
  try {
    window.localStorage.setItem(key(userId), JSON.stringify(values));
  } catch {
    // Storage full or disabled: the switches still work for this visit.
  }
}

/** Account deletion leaves nothing of the member behind in this browser. */
export function forgetPrivacy(userId: string): void {
  try {
    window.localStorage.removeItem(key(userId));
  } catch {
    // Nothing to forget.
  }
}
