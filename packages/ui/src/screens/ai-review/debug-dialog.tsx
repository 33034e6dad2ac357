import { Button, Dialog, Flex } from '@radix-ui/themes';
import { CodeIcon } from '@radix-ui/react-icons';
import * as css from './ai-review.css.ts';

export interface DebugDialogProps {
  /** The analysis result as the server answered it. */
  result: unknown;
}

/** 'Debug AI Response' (spec 2 §2.4): the raw JSON of the result, in a scrollable block. */
export function DebugDialog({ result }: DebugDialogProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button variant="ghost" color="gray" size="2">
          <CodeIcon aria-hidden /> Debug AI Response
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="48rem">
        <Dialog.Title>Debug AI Response</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          The analysis result exactly as the AI service answered it.
        </Dialog.Description>
        {/* A named region that takes focus, so a keyboard can scroll it (axe:
            scrollable-region-focusable). */}
        <pre className={css.json} tabIndex={0} role="region" aria-label="AI response JSON">
          {JSON.stringify(result, null, 2)}
        </pre>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
DebugDialog.displayName = 'DebugDialog';
