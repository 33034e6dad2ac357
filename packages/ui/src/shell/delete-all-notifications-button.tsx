import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { TrashIcon } from '@radix-ui/react-icons';
import { NOTIFICATION_MESSAGES } from '@pedalswap/domain/accounts';
import type { ComponentProps } from 'react';

export interface DeleteAllNotificationsButtonProps {
  onConfirm: () => void;
  disabled?: boolean;
  loading?: boolean;
  /** The trigger's look: a ghost button in the popover, a soft one on the page. */
  size?: ComponentProps<typeof Button>['size'];
  variant?: ComponentProps<typeof Button>['variant'];
}

/**
 * Delete all asks first: it removes every notification, read or not, and cannot be undone
 * (issue 10 #10). Shared by the bell's popover and the /notifications page.
 */
export function DeleteAllNotificationsButton({
  onConfirm,
  disabled,
  loading,
  size,
  variant = 'soft',
}: DeleteAllNotificationsButtonProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button
          size={size}
          variant={variant}
          color="red"
          highContrast={variant !== 'ghost'}
          loading={loading}
          disabled={disabled}
        >
          <TrashIcon aria-hidden /> Delete all
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="420px">
        <AlertDialog.Title>{NOTIFICATION_MESSAGES.deleteAllConfirmTitle}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {NOTIFICATION_MESSAGES.deleteAllConfirm}
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" highContrast onClick={onConfirm}>
              Delete all
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
