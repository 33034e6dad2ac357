import {
  Button,
  Callout,
  Dialog,
  Flex,
  RadioGroup,
  ScrollArea,
  Skeleton,
  Text,
  TextField,
} from '@radix-ui/themes';
import { ExclamationTriangleIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { ITEM_MESSAGES } from '@pedalswap/domain/items';
import { useState, type FormEvent } from 'react';

export interface MemberOption {
  id: string;
  name: string;
  email: string;
}

export interface TransferOwnershipDialogProps {
  open: boolean;
  itemName: string;
  /** The current owner, who is left out of the choice. */
  currentOwnerName: string;
  search: string;
  onSearchChange: (search: string) => void;
  membersStatus: 'loading' | 'error' | 'ready';
  members: readonly MemberOption[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onConfirm: (newOwnerId: string) => void;
  onClose: () => void;
  /** The transfer call is running. */
  pending?: boolean;
  /** 'Transfer failed' with the server's message (or 'Failed to transfer ownership'). */
  failure?: string | null;
}

/**
 * Ownership transfer (spec 3 §2.4, §5): search active members by name or e-mail, pick one, and
 * transfer. A trade_complete item becomes a draft for its new owner; both are e-mailed.
 */
export function TransferOwnershipDialog({
  open,
  itemName,
  currentOwnerName,
  search,
  onSearchChange,
  membersStatus,
  members,
  selectedId,
  onSelect,
  onConfirm,
  onClose,
  pending = false,
  failure = null,
}: TransferOwnershipDialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    // The spec's rule: a transfer needs a selected new owner.
    if (!selectedId) {
      setProblem(ITEM_MESSAGES.newOwnerRequired);
      return;
    }
    setProblem(null);
    onConfirm(selectedId);
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
    >
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>Transfer Ownership</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          Give &quot;{itemName}&quot; (now {currentOwnerName}&apos;s) to another member. A traded
          item becomes a draft for its new owner; both members are e-mailed.
        </Dialog.Description>
        <form noValidate onSubmit={submit}>
          <Flex direction="column" gap="3">
            <label htmlFor="transfer-member-search">
              <Text size="2" weight="medium">
                Find a member
              </Text>
            </label>
            <TextField.Root
              id="transfer-member-search"
              type="search"
              placeholder="Name or e-mail"
              value={search}
              maxLength={100}
              disabled={pending}
              onChange={(e) => onSearchChange(e.target.value)}
            >
              <TextField.Slot>
                <MagnifyingGlassIcon aria-hidden />
              </TextField.Slot>
            </TextField.Root>
            <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 240 }}>
              {membersStatus === 'loading' && (
                <Flex
                  direction="column"
                  gap="2"
                  role="status"
                  aria-busy="true"
                  aria-label="Loading members"
                >
                  <Skeleton height="32px" />
                  <Skeleton height="32px" />
                  <Skeleton height="32px" />
                </Flex>
              )}
              {membersStatus === 'error' && (
                <Text size="2" color="red" role="alert">
                  Failed to load members
                </Text>
              )}
              {membersStatus === 'ready' && members.length === 0 && (
                <Text size="2" color="gray">
                  No active members match &quot;{search}&quot;.
                </Text>
              )}
              {membersStatus === 'ready' && members.length > 0 && (
                <RadioGroup.Root
                  aria-label="New owner"
                  value={selectedId ?? ''}
                  disabled={pending}
                  onValueChange={(id) => {
                    setProblem(null);
                    onSelect(id);
                  }}
                >
                  {members.map((m) => (
                    <RadioGroup.Item key={m.id} value={m.id}>
                      <Text size="2">
                        {m.name}{' '}
                        <Text color="gray" size="1">
                          {m.email}
                        </Text>
                      </Text>
                    </RadioGroup.Item>
                  ))}
                </RadioGroup.Root>
              )}
            </ScrollArea>
            {problem && (
              <Text size="2" color="red" role="alert">
                {problem}
              </Text>
            )}
            {failure && (
              <Callout.Root color="red" role="alert">
                <Callout.Icon>
                  <ExclamationTriangleIcon />
                </Callout.Icon>
                <Callout.Text>
                  <strong>Transfer failed</strong>: {failure}
                </Callout.Text>
              </Callout.Root>
            )}
            <Flex gap="3" justify="end" mt="2">
              <Button
                type="button"
                variant="soft"
                color="gray"
                highContrast
                disabled={pending}
                onClick={onClose}
              >
                Cancel
              </Button>
              <Button type="submit" highContrast loading={pending}>
                Transfer
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
TransferOwnershipDialog.displayName = 'TransferOwnershipDialog';
