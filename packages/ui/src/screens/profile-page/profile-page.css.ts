import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.ts';

export const page = style({
  width: '100%',
  maxWidth: vars.brand.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingBlock: vars.space[6],
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
});

/** Hash anchors (#your-bikes ...) land below the sticky navigation bar. */
export const anchor = style({
  scrollMarginTop: `calc(${vars.brand.layout.navHeight} + ${vars.space[4]})`,
});

export const avatarWrap = style({ flexShrink: 0 });

export const fileInput = style({ display: 'none' });

export const bio = style({ whiteSpace: 'pre-line', maxWidth: '65ch' });

export const stat = style({
  padding: vars.space[3],
  borderRadius: vars.radius[3],
  background: vars.color.surface,
  border: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
});

export const balanceStat = style({
  padding: vars.space[4],
  borderRadius: vars.radius[3],
  background: vars.color.accentSurface,
  border: `${vars.brand.layout.hairline} solid ${vars.color.accentBorder}`,
});

export const row = style({
  paddingBlock: vars.space[3],
  selectors: {
    '& + &': { borderTop: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}` },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const bikeImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
});

export const bikePlaceholder = style([
  bikeImage,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted },
]);

export const placeholderIcon = style({ width: vars.space[7], height: vars.space[7] });

export const alert = style({
  borderInlineStart: `${vars.space[1]} solid ${vars.color.highlight}`,
  background: vars.color.highlightSoft,
});
