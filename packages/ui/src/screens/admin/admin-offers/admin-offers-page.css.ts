import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/tokens.css.ts';

export const page = style({
  width: '100%',
  maxWidth: '960px',
  margin: '0 auto',
  padding: `${vars.space[6]} ${vars.space[4]}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  boxSizing: 'border-box',
  '@media': { [media.mobile]: { padding: `${vars.space[4]} ${vars.space[3]}` } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const search = style({ display: 'flex', gap: vars.space[2], maxWidth: '560px' });

export const searchField = style({ flexGrow: 1 });

export const quote = style({ fontStyle: 'italic', overflowWrap: 'anywhere' });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  paddingTop: vars.space[4],
});
