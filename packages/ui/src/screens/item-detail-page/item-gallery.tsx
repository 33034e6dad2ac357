import { Dialog, Flex, IconButton, Text, VisuallyHidden } from '@radix-ui/themes';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  Cross2Icon,
  EnterFullScreenIcon,
} from '@radix-ui/react-icons';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
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

const wrap = (i: number, n: number) => ((i % n) + n) % n;

/**
 * The item page's photos: the primary image large, up to 9 thumbnails below it, and a
 * full-size dialog that any of them opens. In the dialog the arrow keys and buttons step through
 * every photo (looping) and Escape closes it.
 */
export function ItemGallery({ images, name }: ItemGalleryProps) {
  const photos = orderedImages(images).slice(0, GALLERY_THUMBNAILS + 1);
  const count = photos.length;
  const [open, setOpen] = useState<number | null>(null);
  // The dialog has no Radix trigger, so on close Radix would drop focus to the page: remember
  // the photo that opened it and give focus back to it (keyboard users keep their place).
  const opener = useRef<HTMLButtonElement | null>(null);
  const show = (i: number) => (event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
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
  const step = (by: number) => setOpen((i) => (i === null ? i : wrap(i + by, count)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };
  const current = open === null ? null : photos[open];

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

      <Dialog.Root open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        <Dialog.Content
          maxWidth="1100px"
          className={css.dialog}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <Flex justify="between" align="center" gap="3" mb="3">
            <Dialog.Title size="4" mb="0" className={css.dialogTitle}>
              {name}
            </Dialog.Title>
            <Flex align="center" gap="3">
              <Text size="2" color="gray" aria-hidden>
                {open !== null ? `${open + 1} / ${count}` : ''}
              </Text>
              <Dialog.Close>
                <IconButton variant="ghost" color="gray" highContrast aria-label="Close">
                  <Cross2Icon width="18" height="18" />
                </IconButton>
              </Dialog.Close>
            </Flex>
          </Flex>
          <VisuallyHidden>
            <Dialog.Description aria-live="polite">
              {open !== null ? `Photo ${open + 1} of ${count}` : ''}
            </Dialog.Description>
          </VisuallyHidden>
          <div className={css.stage}>
            {current && (
              <img
                key={current.id}
                className={css.fullImage}
                src={current.imageUrl}
                alt={alt(open!)}
              />
            )}
            {count > 1 && (
              <>
                <IconButton
                  size="3"
                  radius="full"
                  variant="soft"
                  className={`${css.stageArrow} ${css.stagePrevious}`}
                  aria-label="Previous photo"
                  onClick={() => step(-1)}
                >
                  <ChevronLeftIcon width="22" height="22" />
                </IconButton>
                <IconButton
                  size="3"
                  radius="full"
                  variant="soft"
                  className={`${css.stageArrow} ${css.stageNext}`}
                  aria-label="Next photo"
                  onClick={() => step(1)}
                >
                  <ChevronRightIcon width="22" height="22" />
                </IconButton>
              </>
            )}
          </div>
          {count > 1 && (
            <div className={css.dialogStrip} aria-hidden>
              {photos.map((image, i) => (
                <button
                  key={image.id}
                  type="button"
                  tabIndex={-1}
                  className={css.stripThumb}
                  data-active={i === open}
                  onClick={() => setOpen(i)}
                >
                  <img
                    className={css.thumbnailImage}
                    src={image.thumbnailUrl ?? image.imageUrl}
                    alt=""
                  />
                </button>
              ))}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}
ItemGallery.displayName = 'ItemGallery';
