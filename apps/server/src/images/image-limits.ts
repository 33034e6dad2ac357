// Limits of image work (issue 10 item 22): an image is refused by the pixel count its header
// declares, before anything is decoded (a 12 KB PNG can declare 100 megapixels, seconds of CPU
// and gigabytes of memory), and at most IMAGE_WORKERS images are decoded at once whatever the
// number of requests, so uploads cannot starve every other caller of the two cores.
import { REQUEST_LIMITS, REQUEST_MESSAGES } from '@pedalswap/domain';
import { AppError } from '../errors.ts';

export const IMAGE_WORKERS = 2;
/** WebP cannot store a side longer than this; tall or wide photos are scaled to fit. */
export const WEBP_MAX_SIDE = 16_383;
/** sharp's own guard stays on as a second line, at the same limit. */
export const DECODE_OPTIONS = {
  failOn: 'error',
  limitInputPixels: REQUEST_LIMITS.imageMaxPixels,
} as const;

/**
 * For reading the header only (metadata()): sharp applies limitInputPixels there too and would
 * call an over-limit image "not an image"; the header read decodes no pixels, and
 * assertPixelLimit then says why the image is refused.
 */
export const HEADER_OPTIONS = { failOn: 'error', limitInputPixels: false } as const;

export class ImageTooLargeError extends Error {
  constructor() {
    super('image over the pixel limit');
    this.name = 'ImageTooLargeError';
  }
}

/** Throws ImageTooLargeError when the header's size is over the limit. */
export function assertPixelLimit(meta: { width?: number; height?: number }) {
  if ((meta.width ?? 0) * (meta.height ?? 0) > REQUEST_LIMITS.imageMaxPixels)
    throw new ImageTooLargeError();
}

export const imageTooLarge = (path: string) => {
  const msg = REQUEST_MESSAGES.imageTooLarge(REQUEST_LIMITS.imageMaxPixels / 1_000_000);
  return new AppError(413, 'image_too_large', msg, { details: [{ path, msg }] });
};

/** Runs at most `size` tasks at once; the others wait in arrival order. */
export function createLimiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** Every decode of an uploaded image (photos and avatars) goes through this one queue. */
export const runImageWork = createLimiter(IMAGE_WORKERS);

/** The bytes are not a photo we accept (sniffed by content); avatars and listing photos share it. */
export class NotAnImageError extends Error {
  constructor() {
    super('not an image');
    this.name = 'NotAnImageError';
  }
}
