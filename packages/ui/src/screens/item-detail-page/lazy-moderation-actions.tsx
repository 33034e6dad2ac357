import { Button, Flex } from '@radix-ui/themes';
import { CheckIcon, Cross2Icon, EyeNoneIcon } from '@radix-ui/react-icons';
import { lazy, Suspense } from 'react';
import type { ModerationActionsProps } from './moderation-actions.tsx';

// The moderation dialogs (Radix dialog and alert dialog with their focus and scroll-lock code)
// are only for staff: loaded after the page, so a visitor's first load of an item page does not
// carry them (issue 11 item 2).
const ModerationActions = lazy(() =>
  import('./moderation-actions.tsx').then((m) => ({ default: m.ModerationActions })),
);

/** The buttons as they look until their dialogs' code is there (no layout shift); hidden from
 * assistive technology and tests, which find the real buttons once they can open a dialog. */
function ModerationPlaceholder({ actions }: Pick<ModerationActionsProps, 'actions'>) {
  return (
    <Flex gap="2" wrap="wrap" aria-hidden>
      {actions.includes('approve') && (
        <Button size="3" color="jade" highContrast tabIndex={-1}>
          <CheckIcon /> Approve
        </Button>
      )}
      {actions.includes('reject') && (
        <Button size="3" color="red" variant="soft" highContrast tabIndex={-1}>
          <Cross2Icon /> Reject
        </Button>
      )}
      {actions.includes('unapprove') && (
        <Button size="3" color="red" variant="soft" highContrast tabIndex={-1}>
          <EyeNoneIcon /> Unapprove
        </Button>
      )}
    </Flex>
  );
}

/** ModerationActions, loaded when a page first shows it. Renders nothing when no action applies. */
export function LazyModerationActions(props: ModerationActionsProps) {
  if (props.actions.length === 0) return null;
  return (
    <Suspense fallback={<ModerationPlaceholder actions={props.actions} />}>
      <ModerationActions {...props} />
    </Suspense>
  );
}
LazyModerationActions.displayName = 'LazyModerationActions';
