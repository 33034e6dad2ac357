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
    const auth = createAuthenticators(app.db, signer);
    app.decorate('auth', auth);
    app.decorateRequest('user', null);
    // An event stream outlives the check at its start: end those whose session ended since.
    const stop = app.sse.watchSessions(auth.liveSessions, (err) =>
      app.log.warn({ err }, 'could not check the sessions of the open event streams'),
    );
    app.addHook('onClose', async () => stop());
  },
  { name: 'auth', dependencies: ['config', 'database', 'events'] },
);
