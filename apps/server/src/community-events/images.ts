// Event photos (spec 3 §2.14: max 10 images, 10 MB each; openapi.yaml /events/{id}/images)
// through the listing photos' pipeline: sniffed by content, re-encoded as WebP in three widths
// with no metadata, stored through the one storage interface. The 10-photo limit is checked
// under the event's row lock, so two uploads at once cannot pass it together.
import { randomUUID } from 'node:crypto';
import { ITEM_MESSAGES, parsePrimaryIndex } from '@pedalswap/domain/items';
import { EVENT_LIMITS, EVENT_MESSAGES } from '@pedalswap/domain/events';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, validationFailed } from '../errors.ts';
import { ImageTooLargeError, imageTooLarge } from '../images/image-limits.ts';
import {
  NotAnImageError,
  processListingPhoto,
  variantKey,
  type ProcessedPhoto,
} from '../images/listing-photo.ts';
import type { ReadUpload } from '../images/multipart.ts';
import type { Caller } from '../plugins/caller.ts';
import type { Storage } from '../storage/storage.ts';
import { eventImageView } from './event-view.ts';
import * as repo from './repository.ts';
import { removeStoredPhotos, type EventService } from './service.ts';

export interface EventImageDeps {
  db: Db;
  storage: Storage;
  events: EventService;
  log: { warn(obj: object, msg: string): void };
}

const tooLarge = (fileName: string) =>
  new AppError(413, 'payload_too_large', ITEM_MESSAGES.fileTooLarge(fileName), {
    details: [{ path: 'images', msg: ITEM_MESSAGES.fileTooLarge(fileName) }],
  });
const tooMany = (room: number) =>
  new AppError(400, 'validation_failed', EVENT_MESSAGES.imagesTooMany(room), {
    details: [{ path: 'images', msg: EVENT_MESSAGES.imagesTooMany(room) }],
  });

async function process(fileName: string, data: Buffer): Promise<ProcessedPhoto> {
  try {
    return await processListingPhoto(data);
  } catch (err) {
    if (err instanceof NotAnImageError)
      throw new AppError(415, 'unsupported_media_type', ITEM_MESSAGES.notAnImage(fileName), {
        details: [{ path: 'images', msg: ITEM_MESSAGES.notAnImage(fileName) }],
      });
    if (err instanceof ImageTooLargeError) throw imageTooLarge('images');
    throw err;
  }
}

/** Stores every width of a photo and adds it to the event (seed and uploads alike). */
export async function addEventPhoto(
  q: Queryable,
  storage: Storage,
  eventId: string,
  photo: ProcessedPhoto,
  sortOrder: number,
  written: string[] = [],
): Promise<string> {
  const base = `events/${eventId}/${randomUUID()}`;
  for (const v of photo.variants) {
    const key = variantKey(base, v.width);
    await storage.put(key, v.data, 'image/webp');
    written.push(key);
  }
  const id = randomUUID();
  await repo.insertImage(q, {
    id,
    eventId,
    storageKey: base,
    sortOrder,
    width: photo.width,
    height: photo.height,
  });
  return id;
}

export function createEventImageService(deps: EventImageDeps) {
  const { db, storage, events } = deps;
  const imagesOf = async (q: Queryable, eventId: string) => ({
    images: ((await repo.imagesByEvent(q, [eventId])).get(eventId) ?? []).map((r) =>
      eventImageView(storage, r),
    ),
  });

  return {
    async upload(id: string, caller: Caller, readUpload: ReadUpload) {
      // Who may upload is settled before the files are read (and processed).
      await events.editable(db, id, caller);
      const { files, fields } = await readUpload({
        fileField: 'images',
        maxFiles: EVENT_LIMITS.imagesPerEvent,
        maxBytes: EVENT_LIMITS.imageBytes,
        textFields: ['primaryIndex'],
        // primaryIndex is one digit; a longer one gets its own message from parsePrimaryIndex.
        maxFieldChars: 100,
        tooLarge,
        tooMany: () => tooMany(0),
        onFile: (fileName, data) => process(fileName, data),
      });
      if (files.length === 0)
        throw validationFailed([{ path: 'images', msg: ITEM_MESSAGES.atLeastOneImage }]);
      const primaryIndex = parsePrimaryIndex(fields.primaryIndex, files.length);
      if (primaryIndex === 'invalid')
        throw validationFailed([{ path: 'primaryIndex', msg: ITEM_MESSAGES.invalidPrimaryIndex }]);
      const written: string[] = [];
      try {
        return await db.transaction(async (tx) => {
          const row = await events.editable(tx, id, caller);
          const stats = await repo.imageStats(tx, row.id);
          const room = EVENT_LIMITS.imagesPerEvent - stats.count;
          if (files.length > room) throw tooMany(room);
          const ids: string[] = [];
          for (const [i, photo] of files.entries())
            ids.push(await addEventPhoto(tx, storage, row.id, photo, stats.nextOrder + i, written));
          const primary = primaryIndex ?? (stats.hasPrimary ? null : 0);
          if (primary !== null && ids[primary])
            await repo.setPrimaryImage(tx, row.id, ids[primary]);
          return imagesOf(tx, row.id);
        });
      } catch (err) {
        await Promise.all(written.map((k) => storage.delete(k))).catch(() => {});
        throw err;
      }
    },

    async remove(id: string, imageId: string, caller: Caller) {
      const { key, result } = await db.transaction(async (tx) => {
        const row = await events.editable(tx, id, caller);
        const image = await repo.findImage(tx, row.id, imageId);
        if (!image) throw new AppError(404, 'not_found', EVENT_MESSAGES.imageNotFound);
        await repo.deleteImage(tx, image.id);
        if (image.is_primary) await repo.promoteFirstImage(tx, row.id);
        return { key: image.storage_key, result: await imagesOf(tx, row.id) };
      });
      await removeStoredPhotos(deps, [key]);
      return result;
    },

    async setPrimary(id: string, imageId: string, caller: Caller) {
      return db.transaction(async (tx) => {
        const row = await events.editable(tx, id, caller);
        if (!(await repo.findImage(tx, row.id, imageId)))
          throw new AppError(404, 'not_found', EVENT_MESSAGES.imageNotFound);
        await repo.setPrimaryImage(tx, row.id, imageId);
        return imagesOf(tx, row.id);
      });
    },
  };
}

export type EventImageService = ReturnType<typeof createEventImageService>;
