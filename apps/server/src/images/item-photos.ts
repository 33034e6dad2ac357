// What the items area needs of the photos (items/service.ts ItemPhotos), supplied by this area:
// the images area builds on items (ownership, lifecycle, events), so items may not import it;
// the items plugin is handed this instead.
import type { Storage } from '../storage/storage.ts';
import type { ItemPhotos } from '../items/service.ts';
import { imageView } from './image-view.ts';
import { variantKeys } from './listing-photo.ts';
import * as repo from './repository.ts';

export function createItemPhotos(storage: Storage): ItemPhotos {
  return {
    async list(q, itemId) {
      return (await repo.listImages(q, itemId)).map((row) => imageView(storage, row));
    },
    async byItem(q, itemIds) {
      const rows = await repo.imagesByItem(q, itemIds);
      return new Map(
        [...rows].map(([id, list]) => [id, list.map((row) => imageView(storage, row))]),
      );
    },
    async fileKeys(q, itemId) {
      return (await repo.storageKeysOfItem(q, itemId)).flatMap(variantKeys);
    },
  };
}
