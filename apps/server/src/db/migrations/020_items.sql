-- Listings of the four item types (spec 2 §3), their photos, and uploads made through the image
-- service before they belong to a listing (spec 2 §7.2). Filterable fields are typed columns;
-- the type-specific attributes of §3.3 are one JSONB column (validated by the server).

CREATE TABLE items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  item_type text NOT NULL CHECK (item_type IN ('bike', 'part', 'accessory', 'gear')),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  brand text NOT NULL,
  model text,
  year integer CHECK (year IS NULL OR year BETWEEN 1900 AND 2100),
  -- Free text as sent (the AI's 'Mountain', a catalog category, the create fallback).
  category text,
  -- The catalog's Bike Type: attributes.category, else the category mapped onto the catalog's
  -- list ('Mountain' -> 'Mountain Bike'); set by the server on every write. Null for non-bikes.
  bike_type text,
  frame_size text,
  condition text NOT NULL
    CHECK (condition IN ('Like New', 'Excellent', 'Very Good', 'Good', 'Fair', 'Needs Work')),
  location text NOT NULL,
  description text NOT NULL,
  sale_price_cents integer CHECK (sale_price_cents IS NULL OR sale_price_cents >= 0),
  estimated_value_cents integer CHECK (estimated_value_cents IS NULL OR estimated_value_cents >= 0),
  is_trade_only boolean NOT NULL DEFAULT false,
  size_info text,
  trade_preference text,
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'pending_review', 'published', 'pending_trade', 'trade_complete')),
  -- The last staff rejection or unapproval reason, cleared when the item is published.
  rejection_reason text,
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(attributes) = 'object'),
  -- Catalog search: 'simple' (no stemming, no stop words) so brand and model names match as
  -- typed, and prefix queries ('marl:*') work for search-as-you-type. Weighted so a match in
  -- the name ranks above one in the description.
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', name), 'A') ||
    setweight(to_tsvector('simple', brand || ' ' || coalesce(model, '')), 'B') ||
    setweight(to_tsvector('simple', description), 'C')
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz
);

-- The public catalog: one type, published, newest (or oldest) first, paged.
CREATE INDEX items_catalog_idx ON items (item_type, status, created_at DESC, id DESC);
-- Sorting and price-range filters within the catalog.
CREATE INDEX items_catalog_price_idx ON items (item_type, status, sale_price_cents, id);
-- Bike Type and Condition filters.
CREATE INDEX items_catalog_bike_type_idx ON items (item_type, status, bike_type, created_at DESC);
CREATE INDEX items_catalog_condition_idx ON items (item_type, status, condition, created_at DESC);
-- Location filter: a case-insensitive prefix match (lower(location) LIKE 'portland%').
CREATE INDEX items_location_prefix_idx ON items (lower(location) text_pattern_ops);
-- Full-text search.
CREATE INDEX items_search_idx ON items USING GIN (search_vector);
-- A member's listings (profile, /users/{id}/bikes, ?ownerId=).
CREATE INDEX items_owner_idx ON items (owner_id, created_at DESC, id DESC);
-- The staff panel: every type by status, and the review queue.
CREATE INDEX items_status_idx ON items (status, created_at DESC, id DESC);

CREATE TABLE item_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  item_id uuid NOT NULL REFERENCES items (id) ON DELETE CASCADE,
  -- Base storage key; the sizes are <key>-320.webp, <key>-800.webp and <key>-1600.webp.
  storage_key text NOT NULL,
  is_primary boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0 CHECK (sort_order >= 0),
  width integer,
  height integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX item_images_item_idx ON item_images (item_id, sort_order, created_at);
-- At most one primary photo per item (spec 2 §4.3).
CREATE UNIQUE INDEX item_images_one_primary_key ON item_images (item_id) WHERE is_primary;

-- Files stored through POST /imagekit/upload (and the AI uploads later): temporary ones wait
-- to be transferred to a listing (POST /items/{type}/{id}/images/transfer) and are purged after
-- expires_at; the fileId the client holds is this row's id.
CREATE TABLE image_uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  storage_key text NOT NULL,
  file_name text NOT NULL,
  folder text,
  tags text[] NOT NULL DEFAULT '{}',
  is_temporary boolean NOT NULL,
  item_image_id uuid REFERENCES item_images (id) ON DELETE SET NULL,
  width integer,
  height integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz
);
CREATE INDEX image_uploads_user_idx ON image_uploads (user_id, created_at DESC);
CREATE INDEX image_uploads_expiry_idx ON image_uploads (expires_at)
  WHERE is_temporary AND item_image_id IS NULL;
