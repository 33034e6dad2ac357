-- Weekly series of rides (issue 16 item 6, beyond the spec; openapi.yaml RepeatWeekly): each
-- date stays an event row of its own (followed, waitlisted, edited and cancelled on its own)
-- and the dates of one series share a series_id. There is no series table: a series has no
-- fields of its own, so nothing could disagree with its dates.
ALTER TABLE community_events ADD COLUMN series_id uuid;

-- A series' dates in order: series-wide edits and cancellations take "this and the following
-- dates" (start >= the addressed date's), and GET /events?seriesId= lists them by start.
CREATE INDEX community_events_series_idx ON community_events (series_id, start_datetime, id)
  WHERE series_id IS NOT NULL;
