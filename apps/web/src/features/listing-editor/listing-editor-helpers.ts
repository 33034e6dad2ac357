// Helpers of the listing editor (spec 2 §2.2, §4.1): the stored draft id per item type, the
// placeholders of a new draft, the stored photos as the editor shows them, and the form kept in
// local storage while part of it breaks a rule (issue 10 item 2).
import type { CreateItemRequest, ItemImages } from '@pedalswap/api-client';
import { draftPlaceholders } from '@pedalswap/domain/item-rules';
import type { ItemType } from '@pedalswap/domain/item-types';
import { listingDraftStorageKey } from '@pedalswap/machines';
import type { EditorPhoto, ListingFormValues } from '@pedalswap/ui/screens/listing-editor';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked or full: nothing is restored next time.
  }
}

export const readStoredDraftId = (type: ItemType) => read(listingDraftStorageKey(type));
export const storeDraftId = (type: ItemType, id: string) => write(listingDraftStorageKey(type), id);
export const clearStoredDraftId = (type: ItemType) => write(listingDraftStorageKey(type), null);

const keptFormKey = (type: ItemType, id: string) => `pedalswap.listingForm.${type}.${id}`;

/** The form of a listing kept while a rule held part of it back, or null. */
export function readKeptForm(type: ItemType, id: string): ListingFormValues | null {
  try {
    const form = JSON.parse(read(keptFormKey(type, id)) ?? 'null') as ListingFormValues | null;
    return form && typeof form === 'object' && typeof form.name === 'string' ? form : null;
  } catch {
    return null;
  }
}

/** Keeps the form of a listing (the editor machine's keepFormLocally), or forgets it (null). */
export function keepForm(type: ItemType, id: string, form: unknown): void {
  write(keptFormKey(type, id), form === null ? null : JSON.stringify(form));
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

/** A temporary upload (aiUploadImages, /imagekit/upload) that transferItemImages attaches. */
export interface StagedUpload {
  fileId: string;
  url: string;
  fileName: string;
}

/**
 * A photo the AI flow already uploaded (spec 2 §2.4 hand-over), added to the editor's photos in
 * place of a chosen file: it is transferred to the listing, never uploaded again.
 */
export interface HandedOverPhoto {
  handedOver: StagedUpload;
}

export function handedOverOf(file: unknown): StagedUpload | null {
  return file && typeof file === 'object' && 'handedOver' in file
    ? (file as HandedOverPhoto).handedOver
    : null;
}
