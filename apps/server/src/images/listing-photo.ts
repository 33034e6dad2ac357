// Listing photos (spec 2 §5.1, §9; ARCHITECTURE.md "Files"): sniffed by content with sharp,
// decoded and re-encoded as WebP in three widths, so what is stored never carries the original
// bytes or their metadata (EXIF, GPS, ICC): sharp writes none unless asked to. The same rules
// as avatars (users/avatar-image.ts), whose NotAnImageError the callers share.
import sharp from 'sharp';
import { NotAnImageError } from '../users/avatar-image.ts';

export { NotAnImageError };

/** thumbnail (gallery strip), card (catalog), full (detail dialog); never enlarged. */
export const PHOTO_WIDTHS = { thumbnail: 320, card: 800, full: 1600 } as const;
const WIDTHS = [PHOTO_WIDTHS.thumbnail, PHOTO_WIDTHS.card, PHOTO_WIDTHS.full] as const;
/** The formats of the contract's encoding (openapi.yaml uploadItemImages). SVG is code: refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Decompression-bomb guard: a 10 MB file may not expand past 100 megapixels. */
const MAX_INPUT_PIXELS = 100_000_000;

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

export async function processListingPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  try {
    const meta = await sharp(input, options).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new NotAnImageError();
    // rotate() applies the EXIF orientation before the metadata is dropped. One at a time:
    // the machine has two cores shared with everything else.
    const variants: PhotoVariant[] = [];
    let width = 0;
    let height = 0;
    for (const w of WIDTHS) {
      const { data, info } = await sharp(input, options)
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: w === PHOTO_WIDTHS.thumbnail ? 75 : 82 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: w, data });
      width = info.width;
      height = info.height;
    }
    return { width, height, variants };
  } catch (err) {
    // Anything sharp cannot decode (or that is too large when decoded) is "not an image".
    if (err instanceof NotAnImageError) throw err;
    throw new NotAnImageError();
  }
}
