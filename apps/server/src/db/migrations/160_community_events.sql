-- Community events (spec 3 §3 Event, Event registration): rides, workshops and socials, their
-- followers with a waitlist, their photos and a per-day view log. Counters are kept on the
-- event row and changed in the same transaction as the registrations, under the event's row
-- lock, so lists read them without counting and two members cannot both take the last place.

CREATE TABLE community_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_type text NOT NULL
    CHECK (event_type IN ('road_ride', 'gravel_ride', 'mountain_bike', 'meetup', 'workshop', 'social')),
  name text NOT NULL,
  description text NOT NULL,
  location text NOT NULL,
  venue_name text,
  sponsor text,
  external_url text,
  start_datetime timestamptz NOT NULL,
  end_datetime timestamptz,
  max_participants integer CHECK (max_participants IS NULL OR max_participants >= 1),
  registration_deadline timestamptz,
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'pending_review', 'published', 'cancelled', 'completed')),
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(attributes) = 'object'),
  rejection_reason text,
  cancellation_reason text,
  registration_count integer NOT NULL DEFAULT 0 CHECK (registration_count >= 0),
  waitlist_count integer NOT NULL DEFAULT 0 CHECK (waitlist_count >= 0),
  view_count integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
  -- 'simple' as for items: names of places and clubs match as typed, prefixes work.
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', name), 'A') ||
    setweight(to_tsvector('simple', coalesce(venue_name, '') || ' ' || coalesce(sponsor, '')), 'B') ||
    setweight(to_tsvector('simple', description), 'C')
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_datetime IS NULL OR end_datetime > start_datetime),
  CHECK (registration_deadline IS NULL OR registration_deadline <= start_datetime),
  -- Never more registered than places (the waitlist takes the rest).
  CHECK (max_participants IS NULL OR registration_count <= max_participants)
);

-- The public list: published (and completed) events by start, either way, paged; with a type.
CREATE INDEX community_events_list_idx ON community_events (status, start_datetime, id);
CREATE INDEX community_events_type_idx ON community_events (status, event_type, start_datetime, id);
-- Location filter: a case-insensitive prefix match, as for items.
CREATE INDEX community_events_location_idx ON community_events (lower(location) text_pattern_ops);
CREATE INDEX community_events_search_idx ON community_events USING GIN (search_vector);
-- A member's own events (profile "Your Events", ?ownerId=).
CREATE INDEX community_events_owner_idx ON community_events (owner_id, created_at DESC, id DESC);
-- The review queue and management listings (newest first).
CREATE INDEX community_events_status_created_idx ON community_events (status, created_at DESC, id DESC);
-- The completion job: published events whose time has passed.
CREATE INDEX community_events_to_complete_idx ON community_events ((coalesce(end_datetime, start_datetime)))
  WHERE status = 'published';

CREATE TABLE community_event_registrations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id uuid NOT NULL REFERENCES community_events (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL
    CHECK (status IN ('registered', 'waitlisted', 'cancelled', 'attended', 'no_show')),
  waitlist_position integer CHECK (waitlist_position IS NULL OR waitlist_position >= 1),
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Following again re-activates the one row.
  UNIQUE (event_id, user_id),
  CHECK ((status = 'waitlisted') = (waitlist_position IS NOT NULL))
);
CREATE INDEX community_event_registrations_event_idx
  ON community_event_registrations (event_id, status, waitlist_position);
CREATE INDEX community_event_registrations_user_idx
  ON community_event_registrations (user_id, status);

CREATE TABLE community_event_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id uuid NOT NULL REFERENCES community_events (id) ON DELETE CASCADE,
  -- Base storage key; the sizes are <key>-320.webp, <key>-800.webp and <key>-1600.webp.
  storage_key text NOT NULL,
  is_primary boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0 CHECK (sort_order >= 0),
  width integer,
  height integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX community_event_images_event_idx ON community_event_images (event_id, sort_order);
CREATE UNIQUE INDEX community_event_images_one_primary_idx
  ON community_event_images (event_id) WHERE is_primary;

-- One row per viewer and day: "views counted once per viewer a day" (issue 16). The viewer is
-- the member's id, or a hash of an anonymous visitor's address and browser.
CREATE TABLE community_event_views (
  event_id uuid NOT NULL REFERENCES community_events (id) ON DELETE CASCADE,
  viewer text NOT NULL,
  day date NOT NULL,
  PRIMARY KEY (event_id, viewer, day)
);

-- Notifications of our own for events: approval, rejection, cancellation and a waitlist
-- promotion (issue 16 item 5). Existing rows keep their type.
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
  'offer_received', 'offer_accepted', 'offer_rejected', 'offer_expired', 'offer_completed',
  'offer_withdrawn', 'message_received', 'item_approved', 'item_rejected', 'token_balance_changed',
  'event_approved', 'event_rejected', 'event_cancelled', 'event_promoted'
));
