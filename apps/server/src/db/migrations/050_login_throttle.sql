-- Failed sign-ins are counted per account AND origin (issue 10 item 19, OWASP ASVS 6.3.1):
-- five failures from one address lock that address out of that account for 15 minutes, while
-- the owner elsewhere still gets in. The account is named by a SHA-256 of its lower-cased
-- e-mail, so guesses at addresses that have no account are throttled the same way without
-- storing them. users.failed_login_count and users.locked_until are no longer written.
CREATE TABLE login_throttle (
  account_key text NOT NULL,
  origin text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_key, origin)
);
CREATE INDEX login_throttle_updated_at ON login_throttle (updated_at);
UPDATE users SET failed_login_count = 0, locked_until = NULL;
