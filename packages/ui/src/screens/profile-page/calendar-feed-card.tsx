import {
  AlertDialog,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Skeleton,
  Text,
  TextField,
} from '@radix-ui/themes';
import { CopyIcon, ExclamationTriangleIcon, ReloadIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { CALENDAR_FEED_MESSAGES as F } from '@pedalswap/domain/events';
import type { SectionStatus } from './types.ts';

export interface CalendarFeedCardProps {
  /** GET /events/user/calendar-feed. */
  status: SectionStatus;
  /** The private feed address, or null before the member made one (or after revoking it). */
  url: string | null;
  /** A create, rotate or revoke call is under way. */
  busy?: boolean;
  /** After Copy link: 'Feed link copied'. */
  copied?: boolean;
  /** The last call's failure, or the load failure. */
  error?: string | null;
  onCreate?: () => void;
  onCopy?: () => void;
  onRotate?: () => void;
  onRevoke?: () => void;
  onRetry?: () => void;
  /** Stories: the revoke confirmation open. */
  defaultConfirmOpen?: boolean;
}

/**
 * The member's private iCal feed of the events they follow (issue 16 item 6), in the Following
 * Events section: get the link, copy it into a calendar app, replace it, or revoke it.
 */
export function CalendarFeedCard({
  status,
  url,
  busy = false,
  copied = false,
  error,
  onCreate,
  onCopy,
  onRotate,
  onRevoke,
  onRetry,
  defaultConfirmOpen = false,
}: CalendarFeedCardProps) {
  const [confirming, setConfirming] = useState(defaultConfirmOpen);
  return (
    <Card variant="surface" size="2" asChild>
      <section aria-labelledby="calendar-feed-heading">
        <Flex direction="column" gap="3">
          <Flex direction="column" gap="1">
            <Heading as="h3" size="3" id="calendar-feed-heading">
              {F.title}
            </Heading>
            <Text as="p" size="2" color="gray">
              {F.intro}
            </Text>
          </Flex>
          {status === 'loading' && (
            <div role="status" aria-label={F.title}>
              <Skeleton height="32px" />
            </div>
          )}
          {error && (
            <Callout.Root color="red" size="1" role="alert">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>{error}</Callout.Text>
            </Callout.Root>
          )}
          {status === 'error' && onRetry && (
            <Flex>
              <Button variant="soft" color="gray" highContrast onClick={onRetry}>
                {F.retry}
              </Button>
            </Flex>
          )}
          {status === 'ready' && !url && (
            <Flex justify="between" align="center" gap="3" wrap="wrap">
              <Text size="2">{F.none}</Text>
              <Button variant="soft" highContrast disabled={busy} onClick={onCreate}>
                {F.create}
              </Button>
            </Flex>
          )}
          {status === 'ready' && url && (
            <>
              <TextField.Root
                readOnly
                value={url}
                aria-label="Calendar feed link"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Text as="p" size="1" color="gray">
                {F.privateWarning}
              </Text>
              <Flex gap="2" align="center" wrap="wrap">
                <Button variant="soft" highContrast disabled={busy} onClick={onCopy}>
                  <CopyIcon aria-hidden /> {F.copy}
                </Button>
                <Button variant="soft" color="gray" highContrast disabled={busy} onClick={onRotate}>
                  <ReloadIcon aria-hidden /> {F.rotate}
                </Button>
                <Button
                  variant="soft"
                  color="red"
                  highContrast
                  disabled={busy}
                  onClick={() => setConfirming(true)}
                >
                  {F.revoke}
                </Button>
                {copied && (
                  <Text size="2" role="status" color="jade" highContrast>
                    {F.copied}
                  </Text>
                )}
              </Flex>
            </>
          )}
        </Flex>
        <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
          <AlertDialog.Content maxWidth="420px">
            <AlertDialog.Title>{F.revokeConfirmTitle}</AlertDialog.Title>
            <AlertDialog.Description size="2">{F.revokeConfirm}</AlertDialog.Description>
            <Flex gap="3" mt="4" justify="end">
              <AlertDialog.Cancel>
                <Button variant="soft" color="gray" highContrast>
                  {F.cancel}
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action>
                <Button color="red" highContrast onClick={onRevoke}>
                  {F.revoke}
                </Button>
              </AlertDialog.Action>
            </Flex>
          </AlertDialog.Content>
        </AlertDialog.Root>
      </section>
    </Card>
  );
}
CalendarFeedCard.displayName = 'CalendarFeedCard';
