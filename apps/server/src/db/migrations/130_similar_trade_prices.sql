-- The offer dialog's fair price (GET /offers/items/{type}/{id}/similar-trades, issue 12 item 7):
-- completed trades of items of the same type and category in the last 12 months.
--
-- The category compared, one column so one index serves every type: a bike's Bike Type (the
-- catalog's, normalised by the server), a part's part_category, an accessory's or gear's
-- category as listed.
ALTER TABLE items ADD COLUMN trade_category text GENERATED ALWAYS AS (
  CASE item_type
    WHEN 'bike' THEN bike_type
    WHEN 'part' THEN attributes ->> 'part_category'
    ELSE category
  END
) STORED;
CREATE INDEX items_trade_category_idx ON items (item_type, trade_category, id);
-- Completed offers by completion time: the last 12 months are a range scan of this (small,
-- partial) index, joined to the items above.
CREATE INDEX offers_completed_idx ON offers (completed_at DESC, item_id) WHERE status = 'completed';
