import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  IconButton,
  Spinner,
  Text,
} from '@radix-ui/themes';
import {
  CameraIcon,
  DragHandleDots2Icon,
  ExclamationTriangleIcon,
  ResetIcon,
  StarFilledIcon,
  StarIcon,
  TrashIcon,
  UploadIcon,
} from '@radix-ui/react-icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { checkPhotoSelection } from '@pedalswap/domain/item-rules';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import {
  MAX_LISTING_PHOTOS,
  keptPhotos,
  moveId,
  photoRoom,
  type EditorPhoto,
} from './editor-photos.ts';
import { PhotoRefusals } from './photo-refusals.tsx';
import * as css from './listing-editor.css.ts';

export const PHOTO_TEXTS = {
  heading: 'Photos',
  description: `Add up to ${MAX_LISTING_PHOTOS} photos. The primary photo leads your listing; drag photos (or use the handle with Space and the arrow keys) to reorder them.`,
  dropTitle: 'Drag photos here or browse',
  dropHint: 'PNG or JPG, up to 10 MB each',
  browse: 'Choose photos',
  limitReached: `You've added the maximum of ${MAX_LISTING_PHOTOS} photos. Remove one to add another.`,
  tipsTitle: 'Photo tips',
  primary: 'Primary',
  markedForDeletion: 'Will be deleted',
  uploading: 'Uploading...',
  instructions:
    'To reorder a photo, focus its handle and press Space. Use the arrow keys to move it, Space again to drop it, or Escape to cancel.',
} as const;

export interface PhotoUploaderProps {
  photos: readonly EditorPhoto[];
  /** Files that passed the checks of spec 2 §5.1 (image, at most 10 MB, within the limit). */
  onAddFiles: (files: File[]) => void;
  /** The new order of all photo ids after a drag (mouse, touch or keyboard). */
  onReorder: (ids: string[]) => void;
  onSetPrimary: (id: string) => void;
  /** Existing photos toggle their deletion mark; new ones go (`removePhoto` applies it). */
  onRemove: (id: string) => void;
  /**
   * New mode while no photos exist: the photo tips of the item's type (spec 2 §2.2 for bikes;
   * domain's photoTipsFor gives parts, accessories and gear their own). None: no tips.
   */
  tips?: readonly string[];
  /** Uploading or analyzing: the drop zone and buttons wait. */
  busy?: boolean;
  /** A failed upload ('Failed to upload photos. Please try again.') or the server's message. */
  error?: string | null;
  /** No changes allowed (a trade is in progress). */
  readOnly?: boolean;
  /** Buttons under the photos ('Analyze with AI', 'Add More Details'). */
  children?: ReactNode;
}

/** The listing editor's photo card (spec 2 §2.2, §4.3, §5.1). */
export function PhotoUploader({
  photos,
  onAddFiles,
  onReorder,
  onSetPrimary,
  onRemove,
  tips,
  busy = false,
  error,
  readOnly = false,
  children,
}: PhotoUploaderProps) {
  const [refusals, setRefusals] = useState<{ title: string; message: string }[]>([]);
  const [dragOver, setDragOver] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const ids = photos.map((p) => p.id);
  const kept = keptPhotos(photos).length;
  const room = photoRoom(photos);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // One slot per arrow press (issue 10 item 5): spec 1 §9's 25 px step needed about five
    // presses to pass one thumbnail.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up photo ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Photo ${position(active.id)} is over position ${position(over.id)} of ${ids.length}.`
        : `Photo ${position(active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Photo ${position(active.id)} dropped at position ${position(over.id)} of ${ids.length}.`
        : `Photo ${position(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Reordering cancelled. Photo ${position(active.id)} stays where it was.`,
  };

  const addFiles = (list: FileList | null) => {
    if (!list || readOnly || busy) return;
    const files = Array.from(list);
    const { accepted, errors } = checkPhotoSelection(files, kept);
    setRefusals(errors);
    const chosen = new Set(accepted);
    const acceptedFiles = files.filter((f) => chosen.has(f));
    if (acceptedFiles.length) onAddFiles(acceptedFiles);
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveId(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Flex direction="column" gap="4">
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="4" id="listing-photos-heading">
              {PHOTO_TEXTS.heading}
            </Heading>
            <Text as="p" size="2" color="gray" id={hintId}>
              {PHOTO_TEXTS.description}
            </Text>
          </Flex>
          <Badge size="2" color={room === 0 ? 'amber' : 'gray'} variant="soft">
            {kept} of {MAX_LISTING_PHOTOS} photos
          </Badge>
        </Flex>

        {error && (
          <Callout.Root color="red" role="alert" size="1">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        )}
        <PhotoRefusals refusals={refusals} />

        {photos.length > 0 && (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={handleDragEnd}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: PHOTO_TEXTS.instructions },
            }}
          >
            <SortableContext items={ids} strategy={rectSortingStrategy}>
              <ul className={css.photoGrid} aria-label="Listing photos">
                {photos.map((photo, index) => (
                  <SortablePhoto
                    key={photo.id}
                    photo={photo}
                    index={index}
                    count={photos.length}
                    readOnly={readOnly || busy}
                    canRestore={room > 0}
                    onSetPrimary={onSetPrimary}
                    onRemove={onRemove}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        )}

        {!readOnly &&
          (room > 0 ? (
            <div
              className={css.dropZone}
              data-active={dragOver || undefined}
              data-disabled={busy || undefined}
              onDragOver={(e) => {
                e.preventDefault();
                setDragOver(true);
              }}
              onDragLeave={() => setDragOver(false)}
              onDrop={handleDrop}
            >
              <span className={css.dropIcon} aria-hidden>
                <UploadIcon width="22" height="22" />
              </span>
              <Text size="3" weight="medium">
                {PHOTO_TEXTS.dropTitle}
              </Text>
              <Text size="2" color="gray">
                {PHOTO_TEXTS.dropHint} · {room} more {room === 1 ? 'photo' : 'photos'} allowed
              </Text>
              <input
                ref={inputRef}
                id={inputId}
                type="file"
                accept="image/png,image/jpeg,image/*"
                multiple
                className={css.visuallyHidden}
                aria-label="Add photos"
                disabled={busy}
                onChange={(e) => {
                  addFiles(e.target.files);
                  e.target.value = '';
                }}
              />
              <Button
                type="button"
                variant="soft"
                color="gray"
                highContrast
                disabled={busy}
                onClick={() => inputRef.current?.click()}
              >
                <CameraIcon aria-hidden /> {PHOTO_TEXTS.browse}
              </Button>
            </div>
          ) : (
            <Callout.Root color="gray" variant="surface" size="1" role="status">
              <Callout.Icon>
                <CameraIcon />
              </Callout.Icon>
              <Callout.Text>{PHOTO_TEXTS.limitReached}</Callout.Text>
            </Callout.Root>
          ))}

        {tips && tips.length > 0 && photos.length === 0 && (
          <div className={css.tips}>
            <Text size="2" weight="bold">
              {PHOTO_TEXTS.tipsTitle}
            </Text>
            <ul className={css.tipList}>
              {tips.map((tip) => (
                <li key={tip}>
                  <Text size="2" color="gray">
                    {tip}
                  </Text>
                </li>
              ))}
            </ul>
          </div>
        )}

        {children}
      </Flex>
    </Card>
  );
}
PhotoUploader.displayName = 'PhotoUploader';

interface SortablePhotoProps {
  photo: EditorPhoto;
  index: number;
  count: number;
  readOnly: boolean;
  canRestore: boolean;
  onSetPrimary: (id: string) => void;
  onRemove: (id: string) => void;
}

function SortablePhoto({
  photo,
  index,
  count,
  readOnly,
  canRestore,
  onSetPrimary,
  onRemove,
}: SortablePhotoProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: photo.id, disabled: readOnly });
  const label = `Photo ${index + 1} of ${count}`;
  const deleted = Boolean(photo.isDeleted);
  return (
    <li
      ref={setNodeRef}
      className={css.photoTile}
      data-dragging={isDragging || undefined}
      data-deleted={deleted || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <img
        className={css.photoImage}
        src={photo.url}
        alt={photo.name ? `${label}: ${photo.name}` : label}
        draggable={false}
      />
      <div className={css.photoBadges}>
        {photo.isPrimary && !deleted && (
          <Badge color="amber" variant="solid" highContrast>
            <StarFilledIcon aria-hidden /> {PHOTO_TEXTS.primary}
          </Badge>
        )}
        {deleted && (
          <Badge color="red" variant="solid" highContrast>
            {PHOTO_TEXTS.markedForDeletion}
          </Badge>
        )}
      </div>
      {photo.uploading && (
        <div className={css.photoOverlay}>
          <Spinner size="2" />
          <Text size="1" weight="medium">
            {PHOTO_TEXTS.uploading}
          </Text>
        </div>
      )}
      {!readOnly && (
        <div className={css.photoBar}>
          <IconButton
            ref={setActivatorNodeRef}
            type="button"
            size="1"
            variant="surface"
            color="gray"
            highContrast
            className={css.dragHandle}
            aria-label={`Reorder ${label.toLowerCase()}`}
            {...attributes}
            {...listeners}
          >
            <DragHandleDots2Icon />
          </IconButton>
          <Flex gap="1">
            {!deleted && (
              <IconButton
                type="button"
                size="1"
                variant="surface"
                color={photo.isPrimary ? 'amber' : 'gray'}
                highContrast
                aria-label={
                  photo.isPrimary ? `${label} is primary` : `Make ${label.toLowerCase()} primary`
                }
                aria-pressed={photo.isPrimary}
                onClick={() => !photo.isPrimary && onSetPrimary(photo.id)}
              >
                {photo.isPrimary ? <StarFilledIcon /> : <StarIcon />}
              </IconButton>
            )}
            {deleted ? (
              <IconButton
                type="button"
                size="1"
                variant="surface"
                color="gray"
                highContrast
                disabled={!canRestore}
                aria-label={`Keep ${label.toLowerCase()}`}
                onClick={() => onRemove(photo.id)}
              >
                <ResetIcon />
              </IconButton>
            ) : (
              <IconButton
                type="button"
                size="1"
                variant="surface"
                color="red"
                highContrast
                aria-label={`Delete ${label.toLowerCase()}`}
                onClick={() => onRemove(photo.id)}
              >
                <TrashIcon />
              </IconButton>
            )}
          </Flex>
        </div>
      )}
    </li>
  );
}
