import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/tokens.css.ts';

/** A reading column: the help and contact pages are text, not a dashboard. */
export const page = style({
  width: '100%',
  maxWidth: '820px',
  margin: '0 auto',
  padding: `${vars.space[7]} ${vars.space[4]}`,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  '@media': { [media.mobile]: { padding: `${vars.space[5]} ${vars.space[3]}` } },
});

export const answers = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
