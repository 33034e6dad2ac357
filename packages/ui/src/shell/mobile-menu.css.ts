import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.ts';

/** A sheet pinned to the right edge, full height, instead of Radix's centred dialog. */
export const sheet = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: `min(${vars.brand.layout.sheetWidth}, 100vw)`,
  maxWidth: '100vw',
  maxHeight: '100vh',
  borderRadius: 0,
  overflowY: 'auto',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'block',
  padding: `${vars.space[3]} ${vars.space[2]}`,
  borderRadius: vars.radius[2],
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize[3],
  fontWeight: vars.fontWeight.medium,
  ':hover': { background: vars.color.surfaceRaised },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}` },
  selectors: {
    // Text stays at full contrast; the accent marks the current page with a bar and a tint.
    '&[aria-current="page"]': {
      background: vars.color.accentSoft,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
  },
});

export const logout = style({ justifyContent: 'flex-start' });
