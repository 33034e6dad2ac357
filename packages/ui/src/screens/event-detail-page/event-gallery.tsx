import { Dialog, Flex, IconButton, Text, VisuallyHidden } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon, Cross2Icon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { EVENT_LIMITS } from '@pedalswap/domain/events';
import { orderedEventImages, type CommunityEvent } from '../community-page/event-display.ts';
import * as css from './event-detail-page.css.ts';

export interface EventGalleryProps {
  name: string;
  images: CommunityEvent['images'];
  /** Open lightbox at this photo (stories); the gallery keeps its own otherwise. */
  defaultOpenIndex?: number | null;
}

/** The primary photo, up to 9 thumbnails and a lightbox (spec 3 §2.13, §9). */
export function EventGallery({ name, images, defaultOpenIndex = null }: EventGalleryProps) {
  const photos = orderedEventImages(images).slice(0, EVENT_LIMITS.galleryThumbnails + 1);
  const [open, setOpen] = useState<number | null>(defaultOpenIndex);
  if (photos.length === 0) return null;
  const [primary, ...thumbs] = photos;
  const count = photos.length;
  const current = open === null ? null : photos[open];
  const go = (delta: number) =>
    setOpen((i) => (i === null ? null : (((i + delta) % count) + count) % count));

  return (
    <section aria-label={`Photos of ${name}`}>
      <button
        type="button"
        className={css.primaryButton}
        onClick={() => setOpen(0)}
        aria-label={`View ${name}, photo 1 of ${count} full size`}
      >
        <img src={primary!.url} alt="" className={css.primaryImage} fetchPriority="high" />
      </button>
      {thumbs.length > 0 && (
        <div className={css.thumbs}>
          {thumbs.map((photo, i) => (
            <button
              key={photo.id}
              type="button"
              className={css.thumbButton}
              onClick={() => setOpen(i + 1)}
              aria-label={`View ${name}, photo ${i + 2} of ${count} full size`}
            >
              <img src={photo.url} alt="" className={css.thumbImage} loading="lazy" />
            </button>
          ))}
        </div>
      )}
      <Dialog.Root open={current != null} onOpenChange={(next) => !next && setOpen(null)}>
        <Dialog.Content
          maxWidth="1000px"
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft') go(-1);
            if (event.key === 'ArrowRight') go(1);
          }}
        >
          <Dialog.Title>
            <VisuallyHidden>{name}</VisuallyHidden>
          </Dialog.Title>
          <Dialog.Description>
            <VisuallyHidden>
              Photo {(open ?? 0) + 1} of {count}
            </VisuallyHidden>
          </Dialog.Description>
          {current && (
            <img
              src={current.url}
              alt={`${name}, photo ${(open ?? 0) + 1} of ${count}`}
              className={css.lightboxImage}
            />
          )}
          <Flex justify="between" align="center" mt="3">
            <IconButton
              variant="soft"
              color="gray"
              highContrast
              onClick={() => go(-1)}
              aria-label="Previous photo"
              disabled={count < 2}
            >
              <ChevronLeftIcon />
            </IconButton>
            <Text size="2" color="gray" highContrast>
              {(open ?? 0) + 1} / {count}
            </Text>
            <Flex gap="2">
              <IconButton
                variant="soft"
                color="gray"
                highContrast
                onClick={() => go(1)}
                aria-label="Next photo"
                disabled={count < 2}
              >
                <ChevronRightIcon />
              </IconButton>
              <Dialog.Close>
                <IconButton variant="soft" color="gray" highContrast aria-label="Close">
                  <Cross2Icon />
                </IconButton>
              </Dialog.Close>
            </Flex>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
    </section>
  );
}
EventGallery.displayName = 'EventGallery';
