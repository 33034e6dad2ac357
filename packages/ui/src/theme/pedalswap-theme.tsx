/// <reference types="vite/client" />
import './radix.css';
import { Theme } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import * as css from './pedalswap-theme.css.ts';

export const APPEARANCES = ['light', 'dark'] as const;
export type Appearance = (typeof APPEARANCES)[number];

export interface PedalSwapThemeProps {
  appearance?: Appearance;
  /** Fill the viewport height (the app); stories of single components turn it off. */
  fullHeight?: boolean;
  children: ReactNode;
}

/** Radix Themes configured for PedalSwap: evergreen accent, slate grays, roomy radius. */
export function PedalSwapTheme({
  appearance = 'light',
  fullHeight = true,
  children,
}: PedalSwapThemeProps) {
  return (
    <Theme
      appearance={appearance}
      accentColor="jade"
      grayColor="slate"
      radius="large"
      scaling="100%"
      panelBackground="solid"
      className={fullHeight ? css.root : `${css.root} ${css.compact}`}
    >
      {children}
    </Theme>
  );
}
PedalSwapTheme.displayName = 'PedalSwapTheme';
