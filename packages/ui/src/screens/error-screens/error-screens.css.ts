import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.ts';

/** The big "404", in the brand colour with an amber underline like a trail marker. */
export const code = style({
  fontSize: vars.fontSize[9],
  color: vars.color.accentText,
  letterSpacing: '-0.04em',
  borderBottom: `${vars.space[1]} solid ${vars.color.highlight}`,
});
