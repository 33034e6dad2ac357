// Avatar images: sniffed by content with sharp (never by file name or declared type), decoded
// and re-encoded, so what is stored is always a clean WebP without metadata (EXIF, GPS, ICC
// profile): sharp writes no metadata unless asked to with withMetadata/keepMetadata.
import sharp from 'sharp';
import {
  DECODE_OPTIONS,
  HEADER_OPTIONS,
  ImageTooLargeError,
  NotAnImageError,
  assertPixelLimit,
  runImageWork,
} from '../images/image-limits.ts';

export { NotAnImageError };

export const AVATAR_SIZE = 256;
export const AVATAR_THUMB_SIZE = 64;
/** The formats of the contract's encoding (openapi.yaml, uploadAvatar). SVG is refused: it is code. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export interface AvatarImages {
  main: Buffer;
  thumb: Buffer;
  contentType: 'image/webp';
}

export function processAvatar(input: Buffer): Promise<AvatarImages> {
  return runImageWork(() => encodeAvatar(input));
}

async function encodeAvatar(input: Buffer): Promise<AvatarImages> {
  const options = DECODE_OPTIONS;
  try {
    const meta = await sharp(input, HEADER_OPTIONS).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new NotAnImageError();
    // From the header alone, before any pixel is decoded (decompression bombs).
    assertPixelLimit(meta);
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const base = sharp(input, options).rotate();
    const [main, thumb] = await Promise.all([
      base
        .clone()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer(),
      base
        .clone()
        .resize(AVATAR_THUMB_SIZE, AVATAR_THUMB_SIZE, { fit: 'cover' })
        .webp({ quality: 80 })
        .toBuffer(),
    ]);
    return { main, thumb, contentType: 'image/webp' };
  } catch (err) {
    // Anything else sharp cannot decode is "not an image".
    if (err instanceof NotAnImageError || err instanceof ImageTooLargeError) throw err;
    throw new NotAnImageError();
  }
}

/** The thumbnail lives beside the main image: avatars/<user>/<id>.webp -> <id>-64.webp. */
export const thumbKey = (key: string) => key.replace(/\.webp$/, `-${AVATAR_THUMB_SIZE}.webp`);
