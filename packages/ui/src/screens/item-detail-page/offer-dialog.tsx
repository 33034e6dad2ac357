import {
  Button,
  Callout,
  Dialog,
  Flex,
  RadioCards,
  Spinner,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes';
import { BarChartIcon, CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { OFFER_LIMITS, type OfferType } from '@pedalswap/domain/offers';
import { formatTokens, type FieldIssue } from '@pedalswap/domain/shared';
import type { FormEvent } from 'react';
import { FormField } from '../../components/form-field/form-field.tsx';

/** The form as the offer-dialog machine holds it (amount as typed). */
export interface OfferDialogFormView {
  offerType: OfferType;
  amount: string;
  message: string;
}

export interface OfferDialogProps {
  open: boolean;
  /** 'offer': a member's token or cash offer (spec 2 §2.7); 'token': staff (spec 3 §4). */
  kind: 'offer' | 'token';
  itemName: string;
  status: 'editing' | 'submitting' | 'submitted';
  form: OfferDialogFormView;
  /** The form's messages (spec 2 §5.4) and the server's, by field (amount, message). */
  issues?: readonly FieldIssue[];
  /** A refused or failed submit: its title and the server's message. */
  failure?: { title: string; message: string } | null;
  /** After submit: the chat opens when the server returned one (spec 2 §2.7). */
  chatId?: string | null;
  /** The member's token balance, shown for token offers. */
  balance?: number;
  /**
   * What similar items traded for, in the unit being offered (the domain's fairPriceLine); null
   * or absent: nothing is said (fewer than 3 similar trades, or not known yet).
   */
  fairPrice?: string | null;
  locale?: string;
  onChange: (form: Partial<OfferDialogFormView>) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/** The offer dialog and the staff token offer dialog: a form, then a confirmation. */
export function OfferDialog(props: OfferDialogProps) {
  const { open, kind, itemName, status, onClose } = props;
  const title = kind === 'token' ? 'Send Token Offer' : 'Make an Offer';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // The call under way is not left behind: the dialog closes once it answered.
        if (!next && status !== 'submitting') onClose();
      }}
    >
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{status === 'submitted' ? 'Offer Sent' : title}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {itemName}
        </Dialog.Description>
        {status === 'submitted' ? <Submitted {...props} /> : <OfferForm {...props} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}
OfferDialog.displayName = 'OfferDialog';

function Submitted({ kind, chatId, onClose }: OfferDialogProps) {
  return (
    <Flex direction="column" gap="3">
      <Callout.Root color="jade" highContrast role="status">
        <Callout.Icon>
          <CheckCircledIcon />
        </Callout.Icon>
        <Callout.Text>
          {kind === 'token'
            ? 'The owner has 7 days to answer your token offer.'
            : 'The owner has 72 hours to answer your offer.'}{' '}
          {chatId
            ? 'Your chat with the owner has started.'
            : 'The chat with the owner is being set up.'}
        </Callout.Text>
      </Callout.Root>
      <Flex justify="end">
        <Button onClick={onClose}>Done</Button>
      </Flex>
    </Flex>
  );
}

function OfferForm({
  kind,
  status,
  form,
  issues = [],
  failure,
  balance,
  fairPrice,
  locale,
  onChange,
  onSubmit,
  onClose,
}: OfferDialogProps) {
  const busy = status === 'submitting';
  const issue = (path: string) => issues.find((i) => i.path === path)?.msg ?? null;
  const tokens = form.offerType === 'tokens';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <Flex direction="column" gap="4">
        {failure && (
          <Callout.Root color="red" size="1" role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>
              <strong>{failure.title}</strong>
              {failure.message ? `: ${failure.message}` : null}
            </Callout.Text>
          </Callout.Root>
        )}
        {kind === 'offer' && (
          <Flex direction="column" gap="2">
            <Text as="div" size="2" weight="medium" id="offer-type-label">
              Offer type
            </Text>
            <RadioCards.Root
              aria-labelledby="offer-type-label"
              columns="2"
              value={form.offerType}
              onValueChange={(value) => onChange({ offerType: value as OfferType })}
              disabled={busy}
            >
              <RadioCards.Item value="cash">Cash</RadioCards.Item>
              <RadioCards.Item value="tokens">Tokens</RadioCards.Item>
            </RadioCards.Root>
          </Flex>
        )}
        <FormField
          id="offer-amount"
          label={tokens ? 'Amount (tokens)' : 'Amount (US dollars)'}
          error={issue('amount')}
          hint={
            kind === 'offer' && tokens && balance !== undefined
              ? `You have ${formatTokens(balance, locale)}.`
              : undefined
          }
        >
          {(control) => (
            <TextField.Root
              {...control}
              type="number"
              inputMode={tokens ? 'numeric' : 'decimal'}
              min={tokens ? OFFER_LIMITS.minTokens : OFFER_LIMITS.minCash}
              step={tokens ? 1 : 0.01}
              value={form.amount}
              disabled={busy}
              onChange={(event) => onChange({ amount: event.target.value })}
            />
          )}
        </FormField>
        {fairPrice && (
          <Callout.Root color="gray" variant="surface" size="1" role="note">
            <Callout.Icon>
              <BarChartIcon />
            </Callout.Icon>
            <Callout.Text>{fairPrice}</Callout.Text>
          </Callout.Root>
        )}
        {kind === 'token' && (
          <Flex gap="2" wrap="wrap" role="group" aria-label="Quick amounts">
            {OFFER_LIMITS.tokenOfferQuickAmounts.map((amount) => (
              <Button
                key={amount}
                type="button"
                size="1"
                variant={form.amount === String(amount) ? 'solid' : 'soft'}
                highContrast
                disabled={busy}
                onClick={() => onChange({ amount: String(amount) })}
              >
                {amount}
              </Button>
            ))}
          </Flex>
        )}
        <FormField
          id="offer-message"
          label="Message (optional)"
          error={issue('message')}
          hint={`${form.message.length}/${OFFER_LIMITS.messageMax}`}
        >
          {(control) => (
            <TextArea
              {...control}
              value={form.message}
              disabled={busy}
              onChange={(event) => onChange({ message: event.target.value })}
            />
          )}
        </FormField>
        <Text size="1" color="gray">
          {kind === 'token'
            ? 'A token offer expires after 7 days.'
            : 'Offers expire after 72 hours.'}
        </Text>
        <Flex gap="3" justify="end">
          <Button type="button" variant="soft" color="gray" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy && <Spinner />} {kind === 'token' ? 'Send Token Offer' : 'Submit Offer'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
