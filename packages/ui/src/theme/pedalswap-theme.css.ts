import { style } from '@vanilla-extract/css';
import { vars } from './tokens.css.ts';

export const root = style({
  color: vars.color.text,
  background: vars.color.background,
});

/** Radix makes the root Theme fill the viewport; a component shown alone does not need to. */
export const compact = style({ minHeight: 'auto' });
