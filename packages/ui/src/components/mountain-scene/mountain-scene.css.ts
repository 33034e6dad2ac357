import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.ts';

export const svg = style({ display: 'block', width: '100%', height: '100%' });
export const skyTop = style({ stopColor: vars.brand.sky.top });
export const skyBottom = style({ stopColor: vars.brand.sky.bottom });
export const sun = style({ fill: vars.brand.sun });
export const far = style({ fill: vars.brand.ridge.far });
export const snow = style({ fill: vars.brand.snow });
export const mid = style({ fill: vars.brand.ridge.mid });
export const near = style({ fill: vars.brand.ridge.near });
export const trees = style({ fill: vars.brand.evergreen });
export const trail = style({ fill: 'none', stroke: vars.color.highlight, strokeDasharray: '6 8' });
