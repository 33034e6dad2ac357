import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/tokens.css.ts';

export const page = style({
  width: '100%',
  maxWidth: vars.brand.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space[6]} ${vars.space[4]}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  boxSizing: 'border-box',
  '@media': { [media.mobile]: { padding: `${vars.space[4]} ${vars.space[3]}` } },
});

// The table scrolls sideways inside its card on a narrow screen rather than the whole page.
export const card = style({ padding: 0, overflowX: 'auto' });

export const table = style({ minWidth: '720px' });
