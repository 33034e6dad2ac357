import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/tokens.css.ts';

// The sidebar beside the page on a desktop; above it, as a wrapping row of links, on a phone.
export const layout = style({
  width: '100%',
  maxWidth: vars.brand.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space[5]} ${vars.space[4]}`,
  display: 'grid',
  gridTemplateColumns: `calc(${vars.brand.layout.sheetWidth} * 0.7) minmax(0, 1fr)`,
  gap: vars.space[5],
  boxSizing: 'border-box',
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      padding: `${vars.space[3]} ${vars.space[3]}`,
      gap: vars.space[3],
    },
  },
});

export const sidebar = style({
  alignSelf: 'start',
  borderRight: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
  paddingRight: vars.space[3],
  '@media': {
    [media.mobile]: {
      borderRight: 'none',
      borderBottom: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
      paddingRight: 0,
      paddingBottom: vars.space[2],
    },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  '@media': { [media.mobile]: { flexDirection: 'row', flexWrap: 'wrap' } },
});

export const link = style({
  display: 'block',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius[2],
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize[2],
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-current="page"]': {
      background: vars.color.accentSoft,
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const content = style({ minWidth: 0 });
