// The copy of an AI upload that analyzers read: JPEG, EXIF orientation applied, at most 1568 px
// on the long side (the hosted model's own limit before it downsizes, so no tokens are paid for
// pixels it throws away), plus the sha256 of the uploaded bytes for the analysis cache. It is
// kept in the AI area's own table, so an analysis never fetches a URL (no SSRF) and works the
// same whatever storage backend holds the listing-size copies.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DECODE_OPTIONS, runImageWork } from '../images/image-limits.ts';

export const ANALYSIS_MAX_SIDE = 1568;

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Call only with bytes the images pipeline accepted (sniffed, within the pixel limit). */
export function analysisCopy(original: Buffer): Promise<Buffer> {
  return runImageWork(() =>
    sharp(original, DECODE_OPTIONS)
      .rotate()
      .resize({
        width: ANALYSIS_MAX_SIDE,
        height: ANALYSIS_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
}
