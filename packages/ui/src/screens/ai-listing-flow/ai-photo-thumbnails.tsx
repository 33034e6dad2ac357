import { IconButton } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import type { AiFlowPhotoView } from './ai-flow-types.ts';
import * as css from './ai-listing-flow.css.ts';

export interface AiPhotoThumbnailsProps {
  photos: readonly AiFlowPhotoView[];
  /** Removes a stored photo (REMOVE); absent: the photos stay (Improve Photos adds only). */
  onRemove?: (fileId: string) => void;
  /** Uploading: removing waits. */
  disabled?: boolean;
}

/** The stored photos as thumbnails, each with a remove button named after it (spec 2 §2.3). */
export function AiPhotoThumbnails({ photos, onRemove, disabled = false }: AiPhotoThumbnailsProps) {
  if (photos.length === 0) return null;
  return (
    <ul className={css.thumbGrid} aria-label="Uploaded photos">
      {photos.map((photo, i) => {
        const label = `Photo ${i + 1} of ${photos.length}`;
        return (
          <li key={photo.fileId} className={css.thumb}>
            <img className={css.thumbImage} src={photo.url} alt={`${label}: ${photo.fileName}`} />
            {onRemove && (
              <IconButton
                type="button"
                size="1"
                variant="surface"
                color="red"
                highContrast
                className={css.thumbRemove}
                aria-label={`Remove ${label.toLowerCase()} (${photo.fileName})`}
                disabled={disabled}
                onClick={() => onRemove(photo.fileId)}
              >
                <Cross2Icon />
              </IconButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}
AiPhotoThumbnails.displayName = 'AiPhotoThumbnails';
