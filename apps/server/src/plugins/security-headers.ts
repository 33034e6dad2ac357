// Security headers on every answer (issue 10 item 21), with @fastify/helmet:
//  - a content security policy without inline script: the built app loads only its own bundles,
//    and the API reference (/api/docs) has no script at all. Inline *styles* stay allowed: Radix
//    positions popovers with style attributes, and the API reference has one <style> block.
//  - frame-ancestors 'none' (and X-Frame-Options DENY for old browsers): no clickjacking,
//  - nosniff, a Referrer-Policy that never sends a path to another site, a Permissions-Policy
//    that turns off the device features PedalSwap never uses,
//  - HSTS only when the request really came over TLS (directly, or via a trusted proxy's
//    X-Forwarded-Proto): sent over plain http on localhost it would pin a developer's browser.
// Compression and caching are another plugin's business (web-static.ts).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Where photos and avatars are read from, and where the browser may upload them directly. */
function storageOrigins(storage: Config['storage']): { images: string[]; uploads: string[] } {
  const origin = (url: string) => {
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  };
  if (storage.kind === 's3') return { images: origin(storage.publicUrl), uploads: [] };
  if (storage.kind === 'imagekit')
    return { images: origin(storage.urlEndpoint), uploads: ['https://upload.imagekit.io'] };
  return { images: [], uploads: [] };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const { images, uploads } = storageOrigins(config.storage);
  await app.register(helmet, {
    contentSecurityPolicy: {
      // Spelled out rather than helmet's defaults, which add upgrade-insecure-requests and
      // would break plain-http local use.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...images],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...uploads],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Set below, and only over TLS.
    strictTransportSecurity: false,
    // Photos may be served by the storage origin; the app does not need cross-origin isolation.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
