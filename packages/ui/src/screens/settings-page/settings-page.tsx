import { Button, Callout, Flex, Heading, Tabs, Text } from '@radix-ui/themes';
import { ArrowLeftIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useLinkComponent } from '../../components/link/link.tsx';
import { AccountSettings, type AccountSettingsProps } from './account-settings.tsx';
import { ChangePasswordForm, type ChangePasswordFormProps } from './change-password-form.tsx';
import { DeviceSessionsList, type DeviceSessionsListProps } from './device-sessions-list.tsx';
import {
  NotificationPreferencesForm,
  type NotificationPreferencesFormProps,
} from './notification-preferences-form.tsx';
import { PrivacySettings, type PrivacySettingsProps } from './privacy-settings.tsx';
import * as css from './settings-page.css.ts';

export const SETTINGS_TABS = ['account', 'security', 'notifications', 'privacy'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const SETTINGS_TAB_LABELS: Readonly<Record<SettingsTab, string>> = {
  account: 'Account',
  security: 'Security',
  notifications: 'Notifications',
  privacy: 'Privacy',
};

/** The tab a URL hash opens (/settings#notifications); Account otherwise. */
export function settingsTabFromHash(hash: string | null | undefined): SettingsTab {
  const name = (hash ?? '').replace(/^#/, '');
  return (SETTINGS_TABS as readonly string[]).includes(name) ? (name as SettingsTab) : 'account';
}

export interface SettingsPageProps {
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
  /** A failed profile load (the tabs still render; the account fields stay empty). */
  error?: string | null;
  account: AccountSettingsProps;
  password: ChangePasswordFormProps;
  devices: DeviceSessionsListProps;
  notifications: NotificationPreferencesFormProps;
  privacy: PrivacySettingsProps;
}

/** Account settings (/settings, spec 1 §2): back to the profile, and four tabs. */
export function SettingsPage({
  tab,
  onTabChange,
  error,
  account,
  password,
  devices,
  notifications,
  privacy,
}: SettingsPageProps) {
  const Link = useLinkComponent();
  return (
    <div className={css.page}>
      <Flex direction="column" gap="3" align="start">
        <Button asChild variant="ghost" color="gray" highContrast>
          <Link href="/profile">
            <ArrowLeftIcon aria-hidden /> Back to profile
          </Link>
        </Button>
        <Flex direction="column" gap="1">
          <Heading as="h1" size="7">
            Settings
          </Heading>
          <Text color="gray">Manage your account, security, notifications and privacy.</Text>
        </Flex>
      </Flex>
      {error && (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      )}
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as SettingsTab)}>
        <Tabs.List className={css.tabList}>
          {SETTINGS_TABS.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {SETTINGS_TAB_LABELS[name]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="account" className={css.tabPanel}>
          <AccountSettings {...account} />
        </Tabs.Content>
        <Tabs.Content value="security" className={css.tabPanel}>
          <ChangePasswordForm {...password} />
          <DeviceSessionsList {...devices} />
        </Tabs.Content>
        <Tabs.Content value="notifications" className={css.tabPanel}>
          <NotificationPreferencesForm {...notifications} />
        </Tabs.Content>
        <Tabs.Content value="privacy" className={css.tabPanel}>
          <PrivacySettings {...privacy} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
SettingsPage.displayName = 'SettingsPage';
