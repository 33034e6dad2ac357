import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/tokens.css.ts';

export const page = style({
  width: '100%',
  maxWidth: vars.brand.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingBlock: vars.space[6],
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
});

/** Hash anchors (#your-bikes ...) land below the sticky navigation bar. */
export const anchor = style({
  scrollMarginTop: `calc(${vars.brand.layout.navHeight} + ${vars.space[4]})`,
});

/** Side by side (Your Events, Following Events) the cards match heights. */
export const sectionCard = style({ height: '100%', boxSizing: 'border-box' });

export const avatarWrap = style({ flexShrink: 0 });

export const fileInput = style({ display: 'none' });

export const bio = style({ whiteSpace: 'pre-line', maxWidth: '65ch' });

export const stat = style({
  padding: vars.space[3],
  borderRadius: vars.radius[3],
  background: vars.color.surface,
  border: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
});

export const balanceStat = style({
  padding: vars.space[4],
  borderRadius: vars.radius[3],
  background: vars.color.accentSurface,
  border: `${vars.brand.layout.hairline} solid ${vars.color.accentBorder}`,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const bikeImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
});

export const bikePlaceholder = style([
  bikeImage,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted },
]);

export const placeholderIcon = style({ width: vars.space[7], height: vars.space[7] });

export const alert = style({
  borderInlineStart: `${vars.space[1]} solid ${vars.color.highlight}`,
  background: vars.color.highlightSoft,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space[1],
  padding: `${vars.space[5]} ${vars.space[4]}`,
  borderRadius: vars.radius[3],
  border: `${vars.brand.layout.hairline} dashed ${vars.color.border}`,
  background: vars.color.surface,
});

export const emptyIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space[7],
  height: vars.space[7],
  borderRadius: vars.brand.layout.round,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  marginBottom: vars.space[2],
});

/** Balance figures: the current balance wide, the summary beside it. */
export const statGrid = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const statWide = style({
  gridColumn: '1 / -1',
});

export const txRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  selectors: {
    '& + &': { borderTop: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}` },
  },
  '@media': { [media.mobile]: { flexWrap: 'wrap' } },
});

/** Basis 0, so on a phone the text stays beside the icon and only the amount wraps below. */
export const txBody = style({ flex: '1 1 0', minWidth: 0 });

export const txEnd = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space[1],
  flexShrink: 0,
  '@media': {
    [media.mobile]: {
      flexDirection: 'row',
      alignItems: 'center',
      width: '100%',
      justifyContent: 'space-between',
    },
  },
});

export const amountEarned = style({ color: vars.color.accentText });
export const amountSpent = style({ color: vars.color.dangerText });

export const dialogScroll = style({
  maxHeight: '60vh',
  overflowY: 'auto',
  marginInline: `calc(-1 * ${vars.space[2]})`,
  paddingInline: vars.space[2],
});

/** The read-only chat: bubbles left (others), right (the viewer), system lines centred. */
export const chatLog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius[3],
  background: vars.color.surface,
  maxHeight: '55vh',
  overflowY: 'auto',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const bubble = style({
  maxWidth: '80%',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius[4],
  background: vars.color.panel,
  border: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
  alignSelf: 'flex-start',
  overflowWrap: 'anywhere',
});

export const bubbleOwn = style({
  alignSelf: 'flex-end',
  background: vars.color.accentSubtle,
  borderColor: vars.color.accentBorder,
});

export const systemLine = style({
  alignSelf: 'center',
  textAlign: 'center',
  maxWidth: '90%',
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius[3],
  background: vars.color.surfaceRaised,
});

export const ddReset = style({ margin: 0, display: 'block' });

export const balanceLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.accentText,
});

export const alertBox = style([
  alert,
  {
    padding: vars.space[4],
    borderRadius: vars.radius[3],
    '@media': { [media.mobile]: { padding: vars.space[3] } },
  },
]);

export const alertIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space[6],
  height: vars.space[6],
  borderRadius: vars.brand.layout.round,
  background: vars.color.highlight,
  color: vars.color.highlightContrast,
});

export const offerGroups = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

export const offerGroup = style({
  padding: vars.space[3],
  borderRadius: vars.radius[3],
  background: vars.color.panel,
  border: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
});

export const offerLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingBlock: vars.space[1],
});

export const eventRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  selectors: {
    '& + &': { borderTop: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}` },
  },
});

/** A tear-off calendar leaf: month over day. */
export const dateTile = style({
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space[8],
  height: vars.space[8],
  borderRadius: vars.radius[3],
  background: vars.color.accentSurface,
  border: `${vars.brand.layout.hairline} solid ${vars.color.accentBorder}`,
  color: vars.color.accentText,
  lineHeight: 1.1,
});

export const dateMonth = style({
  fontSize: vars.fontSize[1],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
});

export const dateDay = style({
  fontSize: vars.fontSize[5],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** Your Events and Following Events side by side on wide screens. */
export const twoUp = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const bikeGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
});

export const bikeCard = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius[4],
  border: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
  background: vars.color.panel,
});

export const bikeBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[3],
  flexGrow: 1,
});

export const bikeActions = style({
  display: 'flex',
  gap: vars.space[2],
  padding: `0 ${vars.space[3]} ${vars.space[3]}`,
});
