// The first HTML of the public pages, rendered at build time (issue 11 item 3). After the client
// build this plugin builds src/prerender.tsx for Node (a second, SSR build of the same sources, so
// the class names match the client's CSS), renders each page listed in vite.config.ts and writes
// dist/prerendered/<name>.html: the app's index.html with
//  - the page's markup in #root, so a phone paints it before any script has run;
//  - its critical CSS inline (beasties keeps the rules that match that markup), and every
//    stylesheet of its first load linked at the end of <body>, where it no longer blocks the
//    first paint (no `onload` trick: the content security policy allows no inline handler);
//  - modulepreload links for its route chunk and the chunks that one imports, fetched beside the
//    entry instead of after it.
// dist/prerendered/pages.json lists which request paths get which file; the server's fallback
// for pages (apps/server/src/plugins/errors.ts) reads it, and every other path keeps index.html.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';

export interface PrerenderedPage {
  /** The file written in dist/prerendered/. */
  file: string;
  /** The path rendered. */
  path: string;
  /** The request paths that get this file (a regular expression on the path, no query). */
  match: string;
  /** The page's route module, as the manifest names it (its chunk is preloaded). */
  module: string;
}

export function prerender(options: { entry: string; pages: PrerenderedPage[] }): Plugin {
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
        const serverDir = mkdtempSync(join(tmpdir(), 'pedalswap-prerender-'));
        try {
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
            // One self-contained file: the temporary folder has no node_modules beside it.
            ssr: { noExternal: true },
          });
          const { render } = (await import(
            pathToFileURL(join(serverDir, 'prerender.mjs')).href
          )) as { render: (path: string) => Promise<string> };
          await writePages(outDir, options.pages, render);
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}

async function writePages(
  outDir: string,
  pages: PrerenderedPage[],
  render: (path: string) => Promise<string>,
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
  const beasties = new Beasties({
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
    const markup = await render(page.path);
    if (!template.includes('<div id="root"></div>')) throw new Error('prerender: no empty #root');
    const html = template
      .replace('</head>', `${links}</head>`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="">${markup}</div>`);
    writeFileSync(join(outDir, 'prerendered', page.file), await beasties.process(html));
  }
  writeFileSync(
    join(outDir, 'prerendered', 'pages.json'),
    `${JSON.stringify(
      pages.map(({ match, file }) => ({ match, file })),
      null,
      2,
    )}\n`,
  );
}
