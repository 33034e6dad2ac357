// /catalog and the item pages answered with their data in the HTML (issue 11 item 4): the build
// keeps its server-side render of the web app (apps/web/src/prerender.tsx, built to
// apps/web/dist-server/ beside dist/, never served), and this renders the requested page with the
// first page of the catalog, or the item, fetched from the API's own routes in process
// (app.inject, as an anonymous visitor: exactly what the page would get from its own call). The
// answer is the build's prerendered page of that path (its inline critical CSS, its deferred
// stylesheets, its script links) with:
//  - the rendered listings in #root, so a phone paints them, photos included, before any script
//    has run, instead of a skeleton that waits for the scripts and then a second round trip;
//  - a preload of the largest photo (the first card's, the item's first) at the size its slot
//    takes (srcset and sizes), at high priority, listed first in <head>;
//  - the data as JSON in a data block that react-query's cache starts from (main.tsx), so the app
//    does not ask again. It is no script: the content security policy stays without inline
//    scripts. `<` is escaped, so no listing text can end the block.
// Anything that does not work out (no render bundle, a failed call, a render over the time
// limit) sends the build's page as before: the app then loads the data itself.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What apps/web/src/prerender.tsx exports for request time. */
interface RenderModule {
  renderWithData(
    url: string,
    fetch: (request: Request) => Promise<Response>,
  ): Promise<{ markup: string; queries: unknown[] } | null>;
}

/** The comments around #root's markup in a prerendered page (apps/web/vite-prerender.ts). */
const ROOT_START = '<!--page-->';
const ROOT_END = '<!--/page-->';
/** The id main.tsx reads the data from (apps/web/src/app/inlined-queries.ts). */
const DATA_ID = 'pedalswap-queries';
/** Past this the visitor gets the build's page at once; the app loads the data itself. */
const RENDER_TIME_LIMIT_MS = 2500;

/** The server-side render bundle of a build in `webDistDir`: beside it, in dist-server/. */
export function renderBundlePath(webDistDir: string): string {
  return join(dirname(webDistDir), 'dist-server', 'prerender.mjs');
}

/** A preload link for the first high-priority image of `markup` (the page's largest paint). */
export function lcpImagePreload(markup: string): string {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(markup)?.[0];
  if (!img) return '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(img)?.[1];
  const src = attribute('src');
  if (!src) return '';
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  return (
    `<link rel="preload" as="image" href="${src}"` +
    (srcset ? ` imagesrcset="${srcset}"` : '') +
    (srcset && sizes ? ` imagesizes="${sizes}"` : '') +
    ' fetchpriority="high">'
  );
}

/** The inline data block: JSON with every `<` escaped, so nothing in it can close the block. */
export function dataBlock(queries: unknown[]): string {
  const json = JSON.stringify(queries).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${DATA_ID}">${json}</script>`;
}

/**
 * Returns the function that renders a page with its data into the prerendered `file` (relative
 * to `webDistDir`), or null when the build kept no render bundle. The function resolves to null
 * whenever the build's page should be sent instead.
 */
export function createPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
): ((url: string, file: string) => Promise<string | null>) | null {
  const bundle = renderBundlePath(webDistDir);
  if (!existsSync(bundle)) return null;
  // Loaded once, at start-up (a second or more on a busy machine), not in the first visitor's
  // time limit.
  let module: Promise<RenderModule> | undefined = import(pathToFileURL(bundle).href);
  module.catch((err: unknown) => {
    app.log.error({ err, bundle }, 'the page render bundle did not load');
    module = undefined;
  });
  // Read again when the build rewrote it (a rebuild beside a running server).
  const templates = new Map<string, { mtimeMs: number; html: string }>();

  // The API's own routes, in process: no socket, and the same validation and answer as over HTTP.
  const fetchInProcess = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const answer = await app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { accept: 'application/json' },
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

  const template = (file: string) => {
    const path = join(webDistDir, file);
    if (!existsSync(path)) return '';
    const { mtimeMs } = statSync(path);
    let cached = templates.get(file);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, html: readFileSync(path, 'utf8') };
      templates.set(file, cached);
    }
    return cached.html;
  };

  return async (url, file) => {
    const page = template(file);
    const start = page.indexOf(ROOT_START);
    const end = page.indexOf(ROOT_END);
    if (start === -1 || end < start || !page.includes('</head>')) return null;
    try {
      if (!module) return null;
      const { renderWithData } = await module;
      let timer: NodeJS.Timeout | undefined;
      const rendered = await Promise.race([
        renderWithData(url, fetchInProcess),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), RENDER_TIME_LIMIT_MS);
        }),
      ]).finally(() => clearTimeout(timer));
      if (!rendered) return null;
      const head = page.slice(0, start + ROOT_START.length);
      const rest = page.slice(end);
      return (
        head.replace('<title>', `${lcpImagePreload(rendered.markup)}<title>`) +
        rendered.markup +
        rest.replace('</body>', `${dataBlock(rendered.queries)}</body>`)
      );
    } catch (err) {
      app.log.error({ err, url }, 'page render with data failed: sending the prerendered page');
      return null;
    }
  };
}
