import { AlertDialog, Button, Flex, Text, TextArea } from '@radix-ui/themes';
import { OFFER_CONFIRM_TEXTS, OFFER_LIMITS } from '@pedalswap/domain/offers';
import { useId, useState } from 'react';

export type OfferConfirmKind = 'accept' | 'reject' | 'complete';

export interface OfferConfirmDialogProps {
  kind: OfferConfirmKind;
  /** The other party: the bidder (accept, reject) or the buyer (complete). */
  who: string;
  /** Complete Trade: the member the item comes from. */
  seller?: string;
  /** The offer's amount as written ('500 tokens', '$250.00'). */
  amount: string;
  itemName: string;
  /** Another answer is under way: the trigger waits. */
  busy?: boolean;
  /** This answer is under way. */
  running?: boolean;
  size?: '1' | '2' | '3';
  /** Accept and reject pass the optional message (trimmed, or undefined when empty). */
  onConfirm: (message?: string) => void;
  /** Stories open it from the start. */
  defaultOpen?: boolean;
}

const TRIGGERS = {
  accept: { label: 'Accept', color: 'jade', variant: 'solid' },
  reject: { label: 'Reject', color: 'red', variant: 'soft' },
  complete: { label: 'Complete Trade', color: 'blue', variant: 'solid' },
} as const;

/**
 * The question before an answer that moves tokens or ownership or turns an offer down (issue 30
 * item 1): Accept, Reject (each with an optional message, spec 2 §4.2) and Complete Trade, naming
 * the amount and the other party. Used by the item page, Manage Items and the admin offers list.
 */
export function OfferConfirmDialog({
  kind,
  who,
  seller,
  amount,
  itemName,
  busy = false,
  running = false,
  size = '2',
  onConfirm,
  defaultOpen = false,
}: OfferConfirmDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [message, setMessage] = useState('');
  const texts = OFFER_CONFIRM_TEXTS[kind];
  const trigger = TRIGGERS[kind];
  const body =
    kind === 'complete'
      ? OFFER_CONFIRM_TEXTS.complete.body(who, seller ?? 'its owner', amount, itemName)
      : OFFER_CONFIRM_TEXTS[kind].body(who, amount, itemName);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setMessage('');
      }}
    >
      <AlertDialog.Trigger>
        <Button
          size={size}
          color={trigger.color}
          variant={trigger.variant}
          highContrast
          disabled={busy}
          loading={running}
        >
          {trigger.label}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>{texts.title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{body}</AlertDialog.Description>
        {kind !== 'complete' && (
          <Flex direction="column" gap="1" mt="3">
            <Text as="label" htmlFor={id} size="2" weight="medium">
              {OFFER_CONFIRM_TEXTS.messageLabel}
            </Text>
            <TextArea
              id={id}
              value={message}
              maxLength={OFFER_LIMITS.messageMax}
              onChange={(event) => setMessage(event.target.value)}
            />
          </Flex>
        )}
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" highContrast>
              Back
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button
              color={trigger.color}
              highContrast
              onClick={() => onConfirm(message.trim() || undefined)}
            >
              {texts.confirm}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
