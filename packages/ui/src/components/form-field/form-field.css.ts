import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });
export const label = style({ fontWeight: vars.fontWeight.medium });
