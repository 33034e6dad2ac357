import { style } from '@vanilla-extract/css';

/** spec 3 §2.11: the results area is 600 px high. */
export const resultsArea = style({ height: 600 });

export const json = style({
  margin: 0,
  maxHeight: 240,
  overflow: 'auto',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** The file input stays in the page for forms and tests, visually replaced by its button. */
export const hiddenInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
});
