-- Chat (spec 2 §2.8, §3.8, §4.5; openapi.yaml tag chat): one chat per item and buyer, its
-- messages in order, and each reader's position in it.
--
-- Migration 100 (offers) creates `chats` and `chat_messages`, since an offer opens its chat;
-- this one adds what the chat area needs on top.

-- The order of a chat's messages and the stream's cursor: the SSE id of a message is its seq,
-- so a reconnect's Last-Event-ID re-reads the rows after it (NOTIFY carries only ids and never
-- replays). Identity values are handed out at insert, in the order messages are written.
ALTER TABLE chat_messages ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
-- Pages, replay after a cursor, the latest message and unread counts of one chat.
CREATE UNIQUE INDEX chat_messages_chat_seq_key ON chat_messages (chat_id, seq);
-- 20 messages a minute per member: the sender's recent messages.
CREATE INDEX chat_messages_sender_recent_idx ON chat_messages (sender_id, created_at)
  WHERE sender_id IS NOT NULL;

-- Last activity, for "most recent activity first" (GET /chats, GET /admin/chats). Kept by a
-- trigger so that every writer of chat_messages keeps it right, the offers area included.
ALTER TABLE chats ADD COLUMN last_message_at timestamptz;
CREATE OR REPLACE FUNCTION chats_touch_last_message() RETURNS trigger AS $$
BEGIN
  UPDATE chats SET last_message_at = NEW.created_at
   WHERE id = NEW.chat_id AND (last_message_at IS NULL OR last_message_at < NEW.created_at);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER chat_messages_touch_chat AFTER INSERT ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION chats_touch_last_message();
UPDATE chats c SET last_message_at = m.last
  FROM (SELECT chat_id, max(created_at) AS last FROM chat_messages GROUP BY chat_id) m
 WHERE m.chat_id = c.id;
-- A buyer's chats by activity; the owner's come through items_owner_idx and chats_item_buyer_key.
CREATE INDEX chats_buyer_activity_idx ON chats (buyer_id, last_message_at DESC);
-- Every chat with messages by activity (staff).
CREATE INDEX chats_activity_idx ON chats (last_message_at DESC, id DESC)
  WHERE last_message_at IS NOT NULL;

-- Each reader's position: messages after last_read_seq are unread for them. Staff who read a
-- chat get a row too, so their list shows what they have not seen.
CREATE TABLE chat_reads (
  chat_id uuid NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_read_seq bigint NOT NULL,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chat_id, user_id)
);
