// Infrastructure plugin: authentication as hooks (app.auth), which the contract binding puts on
// every operation whose security names bearerAuth. Checking a token needs only the signing
// secret and the session table, not the auth area's service.
import fp from 'fastify-plugin';
import { createAuthenticators, type AuthUser, type Authenticators } from '../auth/authenticate.ts';
import { createTokenSigner } from '../auth/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The auth hooks, for routes registered outside the contract (test-only routes). */
    auth: Authenticators;
  }
  interface FastifyRequest {
    /** Set by the auth hook on operations whose contract requires (or allows) bearerAuth. */
    user: AuthUser | null;
  }
}

export default fp(
  async (app) => {
    const signer = createTokenSigner(app.config.jwtSecret, app.config.accessTokenTtlSeconds);
    app.decorate('auth', createAuthenticators(app.db, signer));
    app.decorateRequest('user', null);
  },
  { name: 'auth', dependencies: ['config', 'database'] },
);
