import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.ts';

export const trigger = style({ gap: vars.space[2] });
export const who = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  display: 'flex',
  flexDirection: 'column',
});
