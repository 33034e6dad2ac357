// The built web app at `/` (one origin with the API). Vite's hashed files under /assets never
// change content, so they are cached for a year; everything else is revalidated. The build writes
// a .br and a .gz beside every text file (apps/web/vite-precompress.ts); `preCompressed` picks the
// best one the browser accepts, sets Content-Encoding and adds Vary: Accept-Encoding.
// The public pages the build prerendered (apps/web/vite-prerender.ts, issue 11 item 3) are sent
// in place of index.html for the paths dist/prerendered/pages.json lists.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

interface PrerenderedPage {
  match: RegExp;
  file: string;
  /** Rendered again at request time with its data (page-renderer.ts). */
  withData: boolean;
}

function readPrerendered(webDistDir: string): PrerenderedPage[] {
  const list = join(webDistDir, 'prerendered', 'pages.json');
  if (!existsSync(list)) return [];
  const pages = JSON.parse(readFileSync(list, 'utf8')) as {
    match: string;
    file: string;
    withData?: boolean;
  }[];
  return pages
    .map(({ match, file, withData }) => ({
      match: new RegExp(match),
      file: `prerendered/${file}`,
      withData: withData === true,
    }))
    .filter(({ file }) => existsSync(join(webDistDir, file)));
}

/**
 * Which file of the build answers a page request for `path` (no query): its prerendered HTML
 * when the build made one, otherwise the app's index.html, which routes itself; and whether
 * the page is rendered with its data at request time.
 */
export function webPage(webDistDir: string): (path: string) => { file: string; withData: boolean } {
  const pages = readPrerendered(webDistDir);
  return (path) =>
    pages.find((page) => page.match.test(path)) ?? { file: 'index.html', withData: false };
}

/** The file of webPage alone. */
export function webPageFile(webDistDir: string): (path: string) => string {
  const page = webPage(webDistDir);
  return (path) => page(path).file;
}

export async function registerWebStatic(app: FastifyInstance, webDistDir: string) {
  const hasDist = existsSync(webDistDir);
  await app.register(fastifyStatic, {
    root: hasDist ? webDistDir : app.config.repoRoot,
    // Without a build nothing is served from disk, but reply.sendFile stays decorated.
    serve: hasDist,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  if (!hasDist) app.log.info({ webDistDir }, 'web app not built: serving the API only');
  // `/` is a page like the others: its prerendered HTML when the build made one (the static
  // files' own answer for `/` would be index.html).
  else {
    const pageFile = webPageFile(webDistDir);
    app.get('/', (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile(pageFile('/'), webDistDir),
    );
  }
}
