import { IconButton, Text } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import * as css from './image-carousel.css.ts';

export interface CarouselImage {
  id: string;
  imageUrl: string;
  /** The same photo at several widths ('a-320.webp 320w, a-800.webp 800w'), for `sizes`. */
  srcSet?: string;
}

export const CAROUSEL_SIZES = ['1', '2', '3'] as const;
export type CarouselSize = (typeof CAROUSEL_SIZES)[number];

export interface ImageCarouselProps {
  images: readonly CarouselImage[];
  /** The carousel's accessible name, e.g. 'Photos of Trek Fuel EX 8'. */
  label: string;
  /** Each image's alt text starts with this: '{alt}, photo 2 of 5'. */
  alt: string;
  /** Controlled current image; leave undefined to let the carousel keep its own. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Makes the current image a button (the item page opens its full-size dialog). */
  onOpen?: (index: number) => void;
  /** Size of the previous/next buttons. */
  size?: CarouselSize;
  /** The first image loads at once (it is in view as the page opens); the others only when
   * they are next in line. */
  eager?: boolean;
  /** The first image also at high fetch priority: the page's largest paint (one per page). */
  priority?: boolean;
  /** How wide the carousel is drawn, so the browser picks the smallest image of `srcSet`. */
  sizes?: string;
  emptyLabel?: string;
  className?: string;
}

/** A pointer moved at least this far sideways is a swipe, not a click. */
const SWIPE_PX = 40;

const wrap = (i: number, n: number) => ((i % n) + n) % n;

/**
 * A 16:9 photo carousel that loops (spec 2 §2.5 and §9): previous/next buttons, arrow keys and
 * swipes; the last photo is followed by the first. Photos cross-fade, so the loop has no long
 * rewind, and a photo's image is only mounted once it is current or next in line, which keeps a
 * catalog page of cards from loading every photo of every listing.
 */
export function ImageCarousel({
  images,
  label,
  alt,
  index,
  defaultIndex = 0,
  onIndexChange,
  onOpen,
  size = '1',
  eager = false,
  priority = false,
  sizes = '100vw',
  emptyLabel = 'No photos yet',
  className,
}: ImageCarouselProps) {
  const count = images.length;
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const current = count === 0 ? 0 : wrap(index ?? ownIndex, count);
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([current]));
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  const goTo = (target: number) => {
    if (count < 2) return;
    const next = wrap(target, count);
    setSeen((prev) => (prev.has(next) ? prev : new Set(prev).add(next)));
    if (index === undefined) setOwnIndex(next);
    onIndexChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') goTo(current - 1);
    else if (event.key === 'ArrowRight') goTo(current + 1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    // The click that ends a swipe on the image must not open it; a later click may.
    swiped.current = true;
    setTimeout(() => (swiped.current = false), 0);
    goTo(dx < 0 ? current + 1 : current - 1);
  };

  if (count === 0) {
    return (
      <div
        className={[css.root, className].filter(Boolean).join(' ')}
        role="img"
        aria-label={label}
      >
        <div className={css.empty}>
          <EmptyPhotoArt />
          <Text size="2" weight="medium">
            {emptyLabel}
          </Text>
        </div>
      </div>
    );
  }

  const near = (i: number) =>
    i === current || i === wrap(current + 1, count) || i === wrap(current - 1, count);

  return (
    <div
      className={[css.root, className].filter(Boolean).join(' ')}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerDown={count > 1 ? onPointerDown : undefined}
      onPointerUp={count > 1 ? onPointerUp : undefined}
      onPointerCancel={() => (swipe.current = null)}
    >
      {images.map((image, i) => {
        const active = i === current;
        const text = `${alt}, photo ${i + 1} of ${count}`;
        const img =
          seen.has(i) || near(i) ? (
            <img
              className={css.image}
              src={image.imageUrl}
              srcSet={image.srcSet}
              sizes={image.srcSet ? sizes : undefined}
              alt={onOpen ? '' : text}
              loading={eager && i === 0 ? 'eager' : 'lazy'}
              fetchPriority={priority && i === 0 ? 'high' : undefined}
              decoding="async"
              draggable={false}
            />
          ) : null;
        return (
          <div
            key={image.id}
            className={css.slide}
            data-active={active}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={!active}
            inert={!active}
          >
            {onOpen ? (
              <button
                type="button"
                className={css.zoom}
                aria-label={`View ${text} full size`}
                onClick={() => {
                  if (!swiped.current) onOpen(i);
                }}
              >
                {img}
              </button>
            ) : (
              img
            )}
          </div>
        );
      })}
      {count > 1 && (
        <>
          <IconButton
            type="button"
            size={size}
            radius="full"
            variant="soft"
            className={`${css.arrow} ${css.previous}`}
            aria-label="Previous photo"
            onClick={() => goTo(current - 1)}
          >
            <ChevronLeftIcon aria-hidden />
          </IconButton>
          <IconButton
            type="button"
            size={size}
            radius="full"
            variant="soft"
            className={`${css.arrow} ${css.next}`}
            aria-label="Next photo"
            onClick={() => goTo(current + 1)}
          >
            <ChevronRightIcon aria-hidden />
          </IconButton>
          <div className={css.dots} aria-hidden>
            {images.map((image, i) => (
              <span key={image.id} className={css.dot} data-active={i === current} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
ImageCarousel.displayName = 'ImageCarousel';

/** A bicycle in front of a ridge: what a listing without photos shows. Decorative. */
export function EmptyPhotoArt({ className }: { className?: string }) {
  return (
    <svg
      className={[css.emptyArt, className].filter(Boolean).join(' ')}
      viewBox="0 0 160 90"
      aria-hidden
      focusable="false"
    >
      <path
        d="M0 70 L30 44 L48 58 L78 26 L104 52 L124 38 L160 62 L160 90 L0 90 Z"
        fill="currentColor"
        opacity="0.25"
      />
      <g fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round">
        <circle cx="52" cy="64" r="15" />
        <circle cx="108" cy="64" r="15" />
        <path d="M52 64 L76 64 L70 40 Z M70 42 L98 40 L76 64 M96 34 L108 64 M64 36 L76 36 M94 34 L102 32" />
      </g>
    </svg>
  );
}
EmptyPhotoArt.displayName = 'EmptyPhotoArt';
