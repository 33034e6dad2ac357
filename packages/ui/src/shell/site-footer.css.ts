import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.ts';

export const footer = style({
  marginTop: 'auto',
  borderTop: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
});

export const inner = style({
  maxWidth: vars.brand.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space[6]} ${vars.space[4]}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[4],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.fontSize[2],
  ':hover': { color: vars.color.accentText, textDecoration: 'underline' },
});
