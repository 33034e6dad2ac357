// SQL of listing photos and image-service uploads (migration 020).
import type { Queryable } from '../db/db.ts';

export interface ItemImageRow {
  id: string;
  item_id: string;
  storage_key: string;
  is_primary: boolean;
  sort_order: number;
  width: number | null;
  height: number | null;
  created_at: Date;
}

/** Primary first, then by sort order and age (openapi.yaml Item.images). */
const IMAGE_ORDER = 'is_primary DESC, sort_order, created_at, id';

export const listImages = (q: Queryable, itemId: string) =>
  q.query<ItemImageRow>(`SELECT * FROM item_images WHERE item_id = $1 ORDER BY ${IMAGE_ORDER}`, [
    itemId,
  ]);

/** The photos of many items at once (catalog pages), grouped by item. */
export async function imagesByItem(
  q: Queryable,
  itemIds: readonly string[],
): Promise<Map<string, ItemImageRow[]>> {
  const out = new Map<string, ItemImageRow[]>();
  if (itemIds.length === 0) return out;
  const rows = await q.query<ItemImageRow>(
    `SELECT * FROM item_images WHERE item_id = ANY($1::uuid[]) ORDER BY item_id, ${IMAGE_ORDER}`,
    [itemIds],
  );
  for (const row of rows) {
    const list = out.get(row.item_id) ?? [];
    list.push(row);
    out.set(row.item_id, list);
  }
  return out;
}

export async function imageStats(
  q: Queryable,
  itemId: string,
): Promise<{ count: number; nextOrder: number; hasPrimary: boolean }> {
  const row = await q.one<{ count: number; next_order: number; has_primary: boolean }>(
    `SELECT count(*)::int AS count, coalesce(max(sort_order) + 1, 0)::int AS next_order,
            coalesce(bool_or(is_primary), false) AS has_primary
       FROM item_images WHERE item_id = $1`,
    [itemId],
  );
  return {
    count: row?.count ?? 0,
    nextOrder: row?.next_order ?? 0,
    hasPrimary: row?.has_primary ?? false,
  };
}

export async function insertImage(
  q: Queryable,
  image: {
    id: string;
    itemId: string;
    storageKey: string;
    isPrimary: boolean;
    sortOrder: number;
    width: number;
    height: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO item_images (id, item_id, storage_key, is_primary, sort_order, width, height)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      image.id,
      image.itemId,
      image.storageKey,
      image.isPrimary,
      image.sortOrder,
      image.width,
      image.height,
    ],
  );
}

export const findImage = (q: Queryable, itemId: string, imageId: string) =>
  q.one<ItemImageRow>('SELECT * FROM item_images WHERE item_id = $1 AND id = $2', [
    itemId,
    imageId,
  ]);

export async function deleteImage(q: Queryable, imageId: string): Promise<void> {
  await q.query('DELETE FROM item_images WHERE id = $1', [imageId]);
}

/** Makes one photo the primary; the unique partial index allows one per item. */
export async function setPrimary(q: Queryable, itemId: string, imageId: string): Promise<void> {
  await q.query('UPDATE item_images SET is_primary = false WHERE item_id = $1 AND is_primary', [
    itemId,
  ]);
  await q.query('UPDATE item_images SET is_primary = true WHERE item_id = $1 AND id = $2', [
    itemId,
    imageId,
  ]);
}

/**
 * Stores a new order: the photo at position i of `imageIds` gets sort_order i. One statement,
 * so the order is never seen half-written; photos already in place are not rewritten, so a
 * retry writes nothing.
 */
export async function setImageOrder(
  q: Queryable,
  itemId: string,
  imageIds: readonly string[],
): Promise<void> {
  if (imageIds.length === 0) return;
  await q.query(
    `UPDATE item_images AS i SET sort_order = o.position - 1
       FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, position)
      WHERE i.item_id = $1 AND i.id = o.id AND i.sort_order <> o.position - 1`,
    [itemId, imageIds],
  );
}

/** After the primary was removed: the first remaining photo becomes primary (spec 2 §4.3). */
export async function promoteFirstImage(q: Queryable, itemId: string): Promise<void> {
  await q.query(
    `UPDATE item_images SET is_primary = true
      WHERE id = (SELECT id FROM item_images WHERE item_id = $1
                   ORDER BY sort_order, created_at, id LIMIT 1)
        AND NOT EXISTS (SELECT 1 FROM item_images WHERE item_id = $1 AND is_primary)`,
    [itemId],
  );
}

export const storageKeysOfItem = async (q: Queryable, itemId: string) =>
  (
    await q.query<{ storage_key: string }>(
      'SELECT storage_key FROM item_images WHERE item_id = $1',
      [itemId],
    )
  ).map((r) => r.storage_key);

// ── image-service uploads ─────────────────────────────────────────────────────────────────────

export interface ImageUploadRow {
  id: string;
  user_id: string;
  storage_key: string;
  file_name: string;
  folder: string | null;
  tags: string[];
  is_temporary: boolean;
  item_image_id: string | null;
  width: number | null;
  height: number | null;
  created_at: Date;
  expires_at: Date | null;
}

export async function insertUpload(
  q: Queryable,
  u: {
    id: string;
    userId: string;
    storageKey: string;
    fileName: string;
    folder: string | null;
    tags: string[];
    isTemporary: boolean;
    itemImageId: string | null;
    width: number;
    height: number;
    ttlSeconds: number | null;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO image_uploads (id, user_id, storage_key, file_name, folder, tags, is_temporary,
                                item_image_id, width, height, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
             CASE WHEN $11::int IS NULL THEN NULL ELSE now() + make_interval(secs => $11::int) END)`,
    [
      u.id,
      u.userId,
      u.storageKey,
      u.fileName,
      u.folder,
      u.tags,
      u.isTemporary,
      u.itemImageId,
      u.width,
      u.height,
      u.ttlSeconds,
    ],
  );
}

/** The caller's uploads among `ids` that are not attached to a listing yet, locked. */
export const findOpenUploads = (q: Queryable, userId: string, ids: readonly string[]) =>
  q.query<ImageUploadRow>(
    `SELECT * FROM image_uploads
      WHERE user_id = $1 AND id = ANY($2::uuid[]) AND is_temporary AND item_image_id IS NULL
        AND expires_at > now()
      FOR UPDATE`,
    [userId, ids],
  );

export async function attachUpload(q: Queryable, uploadId: string, imageId: string) {
  await q.query(
    'UPDATE image_uploads SET item_image_id = $2, is_temporary = false, expires_at = NULL WHERE id = $1',
    [uploadId, imageId],
  );
}

/** Temporary uploads past their expiry, never transferred: removed by purgeExpiredUploads. */
export const deleteExpiredUploads = (q: Queryable, limit: number) =>
  q.query<{ storage_key: string }>(
    `DELETE FROM image_uploads
      WHERE id IN (SELECT id FROM image_uploads
                    WHERE is_temporary AND item_image_id IS NULL AND expires_at <= now()
                    ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING storage_key`,
    [limit],
  );
