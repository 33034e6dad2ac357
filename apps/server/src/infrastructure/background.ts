// Infrastructure plugin: work that runs after the answer has gone (e-mails whose timing must not
// tell whether an address has an account, issue 10 item 20). Closing the app waits for it.
import fp from 'fastify-plugin';
import { createBackgroundWork, type BackgroundWork } from '../plugins/background-work.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work that runs after the answer (e-mails whose timing must not show). */
    background: BackgroundWork;
  }
}

export default fp(
  async (app) => {
    const background = createBackgroundWork(app.log);
    app.decorate('background', background);
    app.addHook('preClose', () => background.settled());
  },
  { name: 'background' },
);
