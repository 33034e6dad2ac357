import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/tokens.css.ts';

export const page = style({
  width: '100%',
  maxWidth: vars.brand.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space[6]} ${vars.space[4]} ${vars.space[8]}`,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  '@media': { [media.mobile]: { padding: `${vars.space[4]} ${vars.space[3]} ${vars.space[7]}` } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});

export const searchForm = style({ display: 'flex', gap: vars.space[2], flex: '1 1 18rem' });
export const searchField = style({ flexGrow: 1, minWidth: 0 });

export const panel = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius[4],
  background: vars.color.surface,
  boxShadow: `inset 0 0 0 ${vars.brand.layout.hairline} ${vars.color.borderSubtle}`,
  '@media': { [media.mobile]: { padding: vars.space[3] } },
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  flex: '1 1 10rem',
  minWidth: 0,
});

/** The three Time Period buttons keep their width; the other fields share the rest. */
export const periodField = style({ flex: '0 0 auto' });
export const selectTrigger = style({ width: '100%' });

export const cardImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surface,
});

export const cardPlaceholder = style([
  cardImage,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'var(--gray-9)' },
]);

export const clamp = style({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[8]} ${vars.space[4]}`,
  textAlign: 'center',
});

export const calendar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  borderRadius: vars.radius[3],
  overflow: 'hidden',
  boxShadow: `inset 0 0 0 ${vars.brand.layout.hairline} ${vars.color.borderSubtle}`,
});

export const weekday = style({
  padding: vars.space[2],
  textAlign: 'center',
  background: 'var(--gray-a2)',
});

export const day = style({
  minHeight: '6.5rem',
  padding: vars.space[1],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  boxShadow: `inset 0 0 0 0.5px ${vars.color.borderSubtle}`,
  minWidth: 0,
  '@media': { [media.mobile]: { minHeight: '4.5rem', padding: '2px' } },
});

export const outsideDay = style({ background: 'var(--gray-a2)' });
export const today = style({ background: 'var(--accent-a3)' });

export const dayNumber = style({
  alignSelf: 'flex-end',
  minWidth: '1.6rem',
  height: '1.6rem',
  lineHeight: '1.6rem',
  textAlign: 'center',
  borderRadius: '999px',
});

export const todayNumber = style({
  background: 'var(--accent-9)',
  color: 'var(--accent-contrast)',
});

export const chip = style({
  display: 'block',
  padding: '1px 4px',
  borderRadius: vars.radius[1],
  fontSize: vars.fontSize[1],
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  textDecoration: 'none',
});

export const chipLink = style({
  display: 'block',
  borderRadius: vars.radius[1],
  minWidth: 0,
  textDecoration: 'none',
});

globalStyle(`${chipLink}:focus-visible`, {
  outline: '2px solid var(--focus-8)',
  outlineOffset: '1px',
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
});
export const swatch = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: '3px',
  marginRight: vars.space[1],
  verticalAlign: 'middle',
});
