-- The catalog's Bike Type, Condition and price filters together (issue 31): their total and
-- their page read only the listings that match. Before, a count of "Road Bike, Good, $500 to
-- $1,500" read every Road Bike of the type from items_catalog_bike_type_idx and threw the
-- others away at the table (208 rows for 14 at 5,000 listings, growing with the catalog); this
-- index answers it with an index-only scan of the matches, and the page walks it in price order.
-- A Bike Type alone, or a search with these filters, reads it too. Published rows only, like
-- migration 030's indexes.
CREATE INDEX items_published_facets_idx
  ON items (item_type, bike_type, condition, sale_price_cents)
  WHERE status = 'published';
