import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/tokens.css.ts';

/** The flow's page: as wide as the listing editor's, so the review can use the width. */
export const page = style({
  width: '100%',
  maxWidth: vars.brand.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space[6]} ${vars.space[4]}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  boxSizing: 'border-box',
  '@media': { [media.mobile]: { padding: `${vars.space[4]} ${vars.space[3]}` } },
});

/** Upload, analysis and improve read best at the editor's new-listing width. */
export const single = style({
  maxWidth: '48rem',
  width: '100%',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
});

/** Keeps Back's row when Back is hidden, so the heading does not jump between phases. */
export const backRow = style({ minHeight: vars.space[6], display: 'flex', alignItems: 'center' });

// ── stepper ─────────────────────────────────────────────────────────────────────────────────

/** As wide as the phase bodies below it, centred like them. */
export const stepper = style({
  listStyle: 'none',
  margin: '0 auto',
  padding: 0,
  width: '100%',
  maxWidth: '48rem',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
});

export const step = style({
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  textAlign: 'center',
  position: 'relative',
  color: vars.color.textMuted,
  selectors: {
    // The line from the previous step's circle to this one's, drawn behind the circles.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: `calc(${vars.space[6]} / 2 - 1px)`,
      left: `calc(-50% - ${vars.space[2]})`,
      right: '50%',
      height: '2px',
      background: vars.color.border,
    },
    '&[data-state="done"]::before, &[data-state="current"]::before': {
      background: vars.color.accent,
    },
    '&[data-state="current"]': { color: vars.color.text },
  },
});

export const stepDot = style({
  position: 'relative',
  zIndex: 1,
  width: vars.space[6],
  height: vars.space[6],
  borderRadius: vars.brand.layout.round,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize[1],
  fontWeight: vars.fontWeight.bold,
  boxShadow: `inset 0 0 0 2px ${vars.color.border}`,
  background: vars.color.panel,
  color: vars.color.textMuted,
  selectors: {
    // Opaque (accent-3, not the alpha a3), so the line behind does not show through.
    [`${step}[data-state="done"] &`]: {
      background: vars.color.accentSubtle,
      boxShadow: 'none',
      color: vars.color.accentText,
    },
    [`${step}[data-state="current"] &`]: {
      background: vars.color.accent,
      boxShadow: 'none',
      color: vars.color.accentContrast,
    },
  },
});

/** On a phone only the current step keeps its label in view (the others stay for readers). */
export const stepLabel = style({
  fontSize: vars.fontSize[2],
  selectors: { [`${step}[data-state="current"] &`]: { fontWeight: vars.fontWeight.bold } },
  '@media': {
    [media.mobile]: {
      selectors: {
        [`${step}:not([data-state="current"]) &`]: {
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clip: 'rect(0, 0, 0, 0)',
          whiteSpace: 'nowrap',
        },
      },
    },
  },
});

// ── upload ──────────────────────────────────────────────────────────────────────────────────

export const guidanceGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const guidanceCard = style({
  display: 'flex',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius[3],
  background: vars.color.highlightSoft,
  height: '100%',
  boxSizing: 'border-box',
});

export const guidanceIcon = style({
  flexShrink: 0,
  width: vars.space[7],
  height: vars.space[7],
  borderRadius: vars.brand.layout.round,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.panel,
  color: vars.color.highlightText,
});

export const guidanceImage = style({
  flexShrink: 0,
  width: '5rem',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius[2],
});

export const tipList = style({
  margin: 0,
  paddingLeft: vars.space[4],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  fontSize: vars.fontSize[1],
  lineHeight: 1.4,
  color: vars.color.textMuted,
});

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space[2],
  padding: `${vars.space[5]} ${vars.space[4]}`,
  borderRadius: vars.radius[4],
  border: `2px dashed ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-active]': { borderColor: vars.color.accent, background: vars.color.accentSurface },
    '&[data-disabled]': { opacity: 0.6, cursor: 'default' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const dropIcon = style({
  width: vars.space[8],
  height: vars.space[8],
  borderRadius: vars.brand.layout.round,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

/** 2 columns on a phone, 4 from the desktop breakpoint up. */
export const thumbGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const thumb = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius[3],
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  boxShadow: `inset 0 0 0 ${vars.brand.layout.hairline} ${vars.color.border}`,
});

export const thumbImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const thumbRemove = style({
  position: 'absolute',
  top: vars.space[2],
  right: vars.space[2],
});

export const notices = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

// ── analysis ────────────────────────────────────────────────────────────────────────────────

export const checklist = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const checkItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.textMuted,
  selectors: { '&[data-done]': { color: vars.color.text } },
});

export const checkMark = style({
  width: vars.space[5],
  height: vars.space[5],
  borderRadius: vars.brand.layout.round,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  boxShadow: `inset 0 0 0 2px ${vars.color.border}`,
  selectors: {
    [`${checkItem}[data-done] &`]: {
      background: vars.color.accent,
      color: vars.color.accentContrast,
      boxShadow: 'none',
    },
  },
});

// ── improve ─────────────────────────────────────────────────────────────────────────────────

export const suggestionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const meter = style({ maxWidth: '16rem' });
