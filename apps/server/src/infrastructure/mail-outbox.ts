// Infrastructure plugin: the e-mail queue (app.mailOutbox, src/mail/outbox.ts). Areas send
// through it rather than through app.mailer, so an answer never waits on the transport and a
// message the transport refuses is tried again instead of lost (issue 25 items 7 and 8).
import fp from 'fastify-plugin';
import { createMailOutbox, type MailOutbox } from '../mail/outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'mailOutbox',
      createMailOutbox({
        db: app.db,
        mailer: app.mailer,
        background: app.background,
        log: app.log,
      }),
    );
  },
  { name: 'mail-outbox', dependencies: ['mail', 'background', 'database'] },
);
