import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { AlertDialog, Button, Callout, Flex } from '@radix-ui/themes';
import { ITEM_MESSAGES } from '@pedalswap/domain/item-messages';
import type { ItemType } from '@pedalswap/domain/item-types';

export interface DeleteListingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemType: ItemType;
  /** The listing's name as the body quotes it. */
  itemName: string;
  onConfirm: () => void;
  /** The delete call is running: 'Deleting...' and no way out until it answers. */
  deleting?: boolean;
  /** The delete failed: said here, since the dialog covers the page's own message. */
  error?: string | null;
}

/** Spec 2 §2.2: 'Delete Bike Listing?', the quoted name, 'Yes, Delete' and 'Cancel'. */
export function DeleteListingDialog({
  open,
  onOpenChange,
  itemType,
  itemName,
  onConfirm,
  deleting = false,
  error = null,
}: DeleteListingDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !deleting && onOpenChange(next)}>
      <AlertDialog.Content maxWidth="450px">
        <AlertDialog.Title>{ITEM_MESSAGES.deleteTitle(itemType)}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {ITEM_MESSAGES.deleteBody(itemName.trim() || 'this listing')}
        </AlertDialog.Description>
        {error && (
          <Callout.Root color="red" role="alert" mt="3">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        )}
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" highContrast disabled={deleting}>
              Cancel
            </Button>
          </AlertDialog.Cancel>
          {/* Not an AlertDialog.Action: the dialog stays open, showing progress, until the
              app answers (success navigates away; a failure shows its message). */}
          <Button color="red" highContrast disabled={deleting} onClick={onConfirm}>
            {deleting ? 'Deleting...' : 'Yes, Delete'}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
DeleteListingDialog.displayName = 'DeleteListingDialog';
