// Radix Themes' component CSS split per component, so each page loads the styles of the Radix
// components its own chunks use (issue 11 item 3). Radix ships one compiled components.css
// (430 KB, 32 KB gzipped); every component module of its ESM build names its classes as string
// literals ("rt-Button", "rt-BaseMenuContent"), so:
// - each component module gets an `import` of a virtual stylesheet holding the rules of
//   components.css that mention its classes; Vite then puts those rules in the CSS of the chunk
//   that carries the component, and loads them with it;
// - the theme's stylesheet (packages/ui/src/theme/radix.css, which @imports components.css)
//   keeps only the rules that name no component class (the reset, the keyframes, the tokens, the
//   utilities).
// - the utility classes (rt-r-p-3, sm:rt-r-gap-4 ...) keep only the props and breakpoints the
//   sources name: a prop's class comes from Radix's prop definitions (`p:{...className:"rt-r-p"`),
//   a prop counts as used when any source file of the app or the kit writes its name as a JSX
//   attribute or an object key (a superset: `p=` or `p:`), and a breakpoint when its key (`sm:`)
//   is written anywhere; props with a default value are always kept;
// - the tokens keep the accent and gray mappings ([data-accent-color='tomato']) only for the colour
//   scales the stylesheet defines (radix.css imports the ones the kit uses), and with
//   `darkTokens: false` (the app renders the light appearance only) no dark token blocks.
// Radix's single file decides between equal selectors by order; split files arrive in any order,
// so the order is kept with cascade layers instead: rt-base (reset, keyframes), then one sub-layer
// of rt-components per component module in Radix's order, then rt-utilities, all declared up front
// in a small inline <style> of index.html. Storybook does not use this
// plugin: it loads the whole components.css through the same layered stylesheet.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const COMPONENT_CLASS = /\brt-[A-Z][A-Za-z]*/g;
const VIRTUAL_PREFIX = '/@radix-css/';
const THEME_SHEET = /[\\/]packages[\\/]ui[\\/]src[\\/]theme[\\/]radix\.css$/;

interface Block {
  /** The whole top-level statement, or one rule of an at-rule with its wrapper. */
  text: string;
  wrapper?: string;
  classes: Set<string>;
}

/** Top-level statements of a flat stylesheet (rules, or at-rules with their braces). */
function statements(css: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) {
        out.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      out.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return out.filter(Boolean);
}

function blocksOf(css: string): Block[] {
  const blocks: Block[] = [];
  for (const statement of statements(css)) {
    const groups = /^@(media|supports|layer)\b/.test(statement) && statement.endsWith('}');
    if (!groups) {
      // The selector (before the first brace) says whose rule it is; keyframes name none.
      const head = statement.slice(0, statement.indexOf('{'));
      blocks.push({ text: statement, classes: new Set(head.match(COMPONENT_CLASS) ?? []) });
      continue;
    }
    const open = statement.indexOf('{');
    const wrapper = statement.slice(0, open).trim();
    for (const inner of blocksOf(statement.slice(open + 1, -1))) {
      blocks.push({
        text: inner.wrapper ? `${inner.wrapper} { ${inner.text} }` : inner.text,
        wrapper,
        classes: inner.classes,
      });
    }
  }
  return blocks;
}

const render = (blocks: Block[]) =>
  blocks.map((b) => (b.wrapper ? `${b.wrapper} {\n${b.text}\n}` : b.text)).join('\n');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sourceFiles(path);
      // vanilla-extract style objects name CSS properties (top:, display:), not Radix props.
    } else if (/\.(?:tsx?|jsx?)$/.test(entry.name) && !entry.name.endsWith('.css.ts')) yield path;
  }
}

const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'];
const UTILITY = /(?:\b(xs|sm|md|lg|xl)\\:)?\b(rt-r-[a-z0-9-]+)/g;

/** The utility classes (by prop class prefix) and breakpoints the sources can produce. */
function usedUtilities(themesDist: string, sourceDirs: string[]) {
  const byProp = new Map<string, Set<string>>();
  const always = new Set<string>();
  for (const file of sourceFiles(themesDist)) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(\w+):\{([^{}]*?className:"(rt-r-[a-z-]+)"[^{}]*)\}/g)) {
      const [, prop, body, cls] = m as unknown as [string, string, string, string];
      if (!byProp.has(prop)) byProp.set(prop, new Set());
      byProp.get(prop)!.add(cls);
      if (/\bdefault:/.test(body)) always.add(cls);
    }
  }
  const names = new Set<string>();
  for (const dir of sourceDirs)
    for (const file of sourceFiles(dir))
      for (const m of readFileSync(file, 'utf8').matchAll(/\b([A-Za-z]+)\s*[=:]/g))
        names.add(m[1]!);
  const classes = new Set(always);
  for (const name of names) for (const cls of byProp.get(name) ?? []) classes.add(cls);
  const breakpoints = new Set(BREAKPOINTS.filter((b) => names.has(b)));
  return { classes, breakpoints };
}

/** Whether a rule without component classes is needed: not a utility, or a used one. */
function keepUtility(block: Block, used: ReturnType<typeof usedUtilities>) {
  const head = block.text.slice(0, block.text.lastIndexOf('{'));
  const tokens = [...head.matchAll(UTILITY)];
  if (tokens.length === 0) return true;
  return tokens.some(([, bp, cls]) => {
    if (bp && !used.breakpoints.has(bp)) return false;
    for (const prefix of used.classes)
      if (cls === prefix || cls!.startsWith(`${prefix}-`)) return true;
    return false;
  });
}

/** The selector list of a block's innermost rule. */
function selectorOf(block: Block) {
  const before = block.text.slice(0, block.text.lastIndexOf('{'));
  return before.slice(before.lastIndexOf('{') + 1).trim();
}

/** Whether every selector of the list applies only inside a dark Theme. */
function onlyDark(selector: string) {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    if (selector[i] === '(') depth++;
    else if (selector[i] === ')') depth--;
    else if (selector[i] === ',' && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts.every((p) => /\.dark(?:-theme)?\b/.test(p) && !/:not\(\.dark/.test(p));
}

/** False for a token mapping to a colour scale that is not defined ([data-accent-color='x']). */
function mapsDefinedScale(block: Block, scales: Set<string>) {
  const head = block.text.slice(0, block.text.lastIndexOf('{'));
  const named = [...head.matchAll(/data-(?:accent|gray)-color='([a-z]+)'/g)].map((m) => m[1]!);
  return named.length === 0 || named.some((c) => scales.has(c));
}

interface Sheet {
  layer: string;
  rank: number;
  css: string;
}

/** A stylesheet per Radix component module, from the rules that mention its classes. */
function componentSheets(componentsDir: string, blocks: Block[]) {
  const sheets = new Map<string, Sheet>();
  for (const file of sourceFiles(componentsDir)) {
    const own = new Set(readFileSync(file, 'utf8').match(COMPONENT_CLASS) ?? []);
    const indexes = blocks.flatMap((b, i) => ([...b.classes].some((c) => own.has(c)) ? [i] : []));
    if (indexes.length === 0) continue;
    const name = file.slice(componentsDir.length + 1).replace(/\.js$/, '');
    const layer = `rt-components.${name.replace(/[^A-Za-z0-9]+/g, '-')}`;
    const css = render(indexes.map((i) => blocks[i]!));
    sheets.set(file, { layer, rank: indexes[0]!, css: `@layer ${layer} {\n${css}\n}\n` });
  }
  return sheets;
}

export function radixComponentCss(options: {
  sources: string[];
  darkTokens: boolean;
  /**
   * Kit modules that draw a component's markup before the component's code loads (SelectMenu's
   * stand-in), by path ending: the component and the classes they draw. Those rules come with
   * the module's chunk, in the component's layer (so in the same order); the component's other
   * rules stay with its lazy chunk.
   */
  eager?: Record<string, { component: string; classes: string[] }>;
}): Plugin {
  const componentsCss = require.resolve('@radix-ui/themes/components.css');
  const themesRoot = dirname(componentsCss);
  const componentsDir = join(themesRoot, 'dist', 'esm', 'components');
  let used: ReturnType<typeof usedUtilities> = { classes: new Set(), breakpoints: new Set() };
  let sheets = new Map<string, Sheet>();
  let blocks: Block[] = [];
  const byId = new Map<string, string>();
  return {
    name: 'pedalswap-radix-component-css',
    apply: 'build',
    buildStart() {
      blocks = blocksOf(readFileSync(componentsCss, 'utf8'));
      sheets = componentSheets(componentsDir, blocks);
      used = usedUtilities(join(themesRoot, 'dist', 'esm'), options.sources);
      byId.clear();
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? id : null;
    },
    load(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? (byId.get(id) ?? '') : null;
    },
    // Stylesheets of different chunks arrive in any order, and the order of rules decides
    // between equal selectors (a Button's rules must follow its BaseButton's). So every
    // component's rules sit in a sub-layer of rt-components, and the order of all of them is
    // declared first, in Radix's own order, before any stylesheet: a small inline <style>.
    transformIndexHtml() {
      const order = [...sheets.values()].sort((a, b) => a.rank - b.rank).map((s) => s.layer);
      const css = `@layer rt-base, rt-components, rt-utilities;@layer ${order.join(',')};`;
      return [{ tag: 'style', children: css, injectTo: 'head-prepend' }];
    },
    transform(code, id) {
      // Runs after Vite's CSS plugin has inlined the @imports: plain CSS text here.
      if (THEME_SHEET.test(id)) {
        const scales = new Set([...code.matchAll(/--([a-z]+)-9:/g)].map((m) => m[1]!));
        const kept = blocksOf(code)
          .filter(
            (b) =>
              b.classes.size === 0 &&
              keepUtility(b, used) &&
              mapsDefinedScale(b, scales) &&
              (options.darkTokens || !onlyDark(selectorOf(b))),
          )
          // What stays of the component layer (the reset, keyframes) goes before every component.
          .map((b) =>
            b.wrapper === '@layer rt-components' ? { ...b, wrapper: '@layer rt-base' } : b,
          );
        return { code: render(kept), map: null };
      }
      const path = id.split('?')[0]!;
      const eager = Object.entries(options.eager ?? {}).find(([end]) => path.endsWith(end))?.[1];
      if (eager) {
        const { component, classes } = eager;
        const layer = `rt-components.${component}`;
        const rules = blocks.filter((b) => classes.some((c) => b.classes.has(c)));
        const virtual = `${VIRTUAL_PREFIX}${layer}.eager.css`;
        byId.set(virtual, `@layer ${layer} {\n${render(rules)}\n}\n`);
        return { code: `${code}\nimport ${JSON.stringify(virtual)};\n`, map: null };
      }
      const sheet = sheets.get(id.split('?')[0]!);
      if (!sheet) return null;
      const virtual = `${VIRTUAL_PREFIX}${sheet.layer}.css`;
      byId.set(virtual, sheet.css);
      // After the module's own imports, so a base component's rules come first in a chunk too.
      return { code: `${code}\nimport ${JSON.stringify(virtual)};\n`, map: null };
    },
  };
}
