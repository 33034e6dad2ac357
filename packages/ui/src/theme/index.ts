export { PedalSwapTheme, APPEARANCES } from './pedalswap-theme.tsx';
export type { Appearance, PedalSwapThemeProps } from './pedalswap-theme.tsx';
export { vars, media } from './tokens.css.ts';
