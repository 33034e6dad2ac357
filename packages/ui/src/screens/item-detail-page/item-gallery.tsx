import { Text } from '@radix-ui/themes';
import { EnterFullScreenIcon } from '@radix-ui/react-icons';
import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { EmptyPhotoArt } from '../../components/image-carousel/image-carousel.tsx';
import {
  orderedImages,
  photoSrcSet,
  type ItemImage,
} from '../../components/item-card/item-display.ts';
import * as css from './item-gallery.css.ts';

/** Spec 2 §2.6 and §9: the primary image plus up to 9 thumbnails. */
export const GALLERY_THUMBNAILS = 9;

export interface ItemGalleryProps {
  images: readonly ItemImage[];
  /** The item's name: the dialog's title and the start of every alt text. */
  name: string;
}

/** The main photo's width: the page's left column on a wide screen, the screen on a phone. */
const MAIN_IMAGE_SIZES = '(min-width: 1024px) 720px, 100vw';

// The dialog (Radix dialog with its focus and scroll-lock code) is fetched when a photo is first
// opened, not with the item page (issue 11 item 2); the photos themselves need none of it.
const ItemGalleryDialog = lazy(() =>
  import('./item-gallery-dialog.tsx').then((m) => ({ default: m.ItemGalleryDialog })),
);

/**
 * The item page's photos: the primary image large, up to 9 thumbnails below it, and a
 * full-size dialog that any of them opens. In the dialog the arrow keys and buttons step through
 * every photo (looping) and Escape closes it.
 */
export function ItemGallery({ images, name }: ItemGalleryProps) {
  const photos = orderedImages(images).slice(0, GALLERY_THUMBNAILS + 1);
  const count = photos.length;
  const [open, setOpen] = useState<number | null>(null);
  // Kept mounted after the first opening, so that closing plays out and gives focus back.
  const [everOpened, setEverOpened] = useState(false);
  // The dialog has no Radix trigger, so on close Radix would drop focus to the page: remember
  // the photo that opened it and give focus back to it (keyboard users keep their place).
  const opener = useRef<HTMLButtonElement | null>(null);
  const show = (i: number) => (event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setEverOpened(true);
    setOpen(i);
  };

  if (count === 0) {
    return (
      <div className={css.main} role="img" aria-label={`No photos of ${name} yet`}>
        <div className={css.empty}>
          <EmptyPhotoArt />
          <Text size="2" weight="medium">
            No photos yet
          </Text>
        </div>
      </div>
    );
  }

  const [primary, ...thumbnails] = photos;
  const alt = (i: number) => `${name}, photo ${i + 1} of ${count}`;

  return (
    <div className={css.gallery}>
      <div className={css.main}>
        <button
          type="button"
          className={css.mainButton}
          aria-label={`View ${alt(0)} full size`}
          onClick={show(0)}
        >
          {/* The page's largest paint (issue 11 item 2): at high priority, and the smallest of
              the server's 320/800/1600 px variants that fills the column. */}
          <img
            className={css.mainImage}
            src={primary!.cardUrl ?? primary!.imageUrl}
            srcSet={photoSrcSet(primary!)}
            sizes={MAIN_IMAGE_SIZES}
            alt=""
            fetchPriority="high"
            decoding="async"
          />
        </button>
        {/* Outside the button, so that its name stays the photo's. */}
        <span className={css.zoomHint} aria-hidden>
          <EnterFullScreenIcon /> {count > 1 ? `${count} photos` : 'View full size'}
        </span>
      </div>
      {thumbnails.length > 0 && (
        <ul className={css.thumbnails} aria-label="More photos">
          {thumbnails.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                className={css.thumbnail}
                aria-label={`View ${alt(i + 1)} full size`}
                onClick={show(i + 1)}
              >
                <img
                  className={css.thumbnailImage}
                  src={image.thumbnailUrl ?? image.imageUrl}
                  alt=""
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      {/* The full-size dialog's code comes with the first opening (see item-gallery-dialog.tsx). */}
      {everOpened && (
        <Suspense fallback={null}>
          <ItemGalleryDialog
            photos={photos}
            name={name}
            open={open}
            onOpenChange={setOpen}
            onClosed={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </div>
  );
}
ItemGallery.displayName = 'ItemGallery';
