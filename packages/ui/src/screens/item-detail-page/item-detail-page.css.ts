import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/tokens.css.ts';

export const page = style({
  width: '100%',
  maxWidth: vars.brand.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space[5]} ${vars.space[4]} ${vars.space[8]}`,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  '@media': { [media.mobile]: { padding: `${vars.space[3]} ${vars.space[3]} ${vars.space[7]}` } },
});

/**
 * Wide: photos and the text on the left, the summary card on the right beside both. Phone: one
 * column in reading order (photos, summary, description, details).
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
  gridTemplateAreas: '"gallery side" "info side"',
  gridTemplateRows: 'auto 1fr',
  columnGap: vars.space[6],
  rowGap: vars.space[5],
  alignItems: 'start',
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"gallery" "side" "info"',
      gridTemplateRows: 'auto',
    },
  },
});

export const galleryArea = style({ gridArea: 'gallery', minWidth: 0 });

export const infoArea = style({
  gridArea: 'info',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
});

export const sideArea = style({
  gridArea: 'side',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  position: 'sticky',
  top: vars.space[4],
  '@media': { [media.mobile]: { position: 'static' } },
});

/** The loading layout: the same two columns without areas. */
export const mainColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
});
export const sideColumn = style({ minWidth: 0 });

export const summary = style({ boxShadow: vars.shadow[2] });

export const section = style({
  paddingTop: vars.space[4],
  borderTop: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
});

/** Details and Specifications side by side where there is room. */
export const factColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  columnGap: vars.space[6],
  rowGap: vars.space[5],
});

export const description = style({ whiteSpace: 'pre-line', lineHeight: 1.65 });

export const inline = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] });

export const badges = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

export const grow = style({ flexGrow: 1 });
export const fullWidth = style({ width: '100%' });

export const signIn = style({
  background: `linear-gradient(160deg, ${vars.color.accentSurface}, ${vars.color.panel})`,
});

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space[3],
  margin: `${vars.space[8]} auto`,
  maxWidth: vars.brand.layout.narrowWidth,
});

export const problemIcon = style({
  width: vars.space[9],
  height: vars.space[9],
  borderRadius: vars.brand.layout.round,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});
export const problemIconError = style({
  background: vars.color.highlightSoft,
  color: vars.color.dangerText,
});

export const problemText = style({ marginBottom: vars.space[2] });

/**
 * The loading page is at least a screen tall, so the footer does not show under the skeleton and
 * jump away when the item arrives (a layout shift on a phone, issue 11 item 2).
 */
export const loadingPage = style({ minHeight: '100vh' });

export const skeletonPhoto = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius[4],
});

export const skeletonThumb = style({
  display: 'block',
  flex: '1 1 0',
  height: 'auto',
  aspectRatio: '16 / 9',
});
