import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.ts';

/** Wide enough for two-line messages, never wider than a phone minus a margin each side. */
export const content = style({
  width: `min(26rem, calc(100vw - 2 * ${vars.space[3]}))`,
  padding: 0,
  overflow: 'hidden',
});

export const panel = style({ display: 'flex', flexDirection: 'column' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  padding: `${vars.space[3]} ${vars.space[3]} ${vars.space[2]} ${vars.space[4]}`,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space[2],
  paddingInline: vars.space[3],
  borderBottom: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
});

export const tabList = style({ boxShadow: 'none' });

/** The list scrolls inside the popover; header and footer stay put. */
export const scroll = style({ maxHeight: `min(26rem, 60vh)`, overflowY: 'auto' });

export const listPad = style({
  padding: vars.space[2],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const state = style({ padding: vars.space[4] });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space[2],
  padding: `${vars.space[6]} ${vars.space[4]}`,
});

export const emptyIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space[8],
  height: vars.space[8],
  borderRadius: vars.brand.layout.round,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  marginBottom: vars.space[1],
});

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space[2],
  borderTop: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
});

export const skeletonRow = style({
  display: 'flex',
  gap: vars.space[3],
  padding: vars.space[3],
});
