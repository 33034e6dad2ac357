// The photo list of the listing editor (spec 2 §3.1 "Uploader image", §4.3 image states, §5.1
// limits). Pure functions over an immutable list: the screen calls back with ids, the app
// applies these and passes the new list in, so the rules live in one place.
import { ITEM_LIMITS } from '@pedalswap/domain/item-messages';

export interface EditorPhoto {
  /** The image id for an existing photo; a local id for a new file. */
  id: string;
  /** What the thumbnail shows: the stored thumbnail, or the new file's object URL. */
  url: string;
  isPrimary: boolean;
  /** Stored on the server already (otherwise a new file waiting to be uploaded). */
  isExisting: boolean;
  /** An existing photo marked for deletion: shown faded until saved, and can be restored. */
  isDeleted?: boolean;
  /** The new file is being uploaded. */
  uploading?: boolean;
  /** File name, for the alternative text of new photos. */
  name?: string;
}

export const MAX_LISTING_PHOTOS = ITEM_LIMITS.photosPerListing;

/** Photos that count towards the limit and will remain: all but those marked deleted. */
export const keptPhotos = (photos: readonly EditorPhoto[]) => photos.filter((p) => !p.isDeleted);

/** Room left for new files (spec 2 §5.1: at most 10 photos). */
export const photoRoom = (photos: readonly EditorPhoto[]) =>
  Math.max(0, MAX_LISTING_PHOTOS - keptPhotos(photos).length);

/** Makes sure exactly one kept photo is primary: the first kept one when none is. */
function ensurePrimary(photos: EditorPhoto[]): EditorPhoto[] {
  const kept = keptPhotos(photos);
  if (kept.length === 0) return photos.map((p) => (p.isPrimary ? { ...p, isPrimary: false } : p));
  if (kept.some((p) => p.isPrimary)) return photos;
  const first = kept[0]!.id;
  return photos.map((p) => (p.id === first ? { ...p, isPrimary: true } : p));
}

/** New files appended after the current photos; the first kept photo is primary if none is. */
export function addPhotos(
  photos: readonly EditorPhoto[],
  added: readonly EditorPhoto[],
): EditorPhoto[] {
  return ensurePrimary([...photos, ...added.slice(0, photoRoom(photos))]);
}

/**
 * Existing photos toggle their deletion mark; new ones are removed outright. If the primary
 * photo goes, the first remaining photo becomes primary (spec 2 §4.3).
 */
export function removePhoto(photos: readonly EditorPhoto[], id: string): EditorPhoto[] {
  const target = photos.find((p) => p.id === id);
  if (!target) return [...photos];
  if (!target.isExisting) return ensurePrimary(photos.filter((p) => p.id !== id));
  if (target.isDeleted) {
    // Restoring: only if it fits under the limit again.
    if (photoRoom(photos) === 0) return [...photos];
    return ensurePrimary(photos.map((p) => (p.id === id ? { ...p, isDeleted: false } : p)));
  }
  return ensurePrimary(
    photos.map((p) => (p.id === id ? { ...p, isDeleted: true, isPrimary: false } : p)),
  );
}

/** One primary photo: the chosen one (not one marked for deletion). */
export function setPrimaryPhoto(photos: readonly EditorPhoto[], id: string): EditorPhoto[] {
  const target = photos.find((p) => p.id === id);
  if (!target || target.isDeleted) return [...photos];
  return photos.map((p) => ({ ...p, isPrimary: p.id === id }));
}

/** The list in the order given by ids (ids missing from the list keep their place at the end). */
export function reorderPhotos(
  photos: readonly EditorPhoto[],
  ids: readonly string[],
): EditorPhoto[] {
  const byId = new Map(photos.map((p) => [p.id, p]));
  const ordered = ids.map((id) => byId.get(id)).filter((p): p is EditorPhoto => Boolean(p));
  const rest = photos.filter((p) => !ids.includes(p.id));
  return [...ordered, ...rest];
}

/** Moves one id from `from` to `to` (the drag result), returning the new order of ids. */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** The multipart primaryIndex of an upload of `photos`' new files (spec 2 §7.1), or null. */
export function uploadPrimaryIndex(photos: readonly EditorPhoto[]): number | null {
  const fresh = keptPhotos(photos).filter((p) => !p.isExisting);
  const index = fresh.findIndex((p) => p.isPrimary);
  return index === -1 ? null : index;
}
