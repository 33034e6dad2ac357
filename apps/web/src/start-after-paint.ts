// The loader of the prerendered pages (issue 11): a classic `defer` script, the only script their
// HTML names (vite-prerender.ts writes it to dist/assets/ with its data attributes). It starts the
// app once the page has painted, and its first photo with it, instead of with the HTML.
//
// Why: on a phone on a slow connection the app's ~150 KB of scripts shared the first round trips
// with the page's own paint and the first photo, and Lighthouse counts every script fetched and
// run before the first paint as part of it (FCP 2.2-3.3 s, LCP 2.3-3.3 s on /catalog, the item
// page, / and /login). The painted page works without them (its links are links) and its fields
// are read-only until the app has taken it over (app/prerendered-fields.tsx), so starting the app
// a frame later costs a member nothing they can see.
//
// No imports, no module: it must run as it is, before any chunk, under the content security
// policy's `script-src 'self'`.
(() => {
  const loader = document.currentScript;
  if (!loader) return;
  const entry = loader.dataset['entry'];
  if (!entry) return;
  const modules = (loader.dataset['modules'] ?? '').split(' ').filter(Boolean);
  // The longest the app waits for the first photo: a slow photo must not keep the page inert.
  const MAX_WAIT_MS = 2500;
  // modulepreload links added per task: each starts a fetch, up to 2 ms of main thread on a fast
  // machine and four times that on a phone, so forty at once were one long task.
  const LINKS_PER_TASK = 3;

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
    // The entry's imports and the page's chunk, fetched beside the entry instead of one round
    // trip after it.
    let next = 0;
    const preload = () => {
      for (const href of modules.slice(next, next + LINKS_PER_TASK)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      next += LINKS_PER_TASK;
      if (next < modules.length) setTimeout(preload, 0);
    };
    preload();
  };
  // After the frame that paints: requestAnimationFrame runs before it, the timer after it.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0));

  // A tab in the background paints nothing (and runs no animation frame): start at once.
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, MAX_WAIT_MS);
  // The page's first photo (the catalog's first card, the item's gallery) is its largest paint.
  const photo = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!photo || photo.complete) {
    afterNextPaint();
  } else {
    photo.addEventListener('load', afterNextPaint, { once: true });
    photo.addEventListener('error', afterNextPaint, { once: true });
  }
})();
