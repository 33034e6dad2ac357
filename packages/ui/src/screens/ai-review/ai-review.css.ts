import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/tokens.css.ts';

/** Wide enough for the AI panel beside the preview and form. */
const wide = 'screen and (min-width: 1024px)';

/** The body of the flow's frame: the frame gives the page its width and padding. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  minWidth: 0,
});

/** Failures take focus after a refused save; the page scrolls to them, the ring is enough. */
export const focusTarget = style({ outline: 'none', scrollMarginTop: vars.space[4] });

/**
 * Phone: the preview and form, then the AI panel, then the save buttons last. Wide: the AI
 * panel in a column beside the preview and form, the buttons under them.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"main" "side" "actions"',
  gap: vars.space[5],
  alignItems: 'start',
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 1fr) 22rem',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"main side" "actions side"',
    },
  },
});

export const main = style({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  minWidth: 0,
});
export const side = style({
  gridArea: 'side',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  minWidth: 0,
});
export const actions = style({ gridArea: 'actions', minWidth: 0 });

/** The preview keeps the catalog card's width, so it reads as the card it will become. */
export const preview = style({ maxWidth: '26rem', width: '100%' });

export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const fullWidth = style({ gridColumn: '1 / -1' });

export const labelRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const required = style({ color: vars.color.dangerText, marginLeft: vars.space[1] });

/** A check's message with its icon, which keeps to the first line. */
export const checkLine = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[1],
});
export const checkIcon = style({ flexShrink: 0, marginTop: '0.2em' });

export const list = style({
  margin: 0,
  paddingLeft: vars.space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

/** The per-field confidence list: label left, badge right. */
export const confidenceRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

/** The raw answer: long lines scroll sideways, long answers downwards, inside the dialog. */
export const json = style({
  margin: 0,
  padding: vars.space[3],
  maxHeight: '60vh',
  overflow: 'auto',
  fontFamily: 'var(--code-font-family, ui-monospace, monospace)',
  fontSize: vars.fontSize[1],
  lineHeight: 1.5,
  background: vars.color.surface,
  border: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius[2],
  selectors: {
    '&:focus-visible': {
      outline: `calc(${vars.brand.layout.hairline} * 2) solid ${vars.color.focus}`,
    },
  },
});
