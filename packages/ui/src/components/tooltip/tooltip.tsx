// The one place that may: this wrapper adds the provider (eslint.config.js, RADIX_TOOLTIP).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { Tooltip as ThemesTooltip } from '@radix-ui/themes';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

/**
 * Radix Themes' Tooltip with its own provider. In the web build Radix's root `Theme` provides
 * none (apps/web/vite-radix-theme.ts): its provider put the tooltip, popper and floating-ui code
 * (about 20 KB gzipped) in every page's first load (issue 11 item 1); the few tooltips (in the
 * notifications popover and page, loaded later) bring it along instead.
 */
export function Tooltip(props: ComponentProps<typeof ThemesTooltip>) {
  return (
    <TooltipPrimitive.Provider delayDuration={200}>
      <ThemesTooltip {...props} />
    </TooltipPrimitive.Provider>
  );
}
