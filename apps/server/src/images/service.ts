// Listing photos and the image service (spec 2 §4.3, §5.1, §7.1, §7.2, §9). Photos are
// processed (sniffed, re-encoded in three sizes, metadata stripped) before anything is stored;
// files are written through the one Storage interface and rows in one transaction, and a
// refused upload leaves nothing behind.
//
// Primary photo rules (spec 2 §4.3): the first photo of an item becomes primary; an upload's
// primaryIndex moves the mark to that photo; removing the primary promotes the first remaining
// photo (by order). Reordering (reorderItemImages) never moves the mark: the primary photo is
// shown first whatever its sort order, as in the editor where the star and the drag are apart.
import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { components } from '@pedalswap/api-client/schema.gen';
import {
  ITEM_LIMITS,
  ITEM_MESSAGES,
  canEditItem,
  parsePrimaryIndex,
  isItemType,
  type ItemType,
} from '@pedalswap/domain/items';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, validationFailed } from '../errors.ts';
import type { Storage } from '../storage/storage.ts';
import {
  decideOrThrow,
  touchItem,
  type ItemEvents,
  type ItemRow,
  type ItemService,
} from '../items/service.ts';
import type { Caller } from '../plugins/caller.ts';
import {
  NotAnImageError,
  PHOTO_WIDTHS,
  processListingPhoto,
  variantKey,
  variantKeys,
  type ProcessedPhoto,
} from './listing-photo.ts';
import { ImageTooLargeError, imageTooLarge } from './image-limits.ts';
import { imageView, type ApiItemImage } from './image-view.ts';
import type { ReadUpload } from './multipart.ts';
import * as repo from './repository.ts';

type UploadResult = components['schemas']['UploadResult'];
type FileRef = components['schemas']['UploadedFileRef'];

/** Temporary image-service uploads are purged after a day (openapi.yaml uploadImage). */
export const TEMPORARY_UPLOAD_TTL_SECONDS = 24 * 60 * 60;
/** The client caches credentials 10 minutes; they must outlive that (at least 15). */
export const UPLOAD_AUTH_TTL_SECONDS = 30 * 60;

export interface ImageServiceDeps {
  db: Db;
  storage: Storage;
  items: ItemService;
  events: ItemEvents;
  log: FastifyBaseLogger;
  /** The app's secret (JWT_SECRET); the /imagekit/auth signing key is derived from it. */
  signingSecret: string;
}

const tooLarge = (fileName: string) =>
  new AppError(413, 'payload_too_large', ITEM_MESSAGES.fileTooLarge(fileName), {
    details: [{ path: 'images', msg: ITEM_MESSAGES.fileTooLarge(fileName) }],
  });
const notAnImage = (fileName: string, path = 'images') =>
  new AppError(415, 'unsupported_media_type', ITEM_MESSAGES.notAnImage(fileName), {
    details: [{ path, msg: ITEM_MESSAGES.notAnImage(fileName) }],
  });
const tooManyPhotos = (path = 'images') =>
  new AppError(400, 'validation_failed', ITEM_MESSAGES.tooManyPhotos, {
    details: [{ path, msg: ITEM_MESSAGES.tooManyPhotos }],
  });
/** openapi.yaml reorderItemImages: the order is not exactly the item's current photos. */
export const IMAGE_ORDER_MISMATCH = "The photo order must list each of this listing's photos once";

const imageNotFound = () => new AppError(404, 'not_found', ITEM_MESSAGES.imageNotFound);
const notAuthorized = () => new AppError(403, 'forbidden', ITEM_MESSAGES.notAuthorizedToEdit);

export interface NamedPhoto {
  fileName: string;
  photo: ProcessedPhoto;
}

async function processNamed(fileName: string, data: Buffer, path?: string): Promise<NamedPhoto> {
  try {
    return { fileName, photo: await processListingPhoto(data) };
  } catch (err) {
    if (err instanceof NotAnImageError) throw notAnImage(fileName, path);
    if (err instanceof ImageTooLargeError) throw imageTooLarge(path ?? 'images');
    throw err;
  }
}

/** A client file name made safe to store and show: 'My bike (1).JPG' -> 'my-bike-1.webp'. */
export function storedFileName(fileName: string): string {
  const base = fileName
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'photo'}.webp`;
}

/** Writes every width of a processed photo under `base`, noting each key in `written`. */
async function putPhoto(
  storage: Storage,
  base: string,
  photo: ProcessedPhoto,
  written: string[] = [],
) {
  for (const v of photo.variants) {
    const key = variantKey(base, v.width);
    await storage.put(key, v.data, 'image/webp');
    written.push(key);
  }
}

/**
 * A photo processed beforehand, stored and added to a listing as given, without an upload's
 * checks (owner, limit, lifecycle): the demo seed's drawings, written in the seed's own steps.
 */
export async function addProcessedPhoto(
  q: Queryable,
  storage: Storage,
  itemId: string,
  photo: ProcessedPhoto,
  place: { isPrimary: boolean; sortOrder: number },
): Promise<void> {
  const storageKey = `items/${itemId}/${randomUUID()}`;
  await putPhoto(storage, storageKey, photo);
  await repo.insertImage(q, {
    id: randomUUID(),
    itemId,
    storageKey,
    ...place,
    width: photo.width,
    height: photo.height,
  });
}

export function createImageService(deps: ImageServiceDeps) {
  const { db, storage, items, log } = deps;
  // A key of its own, so an upload signature can never be mistaken for anything else signed.
  const signingKey = createHmac('sha256', deps.signingSecret).update('imagekit-upload').digest();

  async function discard(keys: readonly string[]) {
    await Promise.all(keys.map((k) => storage.delete(k))).catch((err: unknown) =>
      log.warn({ err }, 'could not remove stored photos'),
    );
  }

  /** The item, visible to and editable by the caller, in a status that allows edits. */
  async function editable(
    q: Queryable,
    type: ItemType | null,
    id: string,
    caller: Caller,
    forUpdate = false,
  ): Promise<ItemRow> {
    const row = await items.visible(q, type, id, caller, forUpdate);
    if (!canEditItem({ ownerId: row.owner_id }, caller)) throw notAuthorized();
    decideOrThrow(row, { type: 'EDIT', actor: { role: caller.role, isOwner: true } });
    return row;
  }

  async function imagesOf(q: Queryable, itemId: string): Promise<ApiItemImage[]> {
    return (await repo.listImages(q, itemId)).map((r) => imageView(storage, r));
  }

  function announce(row: ItemRow) {
    deps.events.publish('item:updated', {
      itemId: row.id,
      itemType: row.item_type,
      status: row.status,
      ownerId: row.owner_id,
    });
  }

  /**
   * Adds photos (already processed) to an item in one transaction: the 10-photo limit is
   * checked under the item's row lock, so two uploads at once cannot pass it together.
   * Returns the new image ids in order.
   */
  async function attach(
    type: ItemType | null,
    itemId: string,
    caller: Caller,
    photos: readonly {
      storageKey: string;
      photo: ProcessedPhoto | null;
      width: number;
      height: number;
    }[],
    primaryIndex: number | null,
    afterInsert?: (tx: Queryable, imageIds: string[]) => Promise<void>,
  ): Promise<{ row: ItemRow; imageIds: string[]; images: ApiItemImage[] }> {
    const written: string[] = [];
    try {
      return await db.transaction(async (tx) => {
        const row = await editable(tx, type, itemId, caller, true);
        const stats = await repo.imageStats(tx, row.id);
        if (stats.count + photos.length > ITEM_LIMITS.photosPerListing) throw tooManyPhotos();
        const imageIds: string[] = [];
        for (const [i, p] of photos.entries()) {
          const id = randomUUID();
          if (p.photo) await putPhoto(storage, p.storageKey, p.photo, written);
          await repo.insertImage(tx, {
            id,
            itemId: row.id,
            storageKey: p.storageKey,
            isPrimary: false,
            sortOrder: stats.nextOrder + i,
            width: p.width,
            height: p.height,
          });
          imageIds.push(id);
        }
        const primary = primaryIndex ?? (stats.hasPrimary ? null : 0);
        if (primary !== null && imageIds[primary])
          await repo.setPrimary(tx, row.id, imageIds[primary]);
        await afterInsert?.(tx, imageIds);
        await touchItem(tx, row.id);
        const status = await items.photosChanged(tx, row, caller);
        return { row: { ...row, status }, imageIds, images: await imagesOf(tx, row.id) };
      });
    } catch (err) {
      await discard(written);
      throw err;
    }
  }

  return {
    /**
     * The stored bytes of an item's photos, primary first, at their largest width: the AI area
     * analyses a listing's photos again (POST /ai/enhance-listing). Who may ask is the caller's
     * business; a file missing from storage is skipped.
     */
    async photoFiles(itemId: string, limit: number) {
      const rows = (await repo.listImages(db, itemId)).slice(0, limit);
      const files = await Promise.all(
        rows.map(async (row) => {
          const key = variantKey(row.storage_key, PHOTO_WIDTHS.full);
          const data = await storage.read(key);
          return data ? { fileName: key.slice(key.lastIndexOf('/') + 1), data } : null;
        }),
      );
      return files.filter((f) => f !== null);
    },

    /** POST /items/{type}/{id}/images (multipart `images`, optional `primaryIndex`). */
    async upload(type: ItemType, id: string, caller: Caller, readUpload: ReadUpload) {
      // Who may upload is settled before the files are read (and processed).
      await editable(db, type, id, caller);
      const { files, fields } = await readUpload({
        fileField: 'images',
        maxFiles: ITEM_LIMITS.photosPerListing,
        maxBytes: ITEM_LIMITS.photoMaxBytes,
        textFields: ['primaryIndex'],
        // primaryIndex is one digit; a longer one gets its own message from parsePrimaryIndex.
        maxFieldChars: 100,
        tooLarge,
        tooMany: () => tooManyPhotos(),
        onFile: (fileName, data) => processNamed(fileName, data),
      });
      if (files.length === 0)
        throw validationFailed([{ path: 'images', msg: ITEM_MESSAGES.atLeastOneImage }]);
      const primaryIndex = parsePrimaryIndex(fields.primaryIndex, files.length);
      if (primaryIndex === 'invalid')
        throw validationFailed([{ path: 'primaryIndex', msg: ITEM_MESSAGES.invalidPrimaryIndex }]);
      const result = await attach(
        type,
        id,
        caller,
        files.map((f) => ({
          storageKey: `items/${id}/${randomUUID()}`,
          photo: f.photo,
          width: f.photo.width,
          height: f.photo.height,
        })),
        primaryIndex,
      );
      announce(result.row);
      return { images: result.images };
    },

    async remove(type: ItemType, id: string, imageId: string, caller: Caller) {
      const { key, images, row } = await db.transaction(async (tx) => {
        const item = await editable(tx, type, id, caller, true);
        const image = await repo.findImage(tx, item.id, imageId);
        if (!image) throw imageNotFound();
        await repo.deleteImage(tx, image.id);
        if (image.is_primary) await repo.promoteFirstImage(tx, item.id);
        const status = await items.photosChanged(tx, item, caller);
        return {
          key: image.storage_key,
          images: await imagesOf(tx, item.id),
          row: { ...item, status },
        };
      });
      await discard(variantKeys(key));
      announce(row);
      return { images };
    },

    async setPrimary(type: ItemType, id: string, imageId: string, caller: Caller) {
      const { images, row } = await db.transaction(async (tx) => {
        const item = await editable(tx, type, id, caller, true);
        if (!(await repo.findImage(tx, item.id, imageId))) throw imageNotFound();
        await repo.setPrimary(tx, item.id, imageId);
        return { images: await imagesOf(tx, item.id), row: item };
      });
      announce(row);
      return { images };
    },

    /**
     * PUT /items/{type}/{id}/images/order. Checked against the photos under the item's row lock,
     * so an upload or removal at the same time either comes first (and the stale order is a
     * 400) or waits for this one.
     */
    async reorder(type: ItemType, id: string, imageIds: readonly string[], caller: Caller) {
      const { images, row } = await db.transaction(async (tx) => {
        const item = await editable(tx, type, id, caller, true);
        const current = new Set((await repo.listImages(tx, item.id)).map((r) => r.id));
        // Compared in lower case: a uuid may arrive in upper case and the column answers lower.
        const wanted = imageIds.map((i) => i.toLowerCase());
        const exact =
          wanted.length === current.size &&
          new Set(wanted).size === wanted.length &&
          wanted.every((i) => current.has(i));
        if (!exact)
          throw new AppError(400, 'validation_failed', IMAGE_ORDER_MISMATCH, {
            details: [{ path: 'imageIds', msg: IMAGE_ORDER_MISMATCH }],
          });
        await repo.setImageOrder(tx, item.id, wanted);
        return { images: await imagesOf(tx, item.id), row: item };
      });
      announce(row);
      return { images };
    },

    /** Photos uploaded earlier (image service, AI uploads) attached to a listing. */
    async transfer(type: ItemType, id: string, refs: readonly FileRef[], caller: Caller) {
      const ids = refs.map((r) => r.fileId);
      const issues = refs
        .map((r, i) => ({ r, i }))
        .filter(({ r }) => !/^[0-9a-f-]{36}$/i.test(r.fileId))
        .map(({ i }) => ({ path: `images.${i}.fileId`, msg: 'Unknown photo' }));
      if (issues.length) throw validationFailed(issues);
      if (new Set(ids).size !== ids.length)
        throw validationFailed([{ path: 'images', msg: 'The same photo is listed twice' }]);
      // Lock the caller's open uploads and attach them in one transaction.
      const attached = await db.transaction(async (tx) => {
        const row = await editable(tx, type, id, caller, true);
        const uploads = await repo.findOpenUploads(tx, caller.id, ids);
        const byId = new Map(uploads.map((u) => [u.id, u]));
        const missing = refs
          .map((r, i) => ({ r, i }))
          .filter(({ r }) => !byId.has(r.fileId))
          .map(({ i }) => ({
            path: `images.${i}.fileId`,
            msg: 'This photo was not uploaded by you, was already used, or has expired',
          }));
        if (missing.length) throw validationFailed(missing);
        const stats = await repo.imageStats(tx, row.id);
        if (stats.count + refs.length > ITEM_LIMITS.photosPerListing) throw tooManyPhotos();
        for (const [i, ref] of refs.entries()) {
          const upload = byId.get(ref.fileId)!;
          const imageId = randomUUID();
          await repo.insertImage(tx, {
            id: imageId,
            itemId: row.id,
            storageKey: upload.storage_key,
            isPrimary: !stats.hasPrimary && i === 0,
            sortOrder: stats.nextOrder + i,
            width: upload.width ?? 0,
            height: upload.height ?? 0,
          });
          await repo.attachUpload(tx, upload.id, imageId);
        }
        await touchItem(tx, row.id);
        const status = await items.photosChanged(tx, row, caller);
        return { row: { ...row, status }, images: await imagesOf(tx, row.id) };
      });
      announce(attached.row);
      return { images: attached.images };
    },

    /**
     * One photo of another area's upload (the AI uploads) processed as a listing photo: sniffed,
     * re-encoded, metadata stripped. Nothing is stored until storeTemporary, so the caller can
     * refuse the whole upload after reading every file. `path` names the field in errors.
     */
    prepareTemporary(fileName: string, data: Buffer, path = 'images'): Promise<NamedPhoto> {
      return processNamed(fileName, data, path);
    },

    /**
     * Stores prepared photos as the caller's temporary uploads (purged after 24 hours unless
     * transferred to a listing with transferItemImages), all or none.
     */
    async storeTemporary(caller: Caller, photos: readonly NamedPhoto[]) {
      const written: string[] = [];
      const stored: { fileId: string; url: string; name: string }[] = [];
      try {
        for (const { fileName, photo } of photos) {
          const uploadId = randomUUID();
          const storageKey = `uploads/${caller.id}/${uploadId}`;
          await putPhoto(storage, storageKey, photo, written);
          stored.push({
            fileId: uploadId,
            url: storage.url(variantKey(storageKey, PHOTO_WIDTHS.full)),
            name: storedFileName(fileName),
          });
        }
        await db.transaction(async (tx) => {
          for (const [i, s] of stored.entries())
            await repo.insertUpload(tx, {
              id: s.fileId,
              userId: caller.id,
              storageKey: `uploads/${caller.id}/${s.fileId}`,
              fileName: s.name,
              folder: 'ai',
              tags: ['ai'],
              isTemporary: true,
              itemImageId: null,
              width: photos[i]!.photo.width,
              height: photos[i]!.photo.height,
              ttlSeconds: TEMPORARY_UPLOAD_TTL_SECONDS,
            });
        });
      } catch (err) {
        await discard(written);
        throw err;
      }
      return stored;
    },

    /** GET /imagekit/auth: ImageKit-shaped credentials; with local storage they sign nothing else. */
    uploadAuth(now: Date = new Date()) {
      // With ImageKit the storage answers real ImageKit credentials (its private key signs).
      if (storage.uploadAuth) return storage.uploadAuth(now);
      const token = randomUUID();
      const expire = Math.floor(now.getTime() / 1000) + UPLOAD_AUTH_TTL_SECONDS;
      const signature = createHmac('sha1', signingKey).update(`${token}${expire}`).digest('hex');
      return { token, expire, signature, publicKey: 'local' };
    },

    /** POST /imagekit/upload: one image, temporary (folder) or for an item of the caller. */
    async uploadOne(caller: Caller, readUpload: ReadUpload): Promise<UploadResult> {
      const { files, fields } = await readUpload({
        fileField: 'image',
        maxFiles: 1,
        maxBytes: ITEM_LIMITS.photoMaxBytes,
        textFields: ['fileName', 'itemType', 'itemId', 'isTemporary', 'tags', 'folder'],
        // The contract's longest: tags' 500 (fileName 255, folder 200 are checked below).
        maxFieldChars: 500,
        tooLarge: (name) => {
          const e = tooLarge(name);
          return new AppError(e.statusCode, e.code, e.message, {
            details: [{ path: 'image', msg: e.message }],
          });
        },
        tooMany: () => validationFailed([{ path: 'image', msg: 'Send one image file only' }]),
        onFile: (fileName, data) => processNamed(fileName, data, 'image'),
      });
      const file = files[0];
      const issues = [];
      if (!file) issues.push({ path: 'image', msg: ITEM_MESSAGES.atLeastOneImage });
      const fileName = (fields.fileName ?? '').trim();
      if (!fileName || fileName.length > 255)
        issues.push({ path: 'fileName', msg: 'File name is required (at most 255 characters)' });
      const isTemporary = fields.isTemporary === 'true';
      if (fields.isTemporary !== undefined && !['true', 'false'].includes(fields.isTemporary))
        issues.push({ path: 'isTemporary', msg: "Is temporary must be 'true' or 'false'" });
      const folder = fields.folder?.trim() || null;
      if (folder && (folder.length > 200 || !/^[A-Za-z0-9_\-/]*$/.test(folder)))
        issues.push({ path: 'folder', msg: 'Folder format is invalid' });
      const tags = (fields.tags ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, 20);
      if ((fields.tags ?? '').length > 500)
        issues.push({ path: 'tags', msg: 'Tags must not exceed 500 characters' });
      let itemType: ItemType | null = null;
      if (!isTemporary) {
        if (!isItemType(fields.itemType))
          issues.push({ path: 'itemType', msg: 'Item type is required for a permanent upload' });
        else itemType = fields.itemType;
        if (!/^[0-9a-f-]{36}$/i.test(fields.itemId ?? ''))
          issues.push({ path: 'itemId', msg: 'Item id is required for a permanent upload' });
      }
      if (issues.length || !file) throw validationFailed(issues);

      const uploadId = randomUUID();
      const name = storedFileName(fileName);
      if (isTemporary) {
        const storageKey = `uploads/${caller.id}/${uploadId}`;
        const written: string[] = [];
        try {
          await putPhoto(storage, storageKey, file.photo, written);
          await repo.insertUpload(db, {
            id: uploadId,
            userId: caller.id,
            storageKey,
            fileName: name,
            folder,
            tags,
            isTemporary: true,
            itemImageId: null,
            width: file.photo.width,
            height: file.photo.height,
            ttlSeconds: TEMPORARY_UPLOAD_TTL_SECONDS,
          });
        } catch (err) {
          await discard(written);
          throw err;
        }
        return { fileId: uploadId, url: storage.url(variantKey(storageKey, 1600)), name };
      }
      const itemId = fields.itemId!;
      const storageKey = `items/${itemId}/${randomUUID()}`;
      const result = await attach(
        itemType,
        itemId,
        caller,
        [{ storageKey, photo: file.photo, width: file.photo.width, height: file.photo.height }],
        null,
        async (tx, imageIds) => {
          await repo.insertUpload(tx, {
            id: uploadId,
            userId: caller.id,
            storageKey,
            fileName: name,
            folder,
            tags,
            isTemporary: false,
            itemImageId: imageIds[0] ?? null,
            width: file.photo.width,
            height: file.photo.height,
            ttlSeconds: null,
          });
        },
      );
      announce(result.row);
      return { fileId: uploadId, url: storage.url(variantKey(storageKey, 1600)), name };
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;

/**
 * Removes temporary uploads never transferred to a listing once expired (24 h). Safe on several
 * processes at once (SKIP LOCKED). Meant for the scheduler (src/jobs), e.g. hourly.
 */
export async function purgeExpiredUploads(db: Db, storage: Storage, batch = 200): Promise<number> {
  const rows = await db.transaction((tx) => repo.deleteExpiredUploads(tx, batch));
  await Promise.all(rows.flatMap((r) => variantKeys(r.storage_key)).map((k) => storage.delete(k)));
  return rows.length;
}
