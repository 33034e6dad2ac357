import { Dialog, Flex, IconButton, Text, VisuallyHidden } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon, Cross2Icon } from '@radix-ui/react-icons';
import type { KeyboardEvent } from 'react';
import type { ItemImage } from '../../components/item-card/item-display.ts';
import * as css from './item-gallery.css.ts';

export interface ItemGalleryDialogProps {
  /** The gallery's photos, in its order. */
  photos: readonly ItemImage[];
  /** The item's name: the dialog's title and the start of every alt text. */
  name: string;
  /** The photo shown, or null when the dialog is closed. */
  open: number | null;
  onOpenChange: (open: number | null) => void;
  /** The dialog closed: the gallery gives focus back to the photo that opened it (the dialog has
   * no Radix trigger, so Radix would drop focus to the page). */
  onClosed: () => void;
}

const wrap = (i: number, n: number) => ((i % n) + n) % n;

/**
 * ItemGallery's full-size dialog, in a module of its own so that the item page loads it only when
 * a photo is opened. The arrow keys and buttons step through every photo (looping), Escape closes.
 */
export function ItemGalleryDialog({
  photos,
  name,
  open,
  onOpenChange,
  onClosed,
}: ItemGalleryDialogProps) {
  const count = photos.length;
  const alt = (i: number) => `${name}, photo ${i + 1} of ${count}`;
  const step = (by: number) => onOpenChange(open === null ? open : wrap(open + by, count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };
  const current = open === null ? null : photos[open];

  return (
    <Dialog.Root open={open !== null} onOpenChange={(isOpen) => !isOpen && onOpenChange(null)}>
      <Dialog.Content
        maxWidth="1100px"
        className={css.dialog}
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <Flex justify="between" align="center" gap="3" mb="3">
          <Dialog.Title size="4" mb="0" className={css.dialogTitle}>
            {name}
          </Dialog.Title>
          <Flex align="center" gap="3">
            <Text size="2" color="gray" aria-hidden>
              {open !== null ? `${open + 1} / ${count}` : ''}
            </Text>
            <Dialog.Close>
              <IconButton variant="ghost" color="gray" highContrast aria-label="Close">
                <Cross2Icon width="18" height="18" />
              </IconButton>
            </Dialog.Close>
          </Flex>
        </Flex>
        <VisuallyHidden>
          <Dialog.Description aria-live="polite">
            {open !== null ? `Photo ${open + 1} of ${count}` : ''}
          </Dialog.Description>
        </VisuallyHidden>
        <div className={css.stage}>
          {current && (
            <img
              key={current.id}
              className={css.fullImage}
              src={current.imageUrl}
              alt={alt(open!)}
            />
          )}
          {count > 1 && (
            <>
              <IconButton
                size="3"
                radius="full"
                variant="soft"
                className={`${css.stageArrow} ${css.stagePrevious}`}
                aria-label="Previous photo"
                onClick={() => step(-1)}
              >
                <ChevronLeftIcon width="22" height="22" />
              </IconButton>
              <IconButton
                size="3"
                radius="full"
                variant="soft"
                className={`${css.stageArrow} ${css.stageNext}`}
                aria-label="Next photo"
                onClick={() => step(1)}
              >
                <ChevronRightIcon width="22" height="22" />
              </IconButton>
            </>
          )}
        </div>
        {count > 1 && (
          <div className={css.dialogStrip} aria-hidden>
            {photos.map((image, i) => (
              <button
                key={image.id}
                type="button"
                tabIndex={-1}
                className={css.stripThumb}
                data-active={i === open}
                onClick={() => onOpenChange(i)}
              >
                <img
                  className={css.thumbnailImage}
                  src={image.thumbnailUrl ?? image.imageUrl}
                  alt=""
                />
              </button>
            ))}
          </div>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
ItemGalleryDialog.displayName = 'ItemGalleryDialog';
