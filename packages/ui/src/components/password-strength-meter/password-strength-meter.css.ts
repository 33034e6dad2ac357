import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/tokens.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  gap: vars.space[1],
});

export const segment = recipe({
  base: {
    height: vars.brand.layout.meterHeight,
    borderRadius: vars.brand.layout.round,
    background: vars.color.surfaceRaised,
  },
  variants: {
    level: {
      Weak: {},
      Medium: {},
      Strong: {},
    },
    filled: { true: {}, false: {} },
  },
  compoundVariants: [
    { variants: { level: 'Weak', filled: true }, style: { background: vars.color.danger } },
    { variants: { level: 'Medium', filled: true }, style: { background: vars.color.highlight } },
    { variants: { level: 'Strong', filled: true }, style: { background: vars.color.accent } },
  ],
});

export const criteria = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space[1],
});

export const criterion = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });
