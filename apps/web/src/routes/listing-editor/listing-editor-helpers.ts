// Helpers of the listing editor route (spec 2 §2.2, §4.1): the stored draft id per item type,
// the placeholders of a new draft, the photos as the editor shows them, and new-page photos
// handed over to the edit page once the draft exists.
import type { CreateItemRequest, ItemImages } from '@pedalswap/api-client';
import { draftPlaceholders } from '@pedalswap/domain/item-rules';
import type { ItemType } from '@pedalswap/domain/item-types';
import { listingDraftStorageKey } from '@pedalswap/machines';
import type { EditorPhoto, ListingFormValues } from '@pedalswap/ui/screens/listing-editor';

export function readStoredDraftId(type: ItemType): string | null {
  try {
    return window.localStorage.getItem(listingDraftStorageKey(type));
  } catch {
    return null;
  }
}

export function storeDraftId(type: ItemType, id: string): void {
  try {
    window.localStorage.setItem(listingDraftStorageKey(type), id);
  } catch {
    // Storage blocked: the draft is simply not restored next time.
  }
}

export function clearStoredDraftId(type: ItemType): void {
  try {
    window.localStorage.removeItem(listingDraftStorageKey(type));
  } catch {
    // Nothing stored.
  }
}

/** spec 2 §4.1: a new item is a draft with placeholder values, overridden by what was typed. */
export function createDraftBody(type: ItemType, data: unknown): CreateItemRequest {
  const typed = (data && typeof data === 'object' ? data : {}) as Partial<CreateItemRequest>;
  return {
    ...draftPlaceholders(type),
    ...typed,
    status: 'draft',
  } as CreateItemRequest;
}

/** The item's stored photos as the editor's list. */
export function photosFromImages(images: ItemImages['images'] | null | undefined): EditorPhoto[] {
  return (images ?? []).map((image) => ({
    id: image.id,
    url: image.thumbnailUrl ?? image.cardUrl ?? image.imageUrl,
    isPrimary: image.isPrimary,
    isExisting: true,
  }));
}

// Files chosen on the new page wait here (in memory, per type) until the edit page of the
// created draft uploads them: in the page's order, with the one the member made primary.
export interface PendingPhotos {
  files: File[];
  /** Index in files of the primary photo, or null for the first. */
  primaryIndex: number | null;
}
const pendingPhotos = new Map<ItemType, PendingPhotos>();

/** The new page's whole list of waiting files (it replaces the previous one). */
export function handOverPendingPhotos(
  type: ItemType,
  files: readonly File[],
  primaryIndex: number | null = null,
): void {
  if (files.length === 0) pendingPhotos.delete(type);
  else pendingPhotos.set(type, { files: [...files], primaryIndex });
}

export function takePendingPhotos(type: ItemType): PendingPhotos {
  const pending = pendingPhotos.get(type) ?? { files: [], primaryIndex: null };
  pendingPhotos.delete(type);
  return pending;
}

/**
 * The server's photos after a photo call, merged with the page's list: photos the page knows
 * keep their place and their deletion mark (marks are applied on save), photos new to the page
 * (just uploaded) follow, and local placeholders of finished uploads are dropped. A photo marked
 * for deletion is never shown as primary: the first kept photo is, as the editor's rules say.
 */
export function mergeServerPhotos(
  images: ItemImages['images'] | null | undefined,
  local: readonly EditorPhoto[],
): EditorPhoto[] {
  const fromServer = new Map(photosFromImages(images).map((p) => [p.id, p]));
  const marked = new Set(local.filter((p) => p.isDeleted).map((p) => p.id));
  const known = local.filter((p) => fromServer.has(p.id)).map((p) => fromServer.get(p.id)!);
  const added = [...fromServer.values()].filter((p) => !local.some((l) => l.id === p.id));
  const merged = [...known, ...added].map((p) =>
    marked.has(p.id) ? { ...p, isDeleted: true, isPrimary: false } : p,
  );
  const kept = merged.filter((p) => !p.isDeleted);
  if (kept.length > 0 && !kept.some((p) => p.isPrimary)) {
    const first = kept[0]!.id;
    return merged.map((p) => (p.id === first ? { ...p, isPrimary: true } : p));
  }
  return merged;
}

// The new page's form, kept per type while the route changes to the edit page of the draft it
// just created: keystrokes that arrive in between still reach the edit page.
const handedOverForms = new Map<ItemType, ListingFormValues>();

export function handOverForm(type: ItemType, values: ListingFormValues): void {
  handedOverForms.set(type, values);
}

/** The handed-over form, left in place (the edit page's first render). */
export function peekHandedOverForm(type: ItemType): ListingFormValues | null {
  return handedOverForms.get(type) ?? null;
}

/** The newest handed-over form, taken (the edit page, once the new page is gone). */
export function takeHandedOverForm(type: ItemType): ListingFormValues | null {
  const values = handedOverForms.get(type) ?? null;
  handedOverForms.delete(type);
  return values;
}
