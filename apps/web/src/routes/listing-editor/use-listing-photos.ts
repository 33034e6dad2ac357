import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  ApiRequestError,
  deleteItemImageMutationOptions,
  reorderItemImagesMutationOptions,
  setPrimaryItemImageMutationOptions,
  uploadItemImagesMutationOptions,
  type ApiClient,
  type Item,
} from '@pedalswap/api-client';
import { ITEM_LIMITS, ITEM_MESSAGES } from '@pedalswap/domain/item-messages';
import type { ItemType } from '@pedalswap/domain/item-types';
import {
  addPhotos,
  photoRoom,
  dragPhotos,
  removePhoto,
  setPrimaryPhoto,
  uploadPrimaryIndex,
  type EditorPhoto,
} from '@pedalswap/ui/screens/listing-editor';
import { errorMessage } from '../../app/error-message.ts';
import {
  mergeServerPhotos,
  photosFromImages,
  takePendingPhotos,
} from './listing-editor-helpers.ts';

interface ListingPhotosOptions {
  client: ApiClient;
  type: ItemType;
  id: string;
  /** The item once loaded: the photos start from its images. */
  loaded: Item | undefined;
  /** Reloads the item (after a reorder the server refused, to show its order). */
  refetch: () => Promise<{ data?: Item | undefined }>;
}

/**
 * The edit page's photos (spec 2 §4.3, §5.1): upload, primary and order are stored at once;
 * a deletion is a mark, applied by `deleteMarked` when the member saves or leaves. Photos chosen
 * on the new page before the draft existed are uploaded as soon as the item's photos are known.
 */
export function useListingPhotos({ client, type, id, loaded, refetch }: ListingPhotosOptions) {
  const upload = useMutation(uploadItemImagesMutationOptions(client));
  const deleteImage = useMutation(deleteItemImageMutationOptions(client));
  const setPrimary = useMutation(setPrimaryItemImageMutationOptions(client));
  const reorder = useMutation(reorderItemImagesMutationOptions(client));

  const [photos, setPhotos] = useState<EditorPhoto[] | null>(null);
  if (loaded && photos === null) setPhotos(photosFromImages(loaded.images));
  const current = photos ?? [];
  const [error, setError] = useState<string | null>(null);

  // Answers that arrive after the member left change nothing on the page.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Photos marked for deletion (spec 2 §4.3: existing photos toggle a deletion mark) are deleted
  // when the member saves or submits, so a mark can be undone until then (or when new photos
  // need their room: see uploadFiles). Returns the list without them.
  const deleteMarked = async (list: EditorPhoto[] = current): Promise<EditorPhoto[]> => {
    const marked = list.filter((p) => p.isExisting && p.isDeleted);
    let left = list;
    // One after another: the server moves the primary flag as each one goes. Each photo leaves
    // the page as soon as it is gone (a 404 means it already is), so a failure halfway leaves
    // only the photos still to delete marked.
    for (const photo of marked) {
      const without = (now: EditorPhoto[] | null) => (now ?? []).filter((p) => p.id !== photo.id);
      try {
        const { images } = await deleteImage.mutateAsync({ type, id, imageId: photo.id });
        left = mergeServerPhotos(images, without(left));
        setPhotos((now) => mergeServerPhotos(images, without(now)));
      } catch (failure) {
        if (!(failure instanceof ApiRequestError && failure.status === 404)) throw failure;
        left = without(left);
        setPhotos(without);
      }
    }
    return left;
  };

  const uploadFiles = async (
    files: File[],
    list: EditorPhoto[],
    /** The new page's primary among files (the listing has no photos yet). */
    primaryChoice: number | null = null,
  ) => {
    const kept = files.slice(0, photoRoom(list));
    if (kept.length === 0) return;
    // The server counts every stored photo, marked ones too: when the new files would go over
    // the limit, the marked photos are deleted first (the member is swapping them), instead of
    // the upload failing on a page that shows room for them.
    const stored = list.filter((p) => p.isExisting).length;
    if (stored + kept.length > ITEM_LIMITS.photosPerListing) {
      setError(null);
      try {
        list = await deleteMarked(list);
      } catch (failure) {
        if (mounted.current) setError(errorMessage(failure, ITEM_MESSAGES.markedPhotosFailed));
        return;
      }
    }
    const local = kept.map((file, i) => ({
      id: `new-${Date.now()}-${i}`,
      url: URL.createObjectURL(file),
      isPrimary: false,
      isExisting: false,
      uploading: true,
      name: file.name,
    }));
    const chosenPrimary = primaryChoice === null ? undefined : local[primaryChoice];
    const withLocal = (base: EditorPhoto[]) => {
      const added = addPhotos(base, local);
      return chosenPrimary ? setPrimaryPhoto(added, chosenPrimary.id) : added;
    };
    const withNew = withLocal(list);
    // From the page's newest list: a save may have deleted marked photos meanwhile.
    setPhotos((now) => withLocal(now ?? list));
    setError(null);
    const isLocal = (photo: EditorPhoto) => local.some((l) => l.id === photo.id);
    try {
      const data = await upload.mutateAsync({
        type,
        id,
        files: kept,
        primaryIndex: uploadPrimaryIndex(withNew),
      });
      if (mounted.current) setPhotos((now) => mergeServerPhotos(data.images, now ?? withNew));
    } catch (failure) {
      if (!mounted.current) return;
      setPhotos((now) => (now ?? list).filter((p) => !isLocal(p)));
      setError(errorMessage(failure, ITEM_MESSAGES.uploadFailed));
    } finally {
      // Also after the member left: the previews are not needed any more.
      local.forEach((p) => URL.revokeObjectURL(p.url));
    }
  };

  // Photos chosen on the new page before the draft existed.
  const [handedOver] = useState(() => takePendingPhotos(type));
  const handedOverSent = useRef(false);
  useEffect(() => {
    if (photos !== null && handedOver.files.length > 0 && !handedOverSent.current) {
      // Once, even when React runs the effect twice (development's StrictMode).
      handedOverSent.current = true;
      void uploadFiles(handedOver.files, photos, handedOver.primaryIndex);
    }
    // Once, when the photos are known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photos !== null]);

  // The new order is stored at once (drag or keyboard drop). Photos still uploading are not on
  // the server's list yet: their order is stored with the next reorder, and meanwhile they
  // follow the others, where the server puts them too.
  const storeOrder = (ids: string[]) => {
    // The photo dropped first becomes primary (issue 10 item 5): the server lists the primary
    // first, so a photo dropped in front of it went back behind it on the next reload.
    const next = dragPhotos(current, ids);
    setPhotos(next);
    if (next.some((p) => !p.isExisting)) return;
    setError(null);
    const lead = next.find((p) => p.isPrimary);
    const leadChanged = !!lead && !current.find((p) => p.id === lead.id)?.isPrimary;
    reorder.mutate(
      { type, id, imageIds: next.map((p) => p.id) },
      {
        onSuccess: () => {
          if (!lead || !leadChanged) return;
          setPrimary.mutate(
            { type, id, imageId: lead.id },
            {
              onSuccess: (data) => setPhotos((now) => mergeServerPhotos(data.images, now ?? next)),
              onError: (failure) => setError(errorMessage(failure, ITEM_MESSAGES.primaryFailed)),
            },
          );
        },
        onError: (failure) => {
          // The server's photos changed meanwhile (another tab): show them as they are.
          setError(errorMessage(failure, ITEM_MESSAGES.orderFailed));
          void refetch().then(({ data }) => {
            if (!data) return;
            const order = data.images.map((image) => image.id);
            const rank = (photoId: string) => order.indexOf(photoId);
            setPhotos((now) =>
              mergeServerPhotos(
                data.images,
                [...(now ?? [])].sort((a, b) => rank(a.id) - rank(b.id)),
              ),
            );
          });
        },
      },
    );
  };

  const choosePrimary = (imageId: string) => {
    const target = current.find((p) => p.id === imageId);
    if (!target || target.isDeleted || target.uploading) return;
    const before = current;
    setPhotos(setPrimaryPhoto(current, imageId));
    setError(null);
    setPrimary.mutate(
      { type, id, imageId },
      {
        onSuccess: (data) => setPhotos((now) => mergeServerPhotos(data.images, now ?? before)),
        onError: (failure) => {
          setPhotos(before);
          setError(errorMessage(failure, ITEM_MESSAGES.primaryFailed));
        },
      },
    );
  };

  return {
    /** Null until the item has loaded. */
    photos,
    error,
    busy: upload.isPending || deleteImage.isPending || setPrimary.isPending || reorder.isPending,
    add: (files: File[]) => void uploadFiles(files, current),
    storeOrder,
    choosePrimary,
    /** Marks an existing photo for deletion, or takes the mark back. */
    toggleMark: (photoId: string) => setPhotos(removePhoto(current, photoId)),
    deleteMarked,
    /** One DELETE, for the page's last word when it is left (no state is set). */
    deleteOne: (imageId: string) => deleteImage.mutateAsync({ type, id, imageId }),
  };
}
