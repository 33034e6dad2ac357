// The first HTML of the public pages, rendered at build time (issue 11 item 3). After the client
// build this plugin builds src/prerender.tsx for Node (a second, SSR build of the same sources, so
// the class names match the client's CSS), renders each page listed in vite.config.ts and writes
// dist/prerendered/<name>.html: the app's index.html with
//  - the page's markup in #root, so a phone paints it before any script has run;
//  - its critical CSS inline (beasties keeps the rules that match that markup), and every
//    stylesheet of its first load linked at the end of <body>, where it no longer blocks the
//    first paint (no `onload` trick: the content security policy allows no inline handler);
//  - no script of the app's in the HTML but src/start-after-paint.ts (built here into
//    dist/assets/), which starts the entry once the page and its first photo have painted, with
//    modulepreload links for the entry's imports, the page's route chunk and the chunks that one
//    imports, fetched beside the entry instead of after it.
// dist/prerendered/pages.json lists which request paths get which file; the server's fallback
// for pages (apps/server/src/plugins/errors.ts) reads it, and every other path keeps index.html.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import {
  build,
  minifySync,
  transformWithOxc,
  type Manifest,
  type Plugin,
  type ResolvedConfig,
} from 'vite';

// Pseudo-elements, and pseudo-classes of a state the first paint cannot be in: left out of a
// selector before it is matched against the prerendered markup.
const PSEUDO_ELEMENT =
  /::?(?:before|after|placeholder|selection|marker|first-line|first-letter|backdrop|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)(?:\([^()]*\))?/g;
const STATE_PSEUDO_CLASS =
  /:(?:hover|focus|focus-visible|focus-within|active|visited|link|any-link|target|checked|disabled|enabled|indeterminate|invalid|valid|required|optional|placeholder-shown|autofill|read-only|read-write|default|popover-open|open|user-invalid|user-valid)(?![\w-])/g;
const EMPTY_FUNCTIONAL_PSEUDO = /:(?:where|is|not|has)\(\s*\)/g;
const STRAY_COMMA = /\(\s*,\s*|\s*,\s*(?=\))|,\s*(?=,)/g;
const DANGLING_COMBINATOR = /([>+~])\s*(?=[,)]|$)/g;

/**
 * Beasties matches each selector against the markup after stripping every pseudo-class with its
 * argument: `:where(.rt-Heading)`, Radix Themes' way of writing most of its selectors, became an
 * empty selector and its rule was dropped (the headings kept the browser's margins until the
 * stylesheet arrived: a layout shift), and `.rt-Button:where(.rt-variant-ghost)` became
 * `.rt-Button`, so every variant of a component on the page was inlined. Here `:where`, `:is`,
 * `:not` and `:has` stay (css-select evaluates them); only pseudo-elements and state
 * pseudo-classes go. Overrides a method Beasties does not declare in its types (0.5.4).
 */
class RadixAwareBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    return selector
      .replace(PSEUDO_ELEMENT, '')
      .replace(STATE_PSEUDO_CLASS, '')
      .replace(STRAY_COMMA, (comma) => (comma.startsWith('(') ? '(' : ''))
      .replace(EMPTY_FUNCTIONAL_PSEUDO, '')
      .replace(DANGLING_COMBINATOR, '$1 *')
      .trim();
  }
}

export interface PrerenderedPage {
  /** The file written in dist/prerendered/. */
  file: string;
  /** The path rendered. */
  path: string;
  /** The request paths that get this file (a regular expression on the path, no query). */
  match: string;
  /** The page's route module, as the manifest names it (its chunk is preloaded). */
  module: string;
  /**
   * Rendered again at request time with its data (the catalog's first page, the item): the
   * server replaces the markup between the ROOT_START and ROOT_END comments.
   */
  withData?: boolean;
}

type Render = (path: string) => Promise<{ markup: string; sample: string | null }>;

/** Around the page's markup in #root, for the server's request-time render to replace. */
const ROOT_START = '<!--page-->';
const ROOT_END = '<!--/page-->';
/** Around the sample listing's markup, kept only while the critical CSS is chosen. */
const SAMPLE_START = '<!--critical-css-sample-->';
const SAMPLE_END = '<!--/critical-css-sample-->';

export function prerender(options: {
  entry: string;
  pages: PrerenderedPage[];
  /**
   * Where the SSR bundle stays after the build (relative to the app's root, outside the served
   * dist/): the server loads it to render the pages with `withData` at request time.
   */
  serverOutDir: string;
}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pedalswap-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      // Before precompress, so the pages written here are compressed with the rest.
      order: 'pre',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const serverDir = resolve(config.root, options.serverOutDir);
        {
          await build({
            configFile: config.configFile,
            root: config.root,
            mode: config.mode,
            logLevel: 'warn',
            build: {
              ssr: options.entry,
              outDir: serverDir,
              emptyOutDir: true,
              manifest: false,
              copyPublicDir: false,
              rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
            },
            // One self-contained file: the server loads it without resolving any package.
            ssr: { noExternal: true },
          });
          const { render } = (await import(
            pathToFileURL(join(serverDir, 'prerender.mjs')).href
          )) as { render: Render };
          const loader = await writeLoader(config.root, outDir);
          await writePages(outDir, options.pages, render, loader);
        }
      },
    },
  };
}

const STYLESHEET = /<link rel="stylesheet"([^>]*)>/g;

/**
 * Beasties leaves the page's stylesheets at the end of <body>, but Chrome still counts a body
 * stylesheet as blocking (the parser waits for it, and Lighthouse's first paint with it). As
 * `media="print"` they download without blocking anything; main.tsx turns them on (`media`
 * back to all) and waits for them before the app renders over the prerendered page. Without
 * JavaScript, <noscript> links them as usual.
 */
function deferStylesheets(html: string): string {
  const links = html.match(STYLESHEET) ?? [];
  return html
    .replace(STYLESHEET, '<link rel="stylesheet" media="print" data-deferred-css$1>')
    .replace('</body>', `<noscript>${links.join('')}</noscript></body>`);
}

const LOADER_SOURCE = 'src/start-after-paint.ts';

/** Builds the prerendered pages' loader into dist/assets/ (hashed: cached as immutable). */
async function writeLoader(root: string, outDir: string): Promise<string> {
  const source = readFileSync(join(root, LOADER_SOURCE), 'utf8');
  const { code } = await transformWithOxc(source, LOADER_SOURCE, { lang: 'ts' });
  const minified = minifySync('start-after-paint.js', code).code;
  const hash = createHash('sha256').update(minified).digest('hex').slice(0, 10);
  const file = `assets/start-after-paint-${hash}.js`;
  writeFileSync(join(outDir, file), minified);
  return `/${file}`;
}

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The page's scripts, started by the loader after the first paint (start-after-paint.ts) instead
 * of fetched with the HTML: the entry's <script> and every modulepreload link (the entry's
 * imports, then the page's) become one `defer` script whose data attributes name them.
 */
export function startAfterPaint(html: string, loader: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('prerender: the page has no entry script');
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      entry[0],
      `<script defer src="${loader}" data-entry="${entry[1]}" data-modules="${modules.join(' ')}"></script>`,
    );
}

async function writePages(
  outDir: string,
  pages: PrerenderedPage[],
  render: Render,
  loader: string,
) {
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('prerender: the manifest has no entry');
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const inEntry = closure(entry);
  const beasties = new RadixAwareBeasties({
    path: outDir,
    publicPath: '/',
    preload: 'body',
    // The stylesheets stay whole: the pages that are not prerendered load them as they are.
    pruneSource: false,
    inlineFonts: false,
    preloadFonts: false,
    compress: true,
    logLevel: 'warn',
  });
  mkdirSync(join(outDir, 'prerendered'), { recursive: true });
  for (const page of pages) {
    if (!manifest[page.module]) {
      throw new Error(`prerender: ${page.module} (page ${page.path}) is not in the build manifest`);
    }
    const own = [...closure(page.module)].filter((key) => !inEntry.has(key));
    const css = [...new Set(own.flatMap((key) => manifest[key]!.css ?? []))].filter(
      (file) => !template.includes(`/${file}"`),
    );
    const links = [
      ...own.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`),
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ].join('');
    const { markup, sample } = await render(page.path);
    if (!template.includes('<div id="root"></div>')) throw new Error('prerender: no empty #root');
    // A page the server renders with its data paints listings, not the skeleton: its critical
    // CSS is chosen from both, the sample listing's markup taken out again afterwards.
    const samples =
      page.withData && sample ? `${SAMPLE_START}<div hidden>${sample}</div>${SAMPLE_END}` : '';
    const html = template
      .replace('</head>', `${links}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="">${ROOT_START}${markup}${ROOT_END}</div>${samples}`,
      );
    const processed = await beasties.process(html);
    const start = processed.indexOf(SAMPLE_START);
    const end = processed.indexOf(SAMPLE_END);
    const withoutSample =
      start === -1
        ? processed
        : processed.slice(0, start) + processed.slice(end + SAMPLE_END.length);
    if (page.withData && (start === -1 || end === -1 || !withoutSample.includes(ROOT_END))) {
      throw new Error(`prerender: ${page.path} lost its markers in the critical CSS pass`);
    }
    writeFileSync(
      join(outDir, 'prerendered', page.file),
      startAfterPaint(deferStylesheets(withoutSample), loader),
    );
  }
  writeFileSync(
    join(outDir, 'prerendered', 'pages.json'),
    `${JSON.stringify(
      pages.map(({ match, file, withData }) => ({ match, file, withData: withData ?? false })),
      null,
      2,
    )}\n`,
  );
}
