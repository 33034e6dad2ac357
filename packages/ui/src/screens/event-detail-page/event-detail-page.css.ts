import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/tokens.css.ts';

export const page = style({
  width: '100%',
  maxWidth: vars.brand.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space[5]} ${vars.space[4]} ${vars.space[8]}`,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  '@media': { [media.mobile]: { padding: `${vars.space[4]} ${vars.space[3]} ${vars.space[7]}` } },
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)',
  gap: vars.space[5],
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const primaryButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'zoom-in',
  borderRadius: vars.radius[3],
  overflow: 'hidden',
});

export const primaryImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
});

export const thumbs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 1fr))',
  gap: vars.space[2],
  marginTop: vars.space[2],
});

export const thumbButton = style([primaryButton, { borderRadius: vars.radius[2] }]);
export const thumbImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
});

export const lightboxImage = style({
  display: 'block',
  width: '100%',
  maxHeight: '75vh',
  objectFit: 'contain',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space[4],
  rowGap: vars.space[2],
  margin: 0,
});

export const description = style({ whiteSpace: 'pre-line' });
