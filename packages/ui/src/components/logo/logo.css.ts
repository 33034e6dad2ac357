import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/tokens.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.text,
  textDecoration: 'none',
  lineHeight: 1,
});

export const mark = recipe({
  base: { flexShrink: 0, display: 'block' },
  variants: {
    size: {
      medium: { width: vars.brand.layout.logoSize, height: vars.brand.layout.logoSize },
      large: { width: vars.brand.layout.logoSizeLarge, height: vars.brand.layout.logoSizeLarge },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const tire = style({ fill: 'none', stroke: vars.color.accent });
export const rim = style({ fill: 'none', stroke: vars.color.accentBorder });
export const spoke = style({ stroke: vars.color.accentBorder });
export const tree = style({ fill: vars.color.accentText });
export const trunk = style({ fill: vars.color.highlight });

export const wordmark = recipe({
  base: { fontWeight: vars.fontWeight.bold, letterSpacing: '-0.02em' },
  variants: {
    size: {
      medium: { fontSize: vars.fontSize[5] },
      large: { fontSize: vars.fontSize[8] },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const swap = style({ color: vars.color.accentText });
