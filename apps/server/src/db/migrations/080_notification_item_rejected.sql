-- A notification type of our own beside spec 1's list: `item_rejected`, for a listing that staff
-- rejected or took out of the catalog (it was an `item_approved` notification before, so a member
-- could not filter for the listings that need their attention). Existing rows keep their type.
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
  'offer_received', 'offer_accepted', 'offer_rejected', 'offer_expired', 'offer_completed',
  'message_received', 'item_approved', 'item_rejected', 'token_balance_changed'
));
