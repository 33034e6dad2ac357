// Radix's tooltip code out of the entry (issue 11 item 1). Radix Themes' root `Theme` wraps the
// app in Radix's tooltip provider, so theme.js imports the tooltip and with it the popper,
// dismissable layer, focus scope and floating-ui: about 20 KB gzipped in every page's first load,
// for the three tooltips of the notifications popover and page. The kit's `Tooltip` (packages/ui
// components/tooltip) brings its own provider, and Radix Themes' `Tooltip` is not imported
// directly (eslint.config.js), so theme.js's provider is replaced by one that renders its
// children. Applied in development too, so `vite` behaves as the build does (Storybook keeps
// Radix's provider; the kit's tooltips work under both).
import type { Plugin } from 'vite';

const THEME_MODULE = /@radix-ui\/themes\/dist\/esm\/components\/theme\.js$/;
const TOOLTIP_IMPORT = /(import\{[^}]*?),?Tooltip as (\w+)([^}]*\}from"radix-ui";)/;

export function radixThemeWithoutTooltip(): Plugin {
  return {
    name: 'pedalswap-radix-theme-without-tooltip',
    transform(code, id) {
      if (!THEME_MODULE.test(id.split('?')[0]!)) return null;
      const match = TOOLTIP_IMPORT.exec(code);
      // A Radix version that writes theme.js differently must not silently undo the saving.
      if (!match) throw new Error(`radix theme: no Tooltip import from radix-ui found in ${id}`);
      const [all, before, name, after] = match;
      const provider = `const ${name}={Provider:(p)=>p.children};`;
      return { code: code.replace(all, `${before}${after}${provider}`), map: null };
    },
  };
}
