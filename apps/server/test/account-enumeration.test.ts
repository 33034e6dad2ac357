// Forgot-password and resend-verification must not tell, by how long they take, whether an
// address has an account (issue 10 item 20). Both answer after the same single lookup; the
// slow part for a real account (a token, the e-mail) runs after the answer. The proof that does
// not depend on a busy machine's timing: a mail server that never answers delays neither call.
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

const t = useTestApp();

describe('no answer waits for the e-mail', () => {
  for (const [name, url, verified] of [
    ['forgot-password', '/api/auth/forgot-password', true],
    ['resend-verification', '/api/auth/resend-verification', false],
  ] as const) {
    it(`${name} answers at once for a real account while its e-mail is still being sent`, async () => {
      const u = await t.createUser({ verified });
      const original = t.mail.send;
      let release = () => {};
      const stuck = new Promise<void>((resolve) => (release = resolve));
      t.mail.send = async (message) => {
        await stuck;
        return original.call(t.mail, message);
      };
      try {
        const answer = t.app.inject({ method: 'POST', url, payload: { email: u.email } });
        const first = await Promise.race([
          answer.then((res) => res.statusCode),
          new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3000)),
        ]);
        expect(first).toBe(200);
      } finally {
        release();
        t.mail.send = original;
        await t.app.background.settled();
      }
      // The e-mail still goes out, just after the answer.
      expect(t.mail.lastLink(u.email)).toContain('token=');
    });
  }
});
