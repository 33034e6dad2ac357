import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.background,
  borderBottom: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
});

export const bar = style({
  maxWidth: vars.brand.layout.maxWidth,
  minHeight: vars.brand.layout.navHeight,
  margin: '0 auto',
  padding: `0 ${vars.space[4]}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[5],
});

export const brandLink = style({
  display: 'inline-flex',
  textDecoration: 'none',
  color: 'inherit',
  borderRadius: vars.radius[2],
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const spacer = style({ flexGrow: 1 });

export const navLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize[2],
  padding: `${vars.space[2]} ${vars.space[1]}`,
  borderBottom: `2px solid transparent`,
  ':hover': { color: vars.color.text },
  ':focus-visible': {
    outline: `2px solid ${vars.color.focus}`,
    outlineOffset: '2px',
    borderRadius: vars.radius[1],
  },
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.accentText,
      borderBottomColor: vars.color.accent,
    },
  },
});
