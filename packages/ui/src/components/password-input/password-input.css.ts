import { style } from '@vanilla-extract/css';

export const toggle = style({ cursor: 'pointer' });
