import {
  Avatar,
  Badge,
  Box,
  Button,
  Callout,
  Card,
  DataList,
  Flex,
  Heading,
  Text,
} from '@radix-ui/themes';
import {
  CheckCircledIcon,
  CrossCircledIcon,
  GearIcon,
  Pencil1Icon,
  SewingPinIcon,
  UploadIcon,
} from '@radix-ui/react-icons';
import {
  avatarFileProblem,
  joinedLabel,
  type ProfileEditFormInput,
} from '@pedalswap/domain/accounts';
import { PROFILE_PAGE_MESSAGES } from '@pedalswap/domain/accounts';
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { useLinkComponent } from '../../components/link/link.tsx';
import * as css from './profile-page.css.ts';
import type { ProfileUser } from './types.ts';

// The edit form checks with the domain's zod schema: it is fetched when the member edits, so zod
// is not part of the profile page's first load (issue 11 item 2).
const ProfileEditForm = lazy(() =>
  import('./profile-edit-form.tsx').then((m) => ({ default: m.ProfileEditForm })),
);

export const PROFILE_CARD_MODES = ['view', 'edit'] as const;
export type ProfileCardMode = (typeof PROFILE_CARD_MODES)[number];

export const FEEDBACK_TONES = ['success', 'error'] as const;
export type FeedbackTone = (typeof FEEDBACK_TONES)[number];

/** A result message from the app, e.g. "Profile updated successfully!" or "Failed to upload photo". */
export interface ProfileFeedback {
  tone: FeedbackTone;
  message: string;
}

export interface ProfileCardProps {
  user: ProfileUser;
  /** The own profile: edit, photo upload and the Settings link. Staff viewing others: false. */
  editable?: boolean;
  /** Controlled mode; leave undefined to let the card toggle itself (starting at `defaultMode`). */
  mode?: ProfileCardMode;
  defaultMode?: ProfileCardMode;
  onModeChange?: (mode: ProfileCardMode) => void;
  /** Save Changes with valid values (trimmed); the app sets `saving`, then `mode` back to view. */
  onSave?: (values: ProfileEditFormInput) => void;
  saving?: boolean;
  /** Called with an image of at most 5 MB; other files are refused here with the spec's messages. */
  onUploadAvatar?: (file: File) => void;
  uploading?: boolean;
  feedback?: ProfileFeedback | null;
  locale?: string;
}

const initials = (u: ProfileUser) =>
  `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.toUpperCase();

/** Spec 1 §2: avatar, e-mail with a verified tick, joined month, names, location, bio; view and edit modes. */
export function ProfileCard({
  user,
  editable = true,
  mode,
  defaultMode = 'view',
  onModeChange,
  onSave,
  saving = false,
  onUploadAvatar,
  uploading = false,
  feedback,
  locale = 'en-US',
}: ProfileCardProps) {
  const Link = useLinkComponent();
  const [ownMode, setOwnMode] = useState<ProfileCardMode>(defaultMode);
  const current = editable ? (mode ?? ownMode) : 'view';
  const setMode = (next: ProfileCardMode) => {
    if (mode === undefined) setOwnMode(next);
    onModeChange?.(next);
  };
  const fileInput = useRef<HTMLInputElement>(null);
  const [avatarProblem, setAvatarProblem] = useState<string | null>(null);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    setAvatarProblem(problem);
    if (!problem) onUploadAvatar?.(file);
  };

  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <Card size={{ initial: '2', sm: '4' }}>
      <Flex direction="column" gap="5">
        {feedback && (
          <Callout.Root
            color={feedback.tone === 'success' ? 'jade' : 'red'}
            role={feedback.tone === 'success' ? 'status' : 'alert'}
          >
            <Callout.Icon>
              {feedback.tone === 'success' ? <CheckCircledIcon /> : <CrossCircledIcon />}
            </Callout.Icon>
            <Callout.Text>{feedback.message}</Callout.Text>
          </Callout.Root>
        )}
        <Flex
          gap="5"
          direction={{ initial: 'column', sm: 'row' }}
          align={{ initial: 'center', sm: 'start' }}
        >
          <Box className={css.avatarWrap}>
            <Avatar
              size={{ initial: '7', sm: '8' }}
              radius="full"
              src={user.avatarUrl ?? undefined}
              fallback={initials(user)}
              alt=""
            />
          </Box>
          <Flex
            direction="column"
            gap="2"
            flexGrow="1"
            align={{ initial: 'center', sm: 'start' }}
            minWidth="0"
          >
            <Heading
              as="h1"
              size={{ initial: '6', sm: '7' }}
              align={{ initial: 'center', sm: 'left' }}
            >
              {fullName}
            </Heading>
            <Flex gap="2" align="center" wrap="wrap" justify={{ initial: 'center', sm: 'start' }}>
              <Text color="gray">{user.email}</Text>
              {user.emailVerified ? (
                <Badge color="jade" variant="soft" aria-label="Email verified">
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
                {joinedLabel(user.createdAt, locale)}
              </Text>
            </Flex>
          </Flex>
          {editable && current === 'view' && (
            <Flex gap="2" wrap="wrap" justify={{ initial: 'center', sm: 'end' }} flexShrink="0">
              <Button variant="solid" onClick={() => setMode('edit')}>
                <Pencil1Icon aria-hidden /> Edit Profile
              </Button>
              <Button variant="soft" onClick={() => fileInput.current?.click()} loading={uploading}>
                <UploadIcon aria-hidden /> Upload Photo
              </Button>
              <Button asChild variant="soft" color="gray" highContrast>
                <Link href="/settings">
                  <GearIcon aria-hidden /> Settings
                </Link>
              </Button>
            </Flex>
          )}
        </Flex>
        {editable && (
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className={css.fileInput}
            aria-label="Profile photo file"
            tabIndex={-1}
            onChange={handleFile}
          />
        )}
        {avatarProblem && (
          <Callout.Root color="red" role="alert" size="1">
            <Callout.Icon>
              <CrossCircledIcon />
            </Callout.Icon>
            <Callout.Text>{avatarProblem}</Callout.Text>
          </Callout.Root>
        )}
        {current === 'view' ? (
          <ProfileDetails user={user} editable={editable} />
        ) : (
          <Suspense fallback={null}>
            <ProfileEditForm
              user={user}
              saving={saving}
              onSave={(v) => onSave?.(v)}
              onCancel={() => setMode('view')}
            />
          </Suspense>
        )}
      </Flex>
    </Card>
  );
}
ProfileCard.displayName = 'ProfileCard';

function ProfileDetails({ user, editable }: { user: ProfileUser; editable: boolean }) {
  return (
    <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
      <DataList.Item>
        <DataList.Label minWidth="120px">First name</DataList.Label>
        <DataList.Value>{user.firstName}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label minWidth="120px">Last name</DataList.Label>
        <DataList.Value>{user.lastName}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label minWidth="120px">Location</DataList.Label>
        <DataList.Value>{user.location || <Text color="gray">Not set</Text>}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label minWidth="120px">Bio</DataList.Label>
        <DataList.Value>
          {user.bio ? (
            <Text as="p" className={css.bio}>
              {user.bio}
            </Text>
          ) : (
            // The invitation is for the owner; staff read it as the member's bio (issue 10 #11).
            <Text color="gray">
              {editable ? PROFILE_PAGE_MESSAGES.bioPrompt : PROFILE_PAGE_MESSAGES.noBio}
            </Text>
          )}
        </DataList.Value>
      </DataList.Item>
    </DataList.Root>
  );
}
