import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.ts';

/** Spec 2 §9: the carousel crops to 16:9. */
export const root = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  touchAction: 'pan-y',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      boxShadow: `inset 0 0 0 ${vars.space[1]} ${vars.color.focus}`,
    },
  },
});

export const slide = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  transition: 'opacity 240ms ease',
  selectors: {
    '&[data-active="true"]': { opacity: 1 },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** The image is a button only where a click opens something (the item page's dialog). */
export const zoom = style({
  all: 'unset',
  display: 'block',
  width: '100%',
  height: '100%',
  cursor: 'zoom-in',
  selectors: {
    '&:focus-visible': { boxShadow: `inset 0 0 0 ${vars.space[1]} ${vars.color.focus}` },
  },
});

const arrowBase = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 1,
});

export const arrow = style([
  arrowBase,
  {
    selectors: {
      // A solid round button that reads on any photo, in both appearances.
      '&&': {
        background: vars.color.panel,
        color: vars.color.text,
        boxShadow: vars.shadow[3],
      },
      '&&:hover': { background: vars.color.surface },
    },
  },
]);
export const previous = style({ left: vars.space[2] });
export const next = style({ right: vars.space[2] });

export const dots = style({
  position: 'absolute',
  left: '50%',
  bottom: vars.space[2],
  transform: 'translateX(-50%)',
  display: 'flex',
  gap: vars.space[1],
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.brand.layout.round,
  background: vars.color.overlay,
  zIndex: 1,
});

export const dot = style({
  width: vars.space[2],
  height: vars.space[2],
  borderRadius: vars.brand.layout.round,
  background: vars.brand.snow,
  opacity: 0.6,
  transition: 'width 200ms ease',
  selectors: {
    '&[data-active="true"]': { width: vars.space[4], opacity: 1 },
  },
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

export const emptyArt = style({
  width: '40%',
  maxWidth: '10rem',
  color: vars.brand.ridge.near,
});
