import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.ts';

export const toast = style({
  fontFamily: 'inherit',
  background: vars.color.panel,
  color: vars.color.text,
  border: `${vars.brand.layout.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius[4],
  boxShadow: vars.shadow[4],
  padding: vars.space[4],
  gap: vars.space[3],
});

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize[2] });
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize[2] });

/** The destructive variant of spec 1 §8 ("a destructive toast titled Error"). */
export const error = style({ borderColor: vars.color.danger });
export const success = style({});
globalStyle(`${error} [data-icon]`, { color: vars.color.dangerText });
globalStyle(`${success} [data-icon]`, { color: vars.color.accentText });
