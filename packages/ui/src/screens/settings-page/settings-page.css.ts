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

/** The tab strip scrolls sideways on a phone instead of squeezing its labels. */
export const tabList = style({ overflowX: 'auto', overflowY: 'hidden' });

export const tabPanel = style({
  paddingTop: vars.space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  // Radix keeps inactive panels in the page with `hidden`; `display: flex` overrode it, so each
  // earlier tab left an empty padded box above the cards (issue 10 #8).
  selectors: { '&[hidden]': { display: 'none' } },
});

export const switchRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[4],
  padding: `${vars.space[3]} 0`,
  borderTop: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
  selectors: { '&:first-of-type': { borderTop: 'none' } },
});

export const switchText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const dangerCard = style({
  boxShadow: `inset 0 0 0 ${vars.brand.layout.hairline} ${vars.color.danger}`,
});

export const deviceIcon = style({
  flexShrink: 0,
  width: vars.space[7],
  height: vars.space[7],
  borderRadius: vars.radius[3],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
});

export const deviceRow = style({
  display: 'flex',
  gap: vars.space[3],
  alignItems: 'flex-start',
  padding: `${vars.space[4]} 0`,
  borderTop: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
  selectors: { '&:first-of-type': { borderTop: 'none', paddingTop: 0 } },
});

export const deviceBody = style({ flexGrow: 1, minWidth: 0 });

export const hoursGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space[3],
});
