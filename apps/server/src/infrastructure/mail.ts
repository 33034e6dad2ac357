// Infrastructure plugin: the mailer (SMTP when SMTP_URL is set, else .eml files under
// DATA_DIR/mail; tests hand in a capturing one).
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { Mailer } from '../mail/mailer.ts';
import { createFileMailer, createSmtpMailer } from '../mail/nodemailer-mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ mailer?: Mailer }>(
  async (app, options) => {
    const { config } = app;
    const mailer =
      options.mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, config.smtpFrom)
        : createFileMailer(join(config.dataDir, 'mail'), config.smtpFrom, app.log));
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.close?.();
    });
  },
  { name: 'mail', dependencies: ['config'] },
);
