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

/** The failures take focus after a refused save, by script: the red alert is its own highlight,
 * so no focus ring is drawn round it. */
export const focusTarget = style({ outline: 'none', scrollMarginTop: vars.space[4] });

/**
 * Phone: the preview, the form under it (the toggle is just above), the AI panel, the save
 * buttons last. Wide: the AI panel beside the preview (the catalog card's width), the form and
 * the buttons across the page under both. Without the form its row is left out, so no gap
 * stands in for it.
 */
const grid = (withForm: boolean) =>
  style({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: withForm
      ? '"preview" "form" "side" "actions"'
      : '"preview" "side" "actions"',
    gap: vars.space[5],
    alignItems: 'start',
    '@media': {
      [wide]: {
        gridTemplateColumns: 'minmax(0, 26rem) minmax(0, 1fr)',
        gridTemplateAreas: withForm
          ? '"preview side" "form form" "actions actions"'
          : '"preview side" "actions actions"',
      },
    },
  });
export const layout = { editing: grid(true), viewing: grid(false) };

export const previewArea = style({ gridArea: 'preview', minWidth: 0 });
export const formArea = style({ gridArea: 'form', minWidth: 0 });
export const side = style({
  gridArea: 'side',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  minWidth: 0,
});
export const actions = style({ gridArea: 'actions', minWidth: 0 });

/** The heading and the two buttons above the preview, across the page. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

/** Lists that take as many columns as the panel has room for (confidences, suggestions). */
const columns = (min: string) =>
  style({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}, 100%), 1fr))`,
    gap: `${vars.space[2]} ${vars.space[5]}`,
  });
export const confidenceColumns = columns('13rem');
export const suggestionColumns = columns('18rem');

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
