import { useState } from 'react';
import { Button, Dialog, Flex, RadioGroup, Text, TextArea } from '@radix-ui/themes';
import { FEEDBACK_RESOLUTIONS, type FeedbackResolution } from '@pedalswap/domain/ai';

/** spec 3 §2.10: the Resolve dialog, Resolution Action and Admin Notes, for the selected items. */
export function ResolveDialog({
  count,
  busy,
  onCancel,
  onResolve,
}: {
  count: number;
  busy: boolean;
  onCancel: () => void;
  onResolve: (action: FeedbackResolution, notes: string) => void;
}) {
  const [action, setAction] = useState<FeedbackResolution>('accepted');
  const [notes, setNotes] = useState('');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>Resolve Feedback</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {count} feedback item{count === 1 ? '' : 's'} selected.
        </Dialog.Description>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onResolve(action, notes.trim());
          }}
        >
          <Text as="div" size="2" weight="medium" mb="1" id="resolution-action">
            Resolution Action
          </Text>
          <RadioGroup.Root
            aria-labelledby="resolution-action"
            value={action}
            onValueChange={(value) => setAction(value as FeedbackResolution)}
          >
            {FEEDBACK_RESOLUTIONS.map((r) => (
              <RadioGroup.Item key={r.value} value={r.value}>
                {r.label}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          <label>
            <Text as="div" size="2" weight="medium" mt="3" mb="1">
              Admin Notes
            </Text>
            <TextArea
              value={notes}
              maxLength={2000}
              placeholder="What was done, or why not"
              onChange={(event) => setNotes(event.target.value)}
            />
          </label>
          <Flex gap="3" mt="4" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray" highContrast>
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" highContrast loading={busy}>
              Resolve
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
