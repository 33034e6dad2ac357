// A readable name for a device session's user agent ("Chrome on macOS"), without a parser
// dependency: the few browsers and systems members actually use, checked in the order that
// matters (Edge and Opera also say Chrome; Chrome also says Safari; iOS also says Mac OS X).

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bnode\b|\bundici\b/i, 'Node.js'],
  [/\bcurl\//i, 'curl'],
  [/\bPlaywright|HeadlessChrome\//, 'Headless browser'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_DEVICE = 'Unknown device';

/** "Chrome on macOS", "Safari on iOS", "Firefox", "Unknown device" for empty or unknown agents. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim();
  if (!ua) return UNKNOWN_DEVICE;
  // HeadlessChrome is checked before Chrome on purpose: it is an automated session.
  const headless = /HeadlessChrome\//.test(ua);
  const browser = headless ? 'Headless browser' : BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}

/** A phone or tablet (for the device icon). */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && /\b(iPhone|iPad|iPod|Android|Mobile)\b/.test(userAgent);
}
