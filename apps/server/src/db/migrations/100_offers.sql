-- Offers and trades (spec 2 §3.7, §4.2; spec 3 §4; openapi.yaml tag offers), the chat each offer
-- opens (openapi.yaml: one chat per item and buyer), and the ledger key that makes a trade
-- complete once.

-- The chat of an item's buyer with its owner. The offers area opens it and writes its system
-- messages; the chat area (issue 12 part 3) reads and extends these tables.
CREATE TABLE chats (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  item_id uuid NOT NULL REFERENCES items (id) ON DELETE CASCADE,
  buyer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX chats_item_buyer_key ON chats (item_id, buyer_id);

CREATE TABLE chat_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  chat_id uuid NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  -- Null for system messages.
  sender_id uuid REFERENCES users (id) ON DELETE SET NULL,
  message_type text NOT NULL CHECK (message_type IN (
    'user', 'system', 'offer', 'offer_created', 'offer_response', 'offer_auto_rejected',
    'offer_accepted', 'offer_rejected', 'offer_cancelled'
  )),
  message_text text NOT NULL,
  offer_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_chat_idx ON chat_messages (chat_id, created_at, id);
CREATE INDEX chat_messages_offer_idx ON chat_messages (offer_id) WHERE offer_id IS NOT NULL;

CREATE TABLE offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  item_id uuid NOT NULL REFERENCES items (id) ON DELETE CASCADE,
  -- The bidder. Deleted accounts are anonymised, not removed, so this stays set.
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- member: an offer made with createItemOffer (72 hours); staff_token: a staff token offer sent
  -- to the item's owner (7 days, tokens from the marketplace, status 'sent').
  kind text NOT NULL CHECK (kind IN ('member', 'staff_token')),
  offer_type text NOT NULL CHECK (offer_type IN ('tokens', 'cash')),
  token_amount integer CHECK (token_amount IS NULL OR token_amount BETWEEN 1 AND 10000),
  cash_amount_cents integer CHECK (cash_amount_cents IS NULL OR cash_amount_cents >= 100),
  message text CHECK (message IS NULL OR length(message) <= 500),
  admin_response text,
  user_response text,
  status text NOT NULL CHECK (status IN (
    'pending', 'accepted', 'rejected', 'withdrawn', 'completed', 'expired', 'sent'
  )),
  chat_id uuid REFERENCES chats (id) ON DELETE SET NULL,
  -- The item owner's ledger row of the completed trade (token_transactions.id).
  transaction_id uuid,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  CHECK ((offer_type = 'tokens') = (token_amount IS NOT NULL)),
  CHECK ((offer_type = 'cash') = (cash_amount_cents IS NOT NULL)),
  CHECK (kind = 'member' OR offer_type = 'tokens'),
  CHECK (status <> 'sent' OR kind = 'staff_token'),
  CHECK (status <> 'pending' OR kind = 'member'),
  CHECK ((status = 'completed') = (transaction_id IS NOT NULL))
);
-- One active (waiting) offer per member and item (spec 2 §4.2), whatever races the check.
CREATE UNIQUE INDEX offers_one_waiting_per_bidder_key ON offers (item_id, user_id)
  WHERE status IN ('pending', 'sent');
-- One pending staff token offer per item (openapi.yaml createTokenOffer).
CREATE UNIQUE INDEX offers_one_token_offer_per_item_key ON offers (item_id)
  WHERE status = 'sent';
-- One accepted offer per item: the trade in progress.
CREATE UNIQUE INDEX offers_one_accepted_per_item_key ON offers (item_id) WHERE status = 'accepted';
-- An item's offers (lists, stats, latest offer, the item view's summary, auto-rejection).
CREATE INDEX offers_item_idx ON offers (item_id, created_at DESC, id DESC);
-- A member's offers (my-offers, direction sent; account deletion).
CREATE INDEX offers_user_idx ON offers (user_id, created_at DESC, id DESC);
-- The marketplace's recent offers (trending, the admin offers page) by date, status or amount.
CREATE INDEX offers_created_idx ON offers (created_at DESC, id DESC);
CREATE INDEX offers_status_created_idx ON offers (status, created_at DESC, id DESC);
-- The expiry job's scan.
CREATE INDEX offers_expiry_idx ON offers (expires_at) WHERE status IN ('pending', 'sent');

-- A trade writes one ledger row per member and offer: a retried or concurrent completion finds
-- the row already there instead of paying twice (TOOLCHAIN.md, "double completion").
CREATE UNIQUE INDEX token_transactions_offer_user_key ON token_transactions (offer_id, user_id)
  WHERE offer_id IS NOT NULL;
