import type { CSSProperties } from 'react';

/** One choice of a SelectMenu; `separatorAfter` draws a line below it ("Any" above the rest). */
export interface SelectMenuOption {
  value: string;
  label: string;
  separatorAfter?: boolean;
}

/** What a SelectMenu takes: Radix Themes Select's trigger and content props the app uses. */
export interface SelectMenuProps {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectMenuOption[];
  disabled?: boolean;
  id?: string;
  className?: string;
  style?: CSSProperties;
  variant?: 'surface' | 'soft';
  color?: 'gray';
  align?: 'start' | 'end';
  'aria-label'?: string;
  'aria-labelledby'?: string;
}
