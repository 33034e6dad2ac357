import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme/tokens.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** One notification; the title's link stretches over the row, the action buttons sit above it. */
export const entry = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[3]}`,
  borderRadius: vars.radius[3],
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-within': { background: vars.color.surface },
    '&[data-unread]': { background: vars.color.accentSurface },
    '&[data-unread]:hover': { background: vars.color.accentSubtle },
    '&[data-unread]:focus-within': { background: vars.color.accentSubtle },
  },
});

/** The page's rows are roomier and divided by hairlines instead of floating. */
export const entryComfortable = style({
  padding: vars.space[4],
  '@media': { [media.mobile]: { padding: vars.space[3] } },
});

export const body = style({
  flexGrow: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

export const title = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize[2],
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.35,
  overflowWrap: 'anywhere',
  selectors: {
    // The whole row is the link's target.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius[3] },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '[data-unread] &': { fontWeight: vars.fontWeight.bold },
  },
});

export const message = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize[2],
  lineHeight: 1.45,
  margin: 0,
  overflowWrap: 'anywhere',
});

/** Two lines in the popover; the page shows the whole message. */
export const clamp = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const unreadDot = style({
  flexShrink: 0,
  width: vars.space[2],
  height: vars.space[2],
  borderRadius: vars.brand.layout.round,
  background: vars.color.accent,
});

export const actions = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  gap: vars.space[1],
  flexShrink: 0,
});

export const icon = style({ flexShrink: 0 });
