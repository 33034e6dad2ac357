-- A notification type of our own: `offer_withdrawn`, for the item's owner when a bidder takes a
-- waiting offer back (or leaves by deleting their account), so the owner is not left answering an
-- offer that is gone (issue 12). Existing rows keep their type.
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
  'offer_received', 'offer_accepted', 'offer_rejected', 'offer_expired', 'offer_completed',
  'offer_withdrawn', 'message_received', 'item_approved', 'item_rejected', 'token_balance_changed'
));
