import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/tokens.css.ts';
import * as editor from '../listing-editor/listing-editor.css.ts';

// Shared with the listing editor, so the flow looks like the page it hands over to (the page
// as wide as the editor's, so the review can use the width).
export const {
  page,
  dropIcon,
  photoTile: thumb,
  photoImage: thumbImage,
  refusals: notices,
  visuallyHidden,
} = editor;

/** Upload, analysis and improve read best at the editor's new-listing width. */
export const single = style([
  editor.single,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[5],
  },
]);

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

/** The editor's drop zone, as the label of the file input: a pointer and a focus ring. */
export const dropZone = style([
  editor.dropZone,
  {
    cursor: 'pointer',
    selectors: {
      '&[data-disabled]': { cursor: 'default' },
      // Only for the keyboard: a click on the zone focuses the input too.
      '&:has(input:focus-visible)': {
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
    },
  },
]);

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

export const thumbRemove = style({
  position: 'absolute',
  top: vars.space[2],
  right: vars.space[2],
});

// ── analysis ────────────────────────────────────────────────────────────────────────────────

/** The editor's round icon, kept round beside text that wraps on a phone. */
export const analysisIcon = style([editor.dropIcon, { flexShrink: 0 }]);

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
