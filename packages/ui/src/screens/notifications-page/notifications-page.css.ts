import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/tokens.css.ts';

export const page = style({
  width: '100%',
  maxWidth: '860px',
  margin: '0 auto',
  padding: `${vars.space[6]} ${vars.space[4]}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  boxSizing: 'border-box',
  '@media': { [media.mobile]: { padding: `${vars.space[4]} ${vars.space[3]}` } },
});

export const head = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space[4],
  flexWrap: 'wrap',
});

export const card = style({ padding: 0, overflow: 'hidden' });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `0 ${vars.space[4]}`,
  borderBottom: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
  '@media': {
    [media.mobile]: {
      flexDirection: 'column',
      alignItems: 'stretch',
      padding: `0 ${vars.space[3]} ${vars.space[3]}`,
    },
  },
});

export const tabList = style({ boxShadow: 'none' });

export const filter = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  paddingBlock: vars.space[2],
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space[2],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const state = style({ padding: vars.space[4] });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderTop: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
});
