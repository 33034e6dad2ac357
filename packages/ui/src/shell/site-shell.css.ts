import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.ts';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
export const main = style({ flexGrow: 1, display: 'flex', flexDirection: 'column' });

/** Visible only when focused: the first Tab stop jumps over the navigation. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space[3],
  top: `calc(-1 * ${vars.brand.layout.navHeight})`,
  zIndex: 2,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius[2],
  background: vars.color.accent,
  color: vars.color.accentContrast,
  selectors: { '&:focus': { top: vars.space[3] } },
});
