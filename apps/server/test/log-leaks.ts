// The redaction check every server test runs (issue 10 item 18): after each test, the log lines
// the app wrote are searched for secrets, so a full `vitest --project server` run is a grep of
// every log line the suite produces. What counts as a secret:
//  - argon2 password hashes,
//  - JWTs (access tokens),
//  - opaque tokens: 32 random bytes as base64url (refresh, verify, reset, e-mail-change tokens),
//  - the tokens of the links e-mailed during the test, and the test password,
//  - any value of a token parameter in a query string (the event streams take the access token
//    there, since EventSource cannot send a header): the logger must have redacted it,
//  - a calendar feed's token, the path segment after /events/feed/ (redacted likewise).
import type { MailMessage } from '../src/mail/mailer.ts';

const ARGON2 = /\$argon2(id|i|d)\$/;
const JWT = /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{20,}/;
// randomToken() (src/auth/tokens.ts): exactly 43 base64url characters; words, UUIDs and hex
// digests never mix all of upper case, lower case and digits in one 43-character run.
const OPAQUE = /(?<![\w-])[\w-]{43}(?![\w-])/g;
const QUERY_TOKEN = /[?&](?:token|access_token|refreshToken)=(?!\[Redacted\])[^&#"\s]/i;
// A calendar feed's token is a path segment (/api/events/feed/<token>.ics).
const FEED_TOKEN = /\/events\/feed\/(?!\[Redacted\])[^/?#"\s]/i;
const looksRandom = (s: string) => /[A-Z]/.test(s) && /[a-z]/.test(s) && /\d/.test(s);

export function secretLeaks(logs: string[], mails: MailMessage[], password: string): string[] {
  const linkTokens = mails
    .flatMap((m) => m.links ?? [])
    .map((l) => new URL(l).searchParams.get('token'))
    .filter((t): t is string => Boolean(t));
  const leaks: string[] = [];
  for (const line of logs) {
    const reasons = [
      ARGON2.test(line) && 'an argon2 hash',
      JWT.test(line) && 'a JWT',
      (line.match(OPAQUE) ?? []).some(looksRandom) && 'an opaque token',
      linkTokens.some((t) => line.includes(t)) && 'an e-mailed link token',
      line.includes(password) && 'the test password',
      QUERY_TOKEN.test(line) && 'a token in a query string',
      FEED_TOKEN.test(line) && 'a calendar feed token in a path',
    ].filter(Boolean);
    if (reasons.length) leaks.push(`${reasons.join(', ')} in: ${line.slice(0, 300)}`);
  }
  return leaks;
}
