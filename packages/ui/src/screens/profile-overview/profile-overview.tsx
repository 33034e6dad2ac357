import { Avatar, Badge, Box, Callout, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { CheckCircledIcon, CrossCircledIcon, SewingPinIcon } from '@radix-ui/react-icons';
import { UnverifiedBanner } from '../access-screens/access-screens.tsx';

export const PROFILE_OVERVIEW_STATUSES = ['loading', 'error', 'ready'] as const;
export type ProfileOverviewStatus = (typeof PROFILE_OVERVIEW_STATUSES)[number];

export interface ProfileOverviewUser {
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  location?: string | null;
  bio?: string | null;
  avatarUrl?: string | null;
  /** ISO date-time of sign-up. */
  createdAt: string;
}

export interface ProfileOverviewProps {
  status: ProfileOverviewStatus;
  user?: ProfileOverviewUser | null;
  /** Shown when status is error. */
  error?: string | null;
}

const joinedFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Joined November 2026", or the spec's "Invalid date" for an unreadable date. */
export function joinedLabel(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : `Joined ${joinedFormat.format(date)}`;
}

/**
 * The head of /profile (spec 1 §2): the unverified-e-mail banner and the profile card in view
 * mode. Editing, photo upload, balance and the member's lists join it with the accounts area.
 */
export function ProfileOverview({ status, user, error }: ProfileOverviewProps) {
  return (
    <Flex direction="column" gap="4" width="100%" maxWidth="860px" mx="auto" px="4" py="6">
      {status === 'ready' && user && !user.emailVerified && <UnverifiedBanner />}
      <Card size="3" id="your-profile">
        {status === 'loading' && <LoadingCard />}
        {status === 'error' && (
          <Callout.Root color="red" role="alert">
            <Callout.Icon>
              <CrossCircledIcon />
            </Callout.Icon>
            <Callout.Text>{error ?? 'Failed to load your profile'}</Callout.Text>
          </Callout.Root>
        )}
        {status === 'ready' && user && <ProfileCard user={user} />}
      </Card>
    </Flex>
  );
}
ProfileOverview.displayName = 'ProfileOverview';

function ProfileCard({ user }: { user: ProfileOverviewUser }) {
  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <Flex
      gap="5"
      direction={{ initial: 'column', sm: 'row' }}
      align={{ initial: 'center', sm: 'start' }}
    >
      <Avatar
        size="7"
        radius="full"
        src={user.avatarUrl ?? undefined}
        fallback={`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()}
        alt=""
      />
      <Flex direction="column" gap="2" align={{ initial: 'center', sm: 'start' }}>
        <Heading as="h1" size="7">
          {fullName}
        </Heading>
        <Flex gap="2" align="center" wrap="wrap" justify={{ initial: 'center', sm: 'start' }}>
          <Text color="gray">{user.email}</Text>
          {user.emailVerified ? (
            <Badge color="jade" variant="soft">
              <CheckCircledIcon aria-hidden /> Verified
            </Badge>
          ) : (
            <Badge color="amber" variant="soft">
              Not verified
            </Badge>
          )}
        </Flex>
        <Flex gap="4" wrap="wrap" justify={{ initial: 'center', sm: 'start' }}>
          {user.location && (
            <Text size="2" color="gray">
              <SewingPinIcon aria-hidden /> {user.location}
            </Text>
          )}
          <Text size="2" color="gray">
            {joinedLabel(user.createdAt)}
          </Text>
        </Flex>
        {user.bio && (
          <Box maxWidth="60ch">
            <Text as="p">{user.bio}</Text>
          </Box>
        )}
      </Flex>
    </Flex>
  );
}

function LoadingCard() {
  return (
    <Flex gap="5" align="center" role="status" aria-label="Loading your profile">
      <Skeleton width="80px" height="80px" style={{ borderRadius: '50%' }} />
      <Flex direction="column" gap="2" flexGrow="1">
        <Skeleton width="220px" height="28px" />
        <Skeleton width="280px" height="18px" />
        <Skeleton width="160px" height="18px" />
      </Flex>
    </Flex>
  );
}
