import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/tokens.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column' });

/** A short sky-to-ridge band: the home page's Cascades, cropped to a strip. */
export const hero = style({
  position: 'relative',
  background: `linear-gradient(180deg, ${vars.brand.sky.top}, ${vars.brand.sky.bottom})`,
  overflow: 'hidden',
});

export const heroInner = style({
  position: 'relative',
  zIndex: 1,
  maxWidth: vars.brand.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space[7]} ${vars.space[4]} ${vars.space[5]}`,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  '@media': { [media.mobile]: { padding: `${vars.space[5]} ${vars.space[3]} ${vars.space[4]}` } },
});

export const heroArt = style({
  height: vars.space[9],
  '@media': { [media.mobile]: { height: vars.space[7] } },
});

export const searchForm = style({
  display: 'flex',
  gap: vars.space[2],
  maxWidth: '44rem',
  marginTop: vars.space[2],
});

export const searchField = style({ flexGrow: 1, minWidth: 0 });

export const content = style({
  width: '100%',
  maxWidth: vars.brand.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space[5]} ${vars.space[4]} ${vars.space[8]}`,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  '@media': { [media.mobile]: { padding: `${vars.space[4]} ${vars.space[3]} ${vars.space[7]}` } },
});

export const filterBar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius[4],
  background: vars.color.surface,
  boxShadow: `inset 0 0 0 ${vars.brand.layout.hairline} ${vars.color.borderSubtle}`,
  '@media': { [media.mobile]: { padding: vars.space[3] } },
});

export const filterTop = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
});

export const typeControl = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const typeSelect = style({
  display: 'none',
  '@media': { [media.mobile]: { display: 'block', flexGrow: 1, minWidth: 0 } },
});

export const filtersToggle = style({
  display: 'none',
  '@media': { [media.mobile]: { display: 'inline-flex' } },
});

export const filterGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) minmax(0, 1.4fr) auto',
  alignItems: 'end',
  gap: vars.space[3],
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      selectors: { '&[data-open="false"]': { display: 'none' } },
    },
  },
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
});

export const selectTrigger = style({ width: '100%' });

export const priceGroup = style([
  field,
  { '@media': { [media.mobile]: { gridColumn: '1 / -1' } } },
]);

export const priceInputs = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space[2],
});

export const clearCell = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.space[6],
  paddingInline: vars.space[2],
  '@media': { [media.mobile]: { gridColumn: '1 / -1', justifyContent: 'flex-end' } },
});

export const resultsBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  flexWrap: 'wrap',
  minHeight: vars.space[6],
});

/** On a phone the menu's own text says enough; the label stays for screen readers. */
export const sortLabel = style({
  '@media': {
    [media.mobile]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const sortField = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
});

export const results = style({ display: 'flex', flexDirection: 'column' });

export const refreshing = style({ opacity: 0.55, transition: 'opacity 160ms ease' });

export const error = style({ alignItems: 'flex-start' });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space[3],
  padding: `${vars.space[8]} ${vars.space[4]}`,
  borderRadius: vars.radius[4],
  border: `${vars.brand.layout.hairline} dashed ${vars.color.border}`,
});

export const emptyIcon = style({
  width: vars.space[8],
  height: vars.space[8],
  borderRadius: vars.brand.layout.round,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
});

export const pageNumbers = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const pageButton = style({ fontVariantNumeric: 'tabular-nums' });

export const pageGap = style({ paddingInline: vars.space[1] });

export const pageSummary = style({
  display: 'none',
  '@media': { [media.mobile]: { display: 'inline' } },
});
