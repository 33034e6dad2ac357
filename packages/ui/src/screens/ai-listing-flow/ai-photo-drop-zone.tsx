import { Text } from '@radix-ui/themes';
import { UploadIcon } from '@radix-ui/react-icons';
import { AI_LIMITS, AI_UPLOAD_TEXTS } from '@pedalswap/domain/ai';
import { useId, useState, type DragEvent } from 'react';
import * as css from './ai-listing-flow.css.ts';

export interface AiPhotoDropZoneProps {
  /** Photos that can still be added (the drop zone hides at none). */
  room: number;
  /** Uploading: the zone waits. */
  disabled?: boolean;
  onAddFiles: (files: File[]) => void;
}

/**
 * Where photos are dropped or chosen (spec 2 §2.3). The zone is the label of a visually hidden
 * file input that keeps focus, so a click, Enter or Space opens the picker natively and the
 * zone shows the focus ring; the files go to the machine unchecked (it applies §5.1).
 */
export function AiPhotoDropZone({ room, disabled = false, onAddFiles }: AiPhotoDropZoneProps) {
  const [dragOver, setDragOver] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const add = (list: FileList | null) => {
    if (!list || disabled || list.length === 0) return;
    onAddFiles(Array.from(list));
  };
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragOver(false);
    add(event.dataTransfer.files);
  };
  return (
    <label
      htmlFor={inputId}
      className={css.dropZone}
      data-active={dragOver || undefined}
      data-disabled={disabled || undefined}
      onDragOver={(e) => {
        e.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={drop}
    >
      <span className={css.dropIcon} aria-hidden>
        <UploadIcon width="22" height="22" />
      </span>
      <Text size="3" weight="medium">
        {AI_UPLOAD_TEXTS.dropTitle}
      </Text>
      <Text size="2" color="gray" id={hintId}>
        {AI_UPLOAD_TEXTS.dropHint} · {room} of {AI_LIMITS.photosPerAnalysis} left
      </Text>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        className={css.visuallyHidden}
        aria-label={AI_UPLOAD_TEXTS.addPhotos}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
      />
      <Text size="2" weight="medium" color="jade" aria-hidden>
        {AI_UPLOAD_TEXTS.browse}
      </Text>
    </label>
  );
}
AiPhotoDropZone.displayName = 'AiPhotoDropZone';
