-- A member's private calendar feed of the events they follow (issue 16 item 6): one per member.
-- The token in the feed's address is derived from the server's secret and `nonce`
-- (community-events/calendar-feed.ts) and only its SHA-256 hash is kept, for the lookup: a copy
-- of this table alone opens no feed. A new nonce (rotation) makes a new address; revoking
-- deletes the row.
CREATE TABLE community_event_calendar_feeds (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  nonce text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
