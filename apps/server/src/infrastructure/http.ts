// Infrastructure plugin: what every route shares: the error body of the contract, the rate
// limiter (off by default, switched on per operation), the security headers, compression
// and multipart parsing for uploads.
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import { LIMITS, MESSAGES } from '@pedalswap/domain';
import { AppError } from '../errors.ts';
import { registerCompression } from '../plugins/compression.ts';
import { registerErrorHandling } from '../plugins/errors.ts';
import { registerSecurityHeaders } from '../plugins/security-headers.ts';

export default fp(
  async (app) => {
    registerErrorHandling(app, { webDistDir: app.config.webDistDir });
    await registerSecurityHeaders(app, app.config);
    await registerCompression(app);
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError(429, 'rate_limited', MESSAGES.tooManyRequests),
    });
    // One file per request (the avatar); the limit sits one byte above the spec's 5 MB so the
    // handler can tell "too large" apart and answer the spec's message.
    await app.register(multipart, {
      limits: { fileSize: LIMITS.avatarMaxBytes + 1, files: 1, fields: 5, parts: 6 },
    });
  },
  { name: 'http', dependencies: ['config'] },
);
