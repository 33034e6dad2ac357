import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/tokens.css.ts';

const focusRing = {
  outline: `calc(${vars.brand.layout.hairline} * 2) solid ${vars.color.focus}`,
  outlineOffset: `calc(${vars.brand.layout.hairline} * 2)`,
};

export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

/** Spec 2 §9: 16:9, like the catalog's cards. */
export const main = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius[4],
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
});

export const mainButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'block',
  width: '100%',
  height: '100%',
  borderRadius: 'inherit',
  cursor: 'zoom-in',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(${vars.brand.layout.hairline} * -3)` },
  },
});

export const mainImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const zoomHint = style({
  position: 'absolute',
  right: vars.space[3],
  bottom: vars.space[3],
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.brand.layout.round,
  background: vars.color.panel,
  color: vars.color.text,
  fontSize: vars.fontSize[1],
  fontWeight: vars.fontWeight.medium,
  boxShadow: vars.shadow[2],
  pointerEvents: 'none',
});

export const empty = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  color: vars.color.textMuted,
  background: `linear-gradient(180deg, ${vars.brand.sky.top}, ${vars.brand.sky.bottom})`,
});

/** Up to 9 thumbnails: five to a row on wide screens, a scrolling strip on a phone. */
export const thumbnails = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space[2],
  '@media': {
    [media.mobile]: {
      display: 'flex',
      overflowX: 'auto',
      paddingBottom: vars.space[1],
      scrollSnapType: 'x mandatory',
    },
  },
});

export const thumbnail = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius[3],
  overflow: 'hidden',
  cursor: 'zoom-in',
  background: vars.color.surfaceRaised,
  boxShadow: `inset 0 0 0 ${vars.brand.layout.hairline} ${vars.color.borderSubtle}`,
  transition: 'transform 120ms ease',
  selectors: {
    '&:hover': { transform: 'translateY(-1px)' },
    '&:focus-visible': focusRing,
  },
  '@media': { [media.mobile]: { width: '6.5rem', scrollSnapAlign: 'start' } },
});

export const thumbnailImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const dialog = style({ padding: vars.space[4] });

export const dialogTitle = style({ minWidth: 0 });

export const stage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 'min(70vh, 40rem)',
  borderRadius: vars.radius[3],
  background: vars.color.surface,
  overflow: 'hidden',
  '@media': { [media.mobile]: { height: 'min(55vh, 22rem)' } },
});

export const fullImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const stageArrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  selectors: {
    '&&': { background: vars.color.panel, color: vars.color.text, boxShadow: vars.shadow[3] },
    '&&:hover': { background: vars.color.surface },
  },
});
export const stagePrevious = style({ left: vars.space[3] });
export const stageNext = style({ right: vars.space[3] });

export const dialogStrip = style({
  // Contributes no width of its own, so many thumbnails scroll instead of widening the dialog.
  width: 0,
  minWidth: '100%',
  display: 'flex',
  gap: vars.space[2],
  marginTop: vars.space[3],
  overflowX: 'auto',
  justifyContent: 'center',
  '@media': { [media.mobile]: { justifyContent: 'flex-start' } },
});

export const stripThumb = style({
  all: 'unset',
  flexShrink: 0,
  width: '4.5rem',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius[2],
  overflow: 'hidden',
  cursor: 'pointer',
  opacity: 0.6,
  selectors: {
    '&[data-active="true"]': {
      opacity: 1,
      outline: `calc(${vars.brand.layout.hairline} * 2) solid ${vars.color.accent}`,
      outlineOffset: `calc(${vars.brand.layout.hairline} * -2)`,
    },
  },
});
