-- Who sold in a chat: the item's owner when the chat began. A trade moves the item to the buyer,
-- so the item's current owner no longer names the seller; the seller's list of chats (GET
-- /chats) and the chat's sellerId read this column, the current owner still has access.
ALTER TABLE chats ADD COLUMN seller_id uuid REFERENCES users (id) ON DELETE SET NULL;
-- Existing chats: the seller of a completed trade in the chat (the owner's ledger row), else
-- the item's owner now.
UPDATE chats c SET seller_id = coalesce(
  (SELECT t.user_id FROM offers o JOIN token_transactions t ON t.id = o.transaction_id
    WHERE o.chat_id = c.id AND o.status = 'completed'
    ORDER BY o.completed_at DESC LIMIT 1),
  (SELECT i.owner_id FROM items i WHERE i.id = c.item_id));
-- A seller's chats by activity (the buyer's have chats_buyer_activity_idx).
CREATE INDEX chats_seller_activity_idx ON chats (seller_id, last_message_at DESC);
