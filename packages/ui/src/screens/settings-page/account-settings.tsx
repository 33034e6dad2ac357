import { Badge, Callout, DataList, Flex, Skeleton, Text } from '@radix-ui/themes';
import { CheckCircledIcon, EnvelopeClosedIcon } from '@radix-ui/react-icons';
import { formatMonthYear } from '@pedalswap/domain/shared';
import { ChangeEmailDialog, type ChangeEmailDialogProps } from './change-email-dialog.tsx';
import { SettingsSection } from './settings-section.tsx';

/** The parts of the signed-in member the Account tab shows. */
export interface AccountSettingsUser {
  email: string;
  emailVerified: boolean;
  pendingEmail?: string | null;
  /** ISO date-time of sign-up. */
  createdAt: string;
}

export interface AccountSettingsProps {
  /** null while the profile loads. */
  user: AccountSettingsUser | null;
  changeEmail: Omit<ChangeEmailDialogProps, 'currentEmail'>;
  /** Dates in this time zone (the browser's by default; stories fix one). */
  timeZone?: string;
}

/** The Account tab: e-mail (read-only, verified tick), pending change, member since. */
export function AccountSettings({ user, changeEmail, timeZone }: AccountSettingsProps) {
  return (
    <SettingsSection
      title="Account"
      description="Your sign-in address and membership."
      action={user && <ChangeEmailDialog currentEmail={user.email} {...changeEmail} />}
    >
      {user?.pendingEmail && (
        <Callout.Root color="amber" variant="surface" highContrast>
          <Callout.Icon>
            <EnvelopeClosedIcon />
          </Callout.Icon>
          <Callout.Text>
            A change to <strong>{user.pendingEmail}</strong> is waiting for verification. Follow the
            link we sent to that address to complete it.
          </Callout.Text>
        </Callout.Root>
      )}
      <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
        <DataList.Item>
          <DataList.Label minWidth="140px">Email</DataList.Label>
          <DataList.Value>
            {user ? (
              <Flex gap="2" align="center" wrap="wrap">
                <Text>{user.email}</Text>
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
            ) : (
              <Skeleton width="240px" height="20px" />
            )}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="140px">Member since</DataList.Label>
          <DataList.Value>
            {user ? (
              formatMonthYear(user.createdAt, { timeZone })
            ) : (
              <Skeleton width="120px" height="20px" />
            )}
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </SettingsSection>
  );
}
AccountSettings.displayName = 'AccountSettings';
