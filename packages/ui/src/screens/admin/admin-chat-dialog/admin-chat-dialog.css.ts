import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/tokens.css.ts';

/** The messages scroll inside the dialog, so the composer stays in view. */
export const log = style({
  maxHeight: '24rem',
  minHeight: '10rem',
  overflowY: 'auto',
  padding: vars.space[2],
  border: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius[3],
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});
