// The design tokens of PedalSwap. Most tokens are Radix Themes variables given stable names
// (createGlobalThemeContract maps `vars.color.accent` to `var(--accent-9)`), so light/dark and
// scaling come from <Theme> for free. The few values Radix has no variable for (the evergreen
// brand shade, illustration colours, layout widths) are defined once here, as --ps-* variables.
import { createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { MOBILE_BREAKPOINT_PX } from '@pedalswap/domain/shared';

const radix = createGlobalThemeContract(
  {
    space: {
      1: 'space-1',
      2: 'space-2',
      3: 'space-3',
      4: 'space-4',
      5: 'space-5',
      6: 'space-6',
      7: 'space-7',
      8: 'space-8',
      9: 'space-9',
    },
    radius: {
      1: 'radius-1',
      2: 'radius-2',
      3: 'radius-3',
      4: 'radius-4',
      5: 'radius-5',
      6: 'radius-6',
      full: 'radius-full',
    },
    fontSize: {
      1: 'font-size-1',
      2: 'font-size-2',
      3: 'font-size-3',
      4: 'font-size-4',
      5: 'font-size-5',
      6: 'font-size-6',
      7: 'font-size-7',
      8: 'font-size-8',
      9: 'font-size-9',
    },
    fontWeight: {
      regular: 'font-weight-regular',
      medium: 'font-weight-medium',
      bold: 'font-weight-bold',
    },
    shadow: { 2: 'shadow-2', 3: 'shadow-3', 4: 'shadow-4', 5: 'shadow-5' },
    color: {
      background: 'color-background',
      panel: 'color-panel-solid',
      overlay: 'color-overlay',
      accent: 'accent-9',
      accentHover: 'accent-10',
      accentText: 'accent-11',
      accentContrast: 'accent-contrast',
      accentSubtle: 'accent-3',
      accentSoft: 'accent-a3',
      accentBorder: 'accent-6',
      accentSurface: 'accent-2',
      text: 'gray-12',
      textMuted: 'gray-11',
      border: 'gray-a5',
      borderSubtle: 'gray-a4',
      surface: 'gray-2',
      surfaceRaised: 'gray-3',
      highlight: 'amber-9',
      highlightSoft: 'amber-a3',
      highlightText: 'amber-11',
      highlightContrast: 'amber-contrast',
      danger: 'red-9',
      dangerText: 'red-11',
      focus: 'focus-8',
    },
  },
  (value) => value ?? '',
);

/** Our own variables: the brand shade and sizes Radix has no token for. */
const brand = createGlobalThemeContract(
  {
    evergreen: 'ps-evergreen',
    evergreenHover: 'ps-evergreen-hover',
    sky: { top: 'ps-sky-top', bottom: 'ps-sky-bottom' },
    ridge: { far: 'ps-ridge-far', mid: 'ps-ridge-mid', near: 'ps-ridge-near' },
    snow: 'ps-snow',
    sun: 'ps-sun',
    layout: {
      maxWidth: 'ps-max-width',
      narrowWidth: 'ps-narrow-width',
      navHeight: 'ps-nav-height',
      heroMinHeight: 'ps-hero-min-height',
      heroArtHeight: 'ps-hero-art-height',
      logoSize: 'ps-logo-size',
      logoSizeLarge: 'ps-logo-size-large',
      hairline: 'ps-hairline',
      badgeSize: 'ps-badge-size',
      iconSize: 'ps-icon-size',
      meterHeight: 'ps-meter-height',
      sheetWidth: 'ps-sheet-width',
      round: 'ps-round',
    },
  },
  (value) => value ?? '',
);

// Radix's own jade-9 (#29a383) gives white text only 3:1, which fails WCAG AA on every solid
// button. A deeper evergreen keeps the PNW look and passes (5.2:1), in both appearances.
// Declared on every Theme element (not :root) so that var(--sky-3) and friends resolve inside
// the light or dark Theme that uses them.
createGlobalTheme('.radix-themes', brand, {
  evergreen: '#1f7a5c',
  evergreenHover: '#19664d',
  sky: { top: 'var(--sky-3)', bottom: 'var(--amber-2)' },
  ridge: { far: 'var(--slate-6)', mid: 'var(--jade-8)', near: 'var(--jade-10)' },
  snow: '#f3f6f5',
  sun: 'var(--amber-7)',
  layout: {
    maxWidth: '72rem',
    narrowWidth: '28rem',
    navHeight: '4rem',
    heroMinHeight: '26rem',
    heroArtHeight: '12rem',
    logoSize: '2.25rem',
    logoSizeLarge: '4rem',
    hairline: '1px',
    badgeSize: '1.25rem',
    iconSize: '1.25rem',
    meterHeight: '0.5rem',
    sheetWidth: '20rem',
    /** Pills and circles whatever the Theme's radius (Radix's --radius-full follows it). */
    round: '9999px',
  },
});

// `:root [data-accent-color=jade]` outranks Radix's `[data-accent-color=jade]`, including the
// Theme that Radix re-creates inside portals (dialogs, menus), so the whole app uses evergreen.
globalStyle(":root [data-accent-color='jade']", {
  vars: { '--accent-9': brand.evergreen, '--accent-10': brand.evergreenHover },
});

globalStyle('body', { margin: 0 });

export const vars = { ...radix, brand };

/** Media queries cannot read CSS variables, so the breakpoint lives here as a string. */
export const media = {
  mobile: `screen and (max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`,
  desktop: `screen and (min-width: ${MOBILE_BREAKPOINT_PX}px)`,
} as const;
