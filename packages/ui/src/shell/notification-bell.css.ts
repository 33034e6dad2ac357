import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.ts';

export const wrap = style({ position: 'relative', display: 'inline-flex' });

/**
 * A ghost icon button pulls its box in by its padding (negative margins), so the wrap is about
 * the size of the bell glyph: the badge sits up and out from its top-right corner, clear of it.
 */
export const badge = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space[3]})`,
  right: `calc(-1 * ${vars.space[3]})`,
  minWidth: vars.brand.layout.badgeSize,
  height: vars.brand.layout.badgeSize,
  padding: `0 ${vars.space[1]}`,
  borderRadius: vars.brand.layout.round,
  background: vars.color.highlight,
  color: vars.color.highlightContrast,
  fontSize: vars.fontSize[1],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.brand.layout.badgeSize,
  textAlign: 'center',
  pointerEvents: 'none',
  boxShadow: `0 0 0 2px ${vars.color.background}`,
});
