import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.ts';

export const page = style({
  flexGrow: 1,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `${vars.space[8]} ${vars.space[4]}`,
  background: `linear-gradient(180deg, ${vars.color.accentSurface}, ${vars.color.background} 60%)`,
});

export const card = style({ width: '100%', maxWidth: vars.brand.layout.narrowWidth });
export const wide = style({ maxWidth: vars.brand.layout.maxWidth });
