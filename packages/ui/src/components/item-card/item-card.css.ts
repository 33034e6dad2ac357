import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  transition: 'box-shadow 160ms ease, transform 160ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow[3] },
    '&:focus-within': { boxShadow: vars.shadow[3] },
  },
});

export const media = style({ position: 'relative' });

/** The type badge sits on the photo: a solid panel chip so it reads on any picture. */
export const typeTag = style({
  position: 'absolute',
  top: vars.space[2],
  left: vars.space[2],
  zIndex: 2,
  display: 'inline-flex',
  borderRadius: vars.radius[2],
  background: vars.color.panel,
  boxShadow: vars.shadow[2],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  flexGrow: 1,
  paddingTop: vars.space[3],
});

export const title = style({ minWidth: 0 });

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible': {
      outline: `calc(${vars.brand.layout.hairline} * 2) solid ${vars.color.focus}`,
      outlineOffset: `calc(${vars.brand.layout.hairline} * 2)`,
      borderRadius: vars.radius[1],
    },
  },
});

export const meta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
});

export const description = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const footer = style({
  marginTop: 'auto',
  paddingTop: vars.space[3],
  borderTop: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const price = style({ lineHeight: 1.1 });

/**
 * Radix's Skeleton colours itself only through its pulse animation; screenshots (and anything
 * else that stops animations) would show nothing. A resting colour underneath keeps the shape.
 */
export const skeleton = style({ backgroundColor: vars.color.borderSubtle });

export const skeletonMedia = style([
  skeleton,
  { width: '100%', height: 'auto', aspectRatio: '16 / 9', display: 'block' },
]);
