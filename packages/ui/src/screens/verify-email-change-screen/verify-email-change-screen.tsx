import { Button, Callout, Flex, Spinner, Strong, Text } from '@radix-ui/themes';
import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { ACCOUNT_FLOW_MESSAGES, PROFILE_MESSAGES } from '@pedalswap/domain/accounts';
import { CenteredPanel } from '../../components/centered-panel/centered-panel.tsx';
import { useLinkComponent } from '../../components/link/link.tsx';

export const VERIFY_EMAIL_CHANGE_STATUSES = ['loading', 'success', 'error', 'no-token'] as const;
export type VerifyEmailChangeStatus = (typeof VERIFY_EMAIL_CHANGE_STATUSES)[number];

export interface VerifyEmailChangeScreenProps {
  /** `no-token`: the link had no token (the app does not call the server). */
  status: VerifyEmailChangeStatus;
  /** The confirmed address (`email` of POST /users/email/verify), shown on success. */
  email?: string | null;
  /** The server's message on error; defaults to the spec's fallback. */
  error?: string | null;
}

/** /verify-email-change (spec 1 §2): confirms a new e-mail from the link sent to it. */
export function VerifyEmailChangeScreen({ status, email, error }: VerifyEmailChangeScreenProps) {
  const Link = useLinkComponent();
  const failed = status === 'error' || status === 'no-token';
  return (
    <CenteredPanel title="Confirm your new email">
      {status === 'loading' && (
        <Flex align="center" justify="center" gap="3" role="status">
          <Spinner size="3" />
          <Text>Confirming your new email…</Text>
        </Flex>
      )}
      {status === 'success' && (
        <>
          <Callout.Root color="jade" role="status">
            <Callout.Icon>
              <CheckCircledIcon />
            </Callout.Icon>
            <Callout.Text>
              Your email address has been changed{email ? ' to ' : ''}
              {email && <Strong>{email}</Strong>}. Sign in again with your new address.
            </Callout.Text>
          </Callout.Root>
          <Flex justify="center">
            <Button asChild size="3">
              <Link href="/login">Go to Login</Link>
            </Button>
          </Flex>
        </>
      )}
      {failed && (
        <>
          <Callout.Root color="red" role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>
              {status === 'no-token'
                ? PROFILE_MESSAGES.invalidEmailChangeToken
                : error || ACCOUNT_FLOW_MESSAGES.emailChangeVerifyFailed}
            </Callout.Text>
          </Callout.Root>
          <Flex justify="center" gap="3" wrap="wrap">
            <Button asChild size="3" variant="surface" highContrast>
              <Link href="/settings">Go to Settings</Link>
            </Button>
            <Button asChild size="3">
              <Link href="/login">Go to Login</Link>
            </Button>
          </Flex>
        </>
      )}
    </CenteredPanel>
  );
}
VerifyEmailChangeScreen.displayName = 'VerifyEmailChangeScreen';
