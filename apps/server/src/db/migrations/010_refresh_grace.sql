-- When the current refresh token was issued: the token it replaced stays acceptable for a short
-- grace window (see rotateSession), so a reply lost to a reload or a second tab does not end the
-- session as if the token had been stolen.
ALTER TABLE device_sessions ADD COLUMN rotated_at timestamptz;
