// A stored listing photo as the contract's ItemImage: the URLs of its three widths.
import type { components } from '@pedalswap/api-client/schema.gen';
import type { Storage } from '../storage/storage.ts';
import { PHOTO_WIDTHS, variantKey } from './listing-photo.ts';
import type { ItemImageRow } from './repository.ts';

export type ApiItemImage = components['schemas']['ItemImage'];

export function imageView(storage: Storage, row: ItemImageRow): ApiItemImage {
  const full = variantKey(row.storage_key, PHOTO_WIDTHS.full);
  return {
    id: row.id,
    imageUrl: storage.url(full),
    cardUrl: storage.url(variantKey(row.storage_key, PHOTO_WIDTHS.card)),
    thumbnailUrl: storage.url(variantKey(row.storage_key, PHOTO_WIDTHS.thumbnail)),
    imageKey: full,
    isPrimary: row.is_primary,
    sortOrder: row.sort_order,
  };
}
