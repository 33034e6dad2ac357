import { AlertDialog, Button, Callout, Dialog, Flex, TextArea } from '@radix-ui/themes';
import { CheckIcon, Cross2Icon, ExclamationTriangleIcon, EyeNoneIcon } from '@radix-ui/react-icons';
import {
  ITEM_LIMITS,
  ITEM_MESSAGES,
  ITEM_TYPE_LABELS,
  type ItemType,
  type ModerationAction,
} from '@pedalswap/domain/items';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormField } from '../../components/form-field/form-field.tsx';

/**
 * Titles of a failed call (spec 2 §8.5 gives 'Approval failed' and 'Rejection failed'; the
 * unapprove one is ours, in the same voice).
 */
export const MODERATION_FAILURES: Readonly<Record<ModerationAction, string>> = {
  approve: 'Approval failed',
  reject: 'Rejection failed',
  unapprove: 'Unapproval failed',
};

export interface ModerationActionsProps {
  itemType: ItemType;
  /** The listing's name as the approval question quotes it. */
  itemName: string;
  /** The item's status: a new one means the last call succeeded, so the open dialog closes. */
  status: string;
  /** What this viewer may do, as the domain's moderationActionsFor decides (none: nothing shows). */
  actions: readonly ModerationAction[];
  onApprove: () => void;
  /** Called with the reason trimmed, never empty. */
  onReject: (reason: string) => void;
  onUnapprove: (reason: string) => void;
  /** The call that is running: its dialog shows progress and cannot be closed. */
  pending?: ModerationAction | null;
  /** The call that failed, with the server's message; shown in its dialog. */
  error?: { action: ModerationAction; message?: string | null } | null;
  /** A dialog was closed, so the app can forget a failed call. */
  onDialogClose?: () => void;
  /** Stories open a dialog on first render. */
  defaultOpen?: ModerationAction | null;
}

/**
 * Staff moderation of one listing on its page (spec 2 §4.1, §7.6): Approve (after a
 * confirmation), Reject and Unapprove (each with a reason). Renders nothing when no action
 * applies. A dialog stays open until its call answers: a success changes the item's status,
 * which closes it; a failure is shown inside it.
 */
export function ModerationActions({
  itemType,
  itemName,
  status,
  actions,
  onApprove,
  onReject,
  onUnapprove,
  pending = null,
  error = null,
  onDialogClose,
  defaultOpen = null,
}: ModerationActionsProps) {
  const [open, setOpen] = useState<ModerationAction | null>(defaultOpen);
  // A new status means the last call succeeded (or someone else moderated): start afresh.
  const [shownStatus, setShownStatus] = useState(status);
  if (shownStatus !== status) {
    setShownStatus(status);
    setOpen(null);
  }

  if (actions.length === 0) return null;

  const busy = pending !== null;
  const kind = ITEM_TYPE_LABELS[itemType];
  const name = itemName.trim() || 'this listing';
  const failure = (action: ModerationAction) =>
    error?.action === action
      ? { title: MODERATION_FAILURES[action], message: error.message }
      : null;
  const openChange = (action: ModerationAction) => (next: boolean) => {
    if (busy) return;
    setOpen(next ? action : null);
    if (!next) onDialogClose?.();
  };

  return (
    <Flex gap="2" wrap="wrap" role="group" aria-label="Moderation">
      {actions.includes('approve') && (
        <AlertDialog.Root open={open === 'approve'} onOpenChange={openChange('approve')}>
          <AlertDialog.Trigger>
            <Button size="3" color="jade" highContrast disabled={busy}>
              <CheckIcon aria-hidden /> Approve
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Content maxWidth="450px">
            <AlertDialog.Title>Approve {kind} Listing?</AlertDialog.Title>
            <AlertDialog.Description size="2">
              {ITEM_MESSAGES.approveConfirm(name)}
            </AlertDialog.Description>
            <FailureCallout failure={failure('approve')} mt="3" />
            <Flex gap="3" mt="4" justify="end" wrap="wrap">
              <AlertDialog.Cancel>
                <Button variant="soft" color="gray" highContrast disabled={busy}>
                  Cancel
                </Button>
              </AlertDialog.Cancel>
              {/* Not an AlertDialog.Action: the dialog stays open, showing progress, until the
                  app answers. */}
              <Button color="jade" highContrast disabled={busy} onClick={onApprove}>
                {pending === 'approve' ? 'Approving...' : 'Yes, Approve'}
              </Button>
            </Flex>
          </AlertDialog.Content>
        </AlertDialog.Root>
      )}
      {actions.includes('reject') && (
        <ReasonDialog
          action="reject"
          open={open === 'reject'}
          onOpenChange={openChange('reject')}
          trigger={
            <>
              <Cross2Icon aria-hidden /> Reject
            </>
          }
          title={`Reject ${kind} Listing`}
          description={`"${name}" goes back to its owner as a draft. They are e-mailed your reason and can submit it again.`}
          confirm={pending === 'reject' ? 'Rejecting...' : 'Reject Listing'}
          busy={busy}
          failure={failure('reject')}
          onSubmit={onReject}
        />
      )}
      {actions.includes('unapprove') && (
        <ReasonDialog
          action="unapprove"
          open={open === 'unapprove'}
          onOpenChange={openChange('unapprove')}
          trigger={
            <>
              <EyeNoneIcon aria-hidden /> Unapprove
            </>
          }
          title={`Unapprove ${kind} Listing`}
          description={`"${name}" leaves the catalog and goes back to its owner as a draft. They are e-mailed your reason.`}
          confirm={pending === 'unapprove' ? 'Unapproving...' : 'Unapprove Listing'}
          busy={busy}
          failure={failure('unapprove')}
          onSubmit={onUnapprove}
        />
      )}
    </Flex>
  );
}
ModerationActions.displayName = 'ModerationActions';

type Failure = { title: string; message?: string | null } | null;

function FailureCallout({ failure, mt }: { failure: Failure; mt?: '3' }) {
  if (!failure) return null;
  return (
    <Callout.Root color="red" role="alert" mt={mt}>
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>
        <strong>{failure.title}</strong>
        {failure.message ? `: ${failure.message}` : null}
      </Callout.Text>
    </Callout.Root>
  );
}

interface ReasonDialogProps {
  action: 'reject' | 'unapprove';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description: string;
  confirm: string;
  busy: boolean;
  failure: Failure;
  onSubmit: (reason: string) => void;
}

function ReasonDialog({
  action,
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirm,
  busy,
  failure,
  onSubmit,
}: ReasonDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger>
        <Button size="3" color="red" variant="soft" highContrast disabled={busy}>
          {trigger}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {description}
        </Dialog.Description>
        {/* The form lives inside Content so a new opening starts with an empty reason. */}
        <ReasonForm
          id={`moderation-${action}-reason`}
          confirm={confirm}
          busy={busy}
          failure={failure}
          onSubmit={onSubmit}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

interface ReasonFormProps {
  id: string;
  confirm: string;
  busy: boolean;
  failure: Failure;
  onSubmit: (reason: string) => void;
}

function ReasonForm({ id, confirm, busy, failure, onSubmit }: ReasonFormProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // The server's rule (non-empty after trimming, at most 500 characters), with its messages.
    // The rules module (and zod with it) is fetched on submit, not with the item page (issue 11).
    const { reasonSchema } = await import('@pedalswap/domain/item-rules');
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? ITEM_MESSAGES.reasonRequired);
      return;
    }
    setProblem(null);
    onSubmit(parsed.data);
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <Flex direction="column" gap="4">
        <FormField
          id={id}
          label="Reason"
          error={problem}
          hint="The owner receives this reason by e-mail."
        >
          {(control) => (
            <TextArea
              {...control}
              required
              rows={4}
              maxLength={ITEM_LIMITS.reasonMax}
              value={reason}
              disabled={busy}
              onChange={(e) => {
                setReason(e.target.value);
                setProblem(null);
              }}
            />
          )}
        </FormField>
        <FailureCallout failure={failure} />
        <Flex gap="3" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray" highContrast disabled={busy}>
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" color="red" highContrast disabled={busy}>
            {confirm}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
