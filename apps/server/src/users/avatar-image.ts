// Avatar images: sniffed by content with sharp (never by file name or declared type), decoded
// and re-encoded, so what is stored is always a clean WebP without metadata (EXIF, GPS, ICC
// profile): sharp writes no metadata unless asked to with withMetadata/keepMetadata.
import sharp from 'sharp';

export const AVATAR_SIZE = 256;
export const AVATAR_THUMB_SIZE = 64;
/** The formats of the contract's encoding (openapi.yaml, uploadAvatar). SVG is refused: it is code. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Decompression-bomb guard: a 5 MB file may not expand past ~50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export class NotAnImageError extends Error {
  constructor() {
    super('not an image');
    this.name = 'NotAnImageError';
  }
}

export interface AvatarImages {
  main: Buffer;
  thumb: Buffer;
  contentType: 'image/webp';
}

export async function processAvatar(input: Buffer): Promise<AvatarImages> {
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  try {
    const meta = await sharp(input, options).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new NotAnImageError();
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
    // Anything sharp cannot decode (or that is too large when decoded) is "not an image".
    if (err instanceof NotAnImageError) throw err;
    throw new NotAnImageError();
  }
}

/** The thumbnail lives beside the main image: avatars/<user>/<id>.webp -> <id>-64.webp. */
export const thumbKey = (key: string) => key.replace(/\.webp$/, `-${AVATAR_THUMB_SIZE}.webp`);
