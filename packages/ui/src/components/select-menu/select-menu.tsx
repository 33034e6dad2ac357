import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { SelectMenuProps } from './select-menu-types.ts';

export type { SelectMenuOption, SelectMenuProps } from './select-menu-types.ts';

type Popup = typeof import('./select-menu-popup.tsx').default;

// One download for every menu of the page; kept once loaded, so a later page renders the real
// Select at once.
let loaded: Popup | undefined;
let loading: Promise<Popup> | undefined;
const loadPopup = () =>
  (loading ??= import('./select-menu-popup.tsx').then((m) => (loaded = m.default)));

// The web build's Radix CSS split (apps/web/vite.config.ts, `eager`) brings the trigger's rules
// with this module and the menu's with Radix's Select.

// The keys that open Radix's Select from its trigger.
const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown']);

/**
 * Radix Themes' Select, its code loaded after the page's first load (issue 11: about 38 KB
 * gzipped of /catalog, /notifications and /settings). A stand-in shows the same trigger (the
 * markup and classes Radix Themes renders, so no layout shift and the same screenshots): a
 * combobox button with the same accessible name and value. The code downloads once the menu has
 * mounted, but the real Select takes the stand-in's place only when the member reaches for it
 * (the pointer over it, the focus on it, a press or an opening key): Radix renders every option
 * of a closed Select into a fragment from a layout effect, in one task, and the catalog's four
 * menus swapped in together were a task of 180 ms on a phone while the page was starting. A press
 * or an opening key opens the menu as soon as the code is there, and the focus stays. A menu
 * mounted after the code has arrived (a later page) is the real Select from the start.
 */
export function SelectMenu(props: SelectMenuProps) {
  const [Loaded, setLoaded] = useState<Popup | undefined>(() => loaded);
  const [openOnMount, setOpenOnMount] = useState(false);
  const [focusOnMount, setFocusOnMount] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    if (!Loaded) void loadPopup();
    return () => {
      live.current = false;
    };
  }, [Loaded]);

  if (Loaded) return <Loaded {...props} openOnMount={openOnMount} focusOnMount={focusOnMount} />;

  // The real Select in the stand-in's place, once its code is there.
  const swapIn = () =>
    void loadPopup().then((popup) => {
      if (!live.current) return;
      setFocusOnMount(
        standIn.current !== null && standIn.current === standIn.current.ownerDocument.activeElement,
      );
      setLoaded(() => popup);
    });
  const { value, options, disabled, id, className, style, variant = 'surface', color } = props;
  const selected = options.find((option) => option.value === value);
  const requestOpen = () => {
    if (!disabled) setOpenOnMount(true);
    swapIn();
  };
  return (
    <button
      ref={standIn}
      id={id}
      style={style}
      data-accent-color={color}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      className={['rt-reset rt-SelectTrigger rt-r-size-2', `rt-variant-${variant}`, className]
        .filter(Boolean)
        .join(' ')}
      type="button"
      role="combobox"
      aria-expanded="false"
      aria-autocomplete="none"
      dir="ltr"
      data-state="closed"
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      // Not on a touch, nor on the focus a tap gives: the stand-in swapped out between the finger
      // going down and up would lose the tap (the press itself opens it below).
      onPointerEnter={(event: PointerEvent) => {
        if (event.pointerType === 'mouse') swapIn();
      }}
      onFocus={(event: FocusEvent) => {
        if (event.currentTarget.matches(':focus-visible')) swapIn();
      }}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && event.pointerType === 'mouse') requestOpen();
      }}
      onClick={requestOpen}
      onKeyDown={(event: KeyboardEvent) => {
        if (OPEN_KEYS.has(event.key)) {
          event.preventDefault();
          requestOpen();
        }
      }}
    >
      <span className="rt-SelectTriggerInner">
        <span style={{ pointerEvents: 'none' }}>{selected?.label}</span>
      </span>
      <svg
        width="9"
        height="9"
        viewBox="0 0 9 9"
        fill="currentcolor"
        xmlns="http://www.w3.org/2000/svg"
        className="rt-SelectIcon"
        aria-hidden="true"
      >
        <path d="M0.135232 3.15803C0.324102 2.95657 0.640521 2.94637 0.841971 3.13523L4.5 6.56464L8.158 3.13523C8.3595 2.94637 8.6759 2.95657 8.8648 3.15803C9.0536 3.35949 9.0434 3.67591 8.842 3.86477L4.84197 7.6148C4.64964 7.7951 4.35036 7.7951 4.15803 7.6148L0.158031 3.86477C-0.0434285 3.67591 -0.0536285 3.35949 0.135232 3.15803Z" />
      </svg>
    </button>
  );
}
SelectMenu.displayName = 'SelectMenu';
