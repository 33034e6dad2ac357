// Listing photos (spec 2 §5.1, §9; docs/architecture.md "Jobs, storage, mail"): sniffed by
// content with sharp, decoded and re-encoded as WebP in three widths, so what is stored never
// carries the original bytes or their metadata (EXIF, GPS, ICC): sharp writes none unless asked
// to. The same rules as avatars (users/avatar-image.ts); both share NotAnImageError from
// image-limits.ts.
import sharp from 'sharp';
import {
  DECODE_OPTIONS,
  HEADER_OPTIONS,
  ImageTooLargeError,
  NotAnImageError,
  WEBP_MAX_SIDE,
  assertPixelLimit,
  runImageWork,
} from './image-limits.ts';

export { NotAnImageError };

/** thumbnail (gallery strip), card (catalog), full (detail dialog); never enlarged. */
export const PHOTO_WIDTHS = { thumbnail: 320, card: 800, full: 1600 } as const;
const WIDTHS = [PHOTO_WIDTHS.thumbnail, PHOTO_WIDTHS.card, PHOTO_WIDTHS.full] as const;
/** The formats of the contract's encoding (openapi.yaml uploadItemImages). SVG is code: refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export interface PhotoVariant {
  width: number;
  data: Buffer;
}

export interface ProcessedPhoto {
  /** Size of the largest stored variant. */
  width: number;
  height: number;
  variants: PhotoVariant[];
}

/** <base>-320.webp, <base>-800.webp, <base>-1600.webp */
export const variantKey = (base: string, width: number) => `${base}-${width}.webp`;
export const variantKeys = (base: string) => WIDTHS.map((w) => variantKey(base, w));

export function processListingPhoto(input: Buffer): Promise<ProcessedPhoto> {
  return runImageWork(() => encodeListingPhoto(input));
}

async function encodeListingPhoto(input: Buffer): Promise<ProcessedPhoto> {
  try {
    const meta = await sharp(input, HEADER_OPTIONS).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new NotAnImageError();
    // From the header alone, before any pixel is decoded (decompression bombs).
    assertPixelLimit(meta);
    // rotate() applies the EXIF orientation before the metadata is dropped. One at a time:
    // the machine has two cores shared with everything else. The height bound keeps a tall
    // photo (a 200 x 20000 strip) within what WebP can store instead of failing.
    const variants: PhotoVariant[] = [];
    let width = 0;
    let height = 0;
    for (const w of WIDTHS) {
      const { data, info } = await sharp(input, DECODE_OPTIONS)
        .rotate()
        .resize({ width: w, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: w === PHOTO_WIDTHS.thumbnail ? 75 : 82 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: w, data });
      width = info.width;
      height = info.height;
    }
    return { width, height, variants };
  } catch (err) {
    // Anything else sharp cannot decode is "not an image".
    if (err instanceof NotAnImageError || err instanceof ImageTooLargeError) throw err;
    throw new NotAnImageError();
  }
}
