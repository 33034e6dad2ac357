import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/tokens.css.ts';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  minHeight: vars.brand.layout.heroMinHeight,
  display: 'flex',
  flexDirection: 'column',
  background: `linear-gradient(180deg, ${vars.brand.sky.top}, ${vars.brand.sky.bottom})`,
});

export const heroText = style({
  position: 'relative',
  zIndex: 1,
  maxWidth: vars.brand.layout.maxWidth,
  width: '100%',
  // The padding counts inside the 100 %: without it the hero was wider than a phone (issue 10 #7).
  boxSizing: 'border-box',
  margin: '0 auto',
  padding: `${vars.space[9]} ${vars.space[4]} ${vars.space[4]}`,
  '@media': { [media.mobile]: { paddingTop: vars.space[7] } },
});

export const lede = style({ maxWidth: '36rem' });

export const art = style({ height: vars.brand.layout.heroArtHeight, marginTop: 'auto' });

export const section = style({
  maxWidth: vars.brand.layout.maxWidth,
  width: '100%',
  margin: '0 auto',
  padding: `${vars.space[8]} ${vars.space[4]}`,
  boxSizing: 'border-box',
});

export const icon = style({
  width: vars.space[7],
  height: vars.space[7],
  borderRadius: vars.brand.layout.round,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const banner = style({
  borderRadius: vars.radius[5],
  padding: `${vars.space[7]} ${vars.space[6]}`,
  background: vars.brand.evergreen,
  color: vars.color.accentContrast,
  textAlign: 'center',
  '@media': { [media.mobile]: { padding: `${vars.space[6]} ${vars.space[4]}` } },
});

export const bannerText = style({ color: 'inherit', opacity: 0.92 });

/** An outline button that reads on the evergreen banner in both appearances. */
export const onBrand = style({
  color: vars.color.accentContrast,
  boxShadow: `inset 0 0 0 ${vars.brand.layout.hairline} ${vars.color.accentContrast}`,
  ':hover': { background: vars.color.overlay },
});
