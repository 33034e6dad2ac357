import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.ts';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  width: '100%',
});
export const message = style({ flexGrow: 1 });
