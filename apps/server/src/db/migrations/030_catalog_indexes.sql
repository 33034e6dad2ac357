-- Catalog search at tens of thousands of listings (the bench:catalog script). The public catalog
-- only ever reads published items of one type, so these indexes hold published rows only: they
-- are a fraction of the table's size and the status column need not be in them. Each matches a
-- sort order of GET /items/{type} exactly, so a page is read in index order and the scan stops
-- after OFFSET + LIMIT entries instead of sorting every listing of the type.

-- Newest first (the default) and, read backwards, oldest first.
CREATE INDEX items_published_newest_idx ON items (item_type, created_at DESC, id DESC)
  WHERE status = 'published';
-- price_asc (sale_price_cents ASC NULLS LAST, id ASC), and the price-range filters.
CREATE INDEX items_published_price_asc_idx ON items (item_type, sale_price_cents, id)
  WHERE status = 'published';
-- price_desc puts trade-only (null price) listings last too, which a backward scan of the index
-- above cannot give (it would put them first).
CREATE INDEX items_published_price_desc_idx
  ON items (item_type, sale_price_cents DESC NULLS LAST, id DESC)
  WHERE status = 'published';
-- Full-text search within the catalog of one type. items_search_idx spans every type and status,
-- so a common word ('trek' matches a seventh of all listings) made the planner read the whole
-- type through a btree and test each row's search_vector instead. These hold the published
-- listings of one type each (item_type has a fixed list, see its CHECK), so a search reads the
-- matching entries only. (A composite GIN of item_type and search_vector would need btree_gin.)
CREATE INDEX items_published_bike_search_idx ON items USING GIN (search_vector)
  WHERE status = 'published' AND item_type = 'bike';
CREATE INDEX items_published_part_search_idx ON items USING GIN (search_vector)
  WHERE status = 'published' AND item_type = 'part';
CREATE INDEX items_published_accessory_search_idx ON items USING GIN (search_vector)
  WHERE status = 'published' AND item_type = 'accessory';
CREATE INDEX items_published_gear_search_idx ON items USING GIN (search_vector)
  WHERE status = 'published' AND item_type = 'gear';
