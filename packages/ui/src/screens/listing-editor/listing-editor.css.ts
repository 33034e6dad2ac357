import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/tokens.css.ts';

/** Wider than a phone, narrower than a desktop: the middle photo grid step (spec 2 §4.3). */
const wide = 'screen and (min-width: 1024px)';

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

/**
 * Edit mode: the status card, the form and the actions. On a phone they stack in that order;
 * on a wide screen status and actions sit in a column beside the form.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"status" "form" "actions"',
  gap: vars.space[5],
  alignItems: 'start',
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 1fr) 20rem',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"form status" "form actions"',
    },
  },
});

/** New mode has no side column: the form keeps a comfortable reading width. */
export const single = style({ maxWidth: '48rem', width: '100%', margin: '0 auto' });

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  minWidth: 0,
});

export const statusArea = style({ gridArea: 'status' });
export const formArea = style({ gridArea: 'form' });
export const actionsArea = style({
  gridArea: 'actions',
  '@media': { [wide]: { position: 'sticky', top: vars.space[5] } },
});

export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const fullWidth = style({ gridColumn: '1 / -1' });

export const required = style({ color: vars.color.dangerText, marginLeft: vars.space[1] });

/**
 * The error look of a text field, text area or select trigger whose field has a message: a red
 * border instead of the grey one (red-11: 3:1 and more against the surface in light and dark,
 * WCAG 1.4.11), so the field is marked where it is, not only by the message under it. The
 * Theme prefix outranks Radix's variant rules, which have the same one-class weight.
 */
export const invalid = style({
  selectors: {
    '.radix-themes &': { boxShadow: `inset 0 0 0 1px ${vars.color.dangerText}` },
  },
});

export const counter = style({ alignSelf: 'flex-end' });

export const autosave = style({ minHeight: vars.space[5] });

/** Focused by script to bring it into view; role alert announces it, no ring needed. */
export const summary = style({ outline: 'none' });

export const errorList = style({
  margin: 0,
  paddingLeft: vars.space[4],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const refusals = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const notes = style({
  margin: 0,
  paddingLeft: vars.space[4],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  color: vars.color.textMuted,
});

export const featureRow = style({ display: 'flex', gap: vars.space[2], alignItems: 'center' });
export const grow = style({ flexGrow: 1, minWidth: 0 });

// ── photos ──────────────────────────────────────────────────────────────────────────────────

/** 2, 3 or 4 columns by width (spec 2 §4.3). */
export const photoGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const photoTile = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius[3],
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  boxShadow: `inset 0 0 0 ${vars.brand.layout.hairline} ${vars.color.border}`,
  touchAction: 'manipulation',
  selectors: {
    '&[data-dragging]': { zIndex: 2, boxShadow: vars.shadow[5] },
  },
});

export const photoImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  userSelect: 'none',
  selectors: {
    [`${photoTile}[data-deleted] &`]: { opacity: 0.35, filter: 'grayscale(1)' },
  },
});

export const photoBadges = style({
  position: 'absolute',
  top: vars.space[2],
  left: vars.space[2],
  display: 'flex',
  gap: vars.space[1],
});

export const photoOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  background: vars.color.overlay,
  color: vars.color.text,
});

export const photoBar = style({
  position: 'absolute',
  left: vars.space[2],
  right: vars.space[2],
  bottom: vars.space[2],
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[1],
});

export const dragHandle = style({ cursor: 'grab', touchAction: 'none' });

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
  selectors: {
    '&[data-active]': { borderColor: vars.color.accent, background: vars.color.accentSurface },
    '&[data-disabled]': { opacity: 0.6 },
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

export const tips = style({
  padding: vars.space[4],
  borderRadius: vars.radius[3],
  background: vars.color.highlightSoft,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const tipList = style({
  margin: 0,
  paddingLeft: vars.space[4],
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

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
