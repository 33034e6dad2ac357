import { Callout, Flex, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import type { FieldIssue } from '@pedalswap/domain/shared';
import type { Ref } from 'react';
import * as css from './ai-review.css.ts';

/**
 * spec 2 §5.3: 'Failures are listed in a red alert'. It takes focus after a refused save (the
 * ref), so a screen reader reads the list and the keyboard starts from it.
 */
export function ReviewFailures({
  issues,
  ref,
}: {
  issues: readonly FieldIssue[];
  ref?: Ref<HTMLDivElement>;
}) {
  if (issues.length === 0) return null;
  return (
    <Callout.Root
      ref={ref}
      color="red"
      role="alert"
      variant="surface"
      tabIndex={-1}
      className={css.focusTarget}
    >
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2">
        <Callout.Text weight="bold">Please fix the following before saving:</Callout.Text>
        <ul className={css.list}>
          {issues.map((issue) => (
            <li key={`${issue.path}-${issue.msg}`}>
              <Text size="2">{issue.msg}</Text>
            </li>
          ))}
        </ul>
      </Flex>
    </Callout.Root>
  );
}
ReviewFailures.displayName = 'ReviewFailures';

/**
 * What the analysis told the member (spec 2 §8.3: '{message} - trying alternative model...',
 * '{message}. Proceeding to manual entry.'; the offline analyzer's note): amber when the AI was
 * skipped or its data is partial, else blue.
 */
export function ReviewNotices({
  notices,
  degraded,
}: {
  notices: readonly string[];
  degraded: boolean;
}) {
  if (notices.length === 0) return null;
  return (
    <Callout.Root color={degraded ? 'amber' : 'blue'} highContrast role="status" variant="surface">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      {notices.length === 1 ? (
        <Callout.Text>{notices[0]}</Callout.Text>
      ) : (
        <ul className={css.list}>
          {notices.map((notice, i) => (
            <li key={i}>
              <Text size="2">{notice}</Text>
            </li>
          ))}
        </ul>
      )}
    </Callout.Root>
  );
}
ReviewNotices.displayName = 'ReviewNotices';
