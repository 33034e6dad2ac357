import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/tokens.css.ts';

/**
 * Spec 2 §2.8: a card of fixed height on wider screens, the whole screen under 768 px (the
 * panel then covers the page and its header carries the way back).
 */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.panel,
  border: `${vars.brand.layout.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius[4],
  overflow: 'hidden',
  '@media': {
    [media.desktop]: { height: '34rem' },
    [media.mobile]: {
      position: 'fixed',
      inset: 0,
      zIndex: 50,
      borderRadius: 0,
      border: 'none',
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderBottom: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
});

export const headerText = style({ minWidth: 0, flex: '1 1 auto' });

export const notice = style({
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderBottom: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
});

/** The scrolling log between the header and the composer. */
export const log = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  background: vars.color.surface,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
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

/** Keeps the member's line breaks (Shift+Enter). */
export const text = style({ whiteSpace: 'pre-wrap', margin: 0 });

/** System notices: centred, no bubble. */
export const systemLine = style({
  alignSelf: 'center',
  textAlign: 'center',
  maxWidth: '90%',
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius[3],
  background: vars.color.surfaceRaised,
});

/** Offer events (made, answered, withdrawn): centred with the highlight colour. */
export const offerLine = style({
  alignSelf: 'center',
  textAlign: 'center',
  maxWidth: '90%',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius[3],
  background: vars.color.highlightSoft,
  border: `${vars.brand.layout.hairline} solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const centre = style({ alignSelf: 'center' });

/** The empty state, in the middle of the log. */
export const empty = style({ margin: 'auto' });

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderTop: `${vars.brand.layout.hairline} solid ${vars.color.borderSubtle}`,
});

export const typing = style({ minHeight: vars.space[4], fontStyle: 'italic' });
