import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.ts';

export const grow = style({ flex: '1 1 auto' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius[3],
  border: `1px solid ${vars.color.border}`,
});

export const quote = style({ fontStyle: 'italic', overflowWrap: 'anywhere' });
