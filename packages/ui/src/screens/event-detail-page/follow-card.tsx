import {
  AlertDialog,
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Text,
  TextArea,
} from '@radix-ui/themes';
import { CheckIcon, ExclamationTriangleIcon, StarIcon } from '@radix-ui/react-icons';
import { useId, useState } from 'react';
import { EVENT_LIMITS, EVENT_MESSAGES, type FollowAvailability } from '@pedalswap/domain/events';
import { useLinkComponent } from '../../components/link/link.tsx';

/** Where the member is in the follow flow (the app's follow machine). */
export const FOLLOW_VIEWS = ['idle', 'following', 'followed', 'confirming', 'unfollowing'] as const;
export type FollowView = (typeof FOLLOW_VIEWS)[number];

export interface FollowCardProps {
  /** From the domain's followAvailability: the rule, decided once by the app. */
  availability: FollowAvailability;
  view: FollowView;
  /** The caller's registration: a place, or the waitlist with its position. */
  registrationStatus?: 'registered' | 'waitlisted' | null;
  waitlistPosition?: number | null;
  failure?: string | null;
  /** Where Sign in returns to. */
  loginHref?: string;
  onFollow?: (notes: string) => void;
  onUnfollow?: () => void;
  onConfirmUnfollow?: () => void;
  onDismissUnfollow?: () => void;
}

/**
 * The Follow card (spec 3 §2.13, §4, §8): "I'm Interested" with optional notes; a follower's
 * place or waitlist position and Unfollow after a confirmation; the two unavailable texts.
 */
export function FollowCard({
  availability,
  view,
  registrationStatus,
  waitlistPosition,
  failure,
  loginHref = '/login',
  onFollow,
  onUnfollow,
  onConfirmUnfollow,
  onDismissUnfollow,
}: FollowCardProps) {
  const Link = useLinkComponent();
  const id = useId();
  const [notes, setNotes] = useState('');
  const following = view === 'followed' || view === 'confirming' || view === 'unfollowing';

  return (
    <Card size="2" asChild>
      <section aria-labelledby={`${id}-title`}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={`${id}-title`}>
            Follow this event
          </Heading>
          {failure && (
            <Callout.Root color="red" role="alert" size="1">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>{failure}</Callout.Text>
            </Callout.Root>
          )}
          {availability === 'sign-in' ? (
            <>
              <Text as="p" size="2">
                {EVENT_MESSAGES.followSignIn}
              </Text>
              <Button asChild highContrast>
                <Link href={loginHref}>Sign in</Link>
              </Button>
            </>
          ) : following || availability === 'following' ? (
            <>
              {registrationStatus === 'waitlisted' ? (
                <Badge color="amber" variant="soft" highContrast size="2">
                  {waitlistPosition
                    ? `You're #${waitlistPosition} on the waitlist`
                    : "You're on the waitlist"}
                </Badge>
              ) : (
                <Badge color="jade" variant="soft" highContrast size="2">
                  <CheckIcon aria-hidden /> You're following this event
                </Badge>
              )}
              <Button
                variant="soft"
                color="gray"
                highContrast
                loading={view === 'unfollowing'}
                onClick={onUnfollow}
              >
                Unfollow
              </Button>
            </>
          ) : availability === 'unavailable' ? (
            <Text as="p" size="2" color="gray" highContrast>
              {EVENT_MESSAGES.followUnavailable}
            </Text>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                onFollow?.(notes);
              }}
            >
              <Flex direction="column" gap="2">
                <Text as="label" htmlFor={`${id}-notes`} size="2" weight="medium">
                  Notes for the organizer (optional)
                </Text>
                <TextArea
                  id={`${id}-notes`}
                  value={notes}
                  onChange={(event) => setNotes(event.target.value)}
                  maxLength={EVENT_LIMITS.notesMax}
                  placeholder="Anything the organizer should know?"
                  resize="vertical"
                />
                <Button type="submit" highContrast loading={view === 'following'}>
                  <StarIcon aria-hidden /> I'm Interested
                </Button>
              </Flex>
            </form>
          )}
        </Flex>
        <AlertDialog.Root
          open={view === 'confirming'}
          onOpenChange={(open) => !open && onDismissUnfollow?.()}
        >
          <AlertDialog.Content maxWidth="420px">
            <AlertDialog.Title>Unfollow this event?</AlertDialog.Title>
            <AlertDialog.Description size="2">
              You will lose your place; if the event is full, the next member on the waitlist takes
              it.
            </AlertDialog.Description>
            <Flex gap="3" mt="4" justify="end">
              <AlertDialog.Cancel>
                <Button variant="soft" color="gray" highContrast>
                  Keep following
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action>
                <Button color="red" highContrast onClick={onConfirmUnfollow}>
                  Unfollow
                </Button>
              </AlertDialog.Action>
            </Flex>
          </AlertDialog.Content>
        </AlertDialog.Root>
      </section>
    </Card>
  );
}
FollowCard.displayName = 'FollowCard';
