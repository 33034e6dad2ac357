import { Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { CheckCircledIcon, ExclamationTriangleIcon, HomeIcon } from '@radix-ui/react-icons';
import { REDIRECTS } from '@pedalswap/domain/shared';
import { MESSAGES } from '@pedalswap/domain/accounts';
import { CenteredPanel } from '../../components/centered-panel/centered-panel.tsx';
import { useLinkComponent } from '../../components/link/link.tsx';
import type { ResendStatus } from '../login-screen/login-screen.tsx';

export const VERIFY_STATUSES = ['loading', 'success', 'error'] as const;
export type VerifyStatus = (typeof VERIFY_STATUSES)[number];

export interface VerifyEmailScreenProps {
  status: VerifyStatus;
  /** The failure message (server message, or "Verification failed" / the no-token message). */
  message?: string | null;
  /** Spec 1 §2: resending is offered only to a signed-in, unverified user. */
  canResend?: boolean;
  onResend?: () => void;
  resendStatus?: ResendStatus;
  resendMessage?: string | null;
}

const REDIRECT_SECONDS = REDIRECTS.afterVerifyMs / 1000;

export function VerifyEmailScreen({
  status,
  message,
  canResend = false,
  onResend,
  resendStatus = 'idle',
  resendMessage,
}: VerifyEmailScreenProps) {
  const Link = useLinkComponent();
  return (
    <CenteredPanel title="Verify your email">
      {status === 'loading' && (
        <Flex align="center" justify="center" gap="3" role="status">
          <Spinner size="3" />
          <Text>Verifying your email…</Text>
        </Flex>
      )}
      {status === 'success' && (
        <Callout.Root color="jade" role="status">
          <Callout.Icon>
            <CheckCircledIcon />
          </Callout.Icon>
          <Callout.Text>
            {MESSAGES.emailVerified} Taking you home in {REDIRECT_SECONDS} seconds…
          </Callout.Text>
        </Callout.Root>
      )}
      {status === 'error' && (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{message ?? MESSAGES.verificationFailed}</Callout.Text>
        </Callout.Root>
      )}
      {status === 'error' && canResend && (
        <Flex direction="column" gap="2" align="center">
          <Button variant="soft" size="3" onClick={onResend} loading={resendStatus === 'sending'}>
            Resend verification email
          </Button>
          {resendStatus === 'sent' && (
            <Text size="2" color="jade" role="status">
              {resendMessage ?? MESSAGES.verificationSent}
            </Text>
          )}
          {resendStatus === 'error' && (
            <Text size="2" color="red" role="alert">
              {resendMessage ?? MESSAGES.resendFailed}
            </Text>
          )}
        </Flex>
      )}
      <Flex justify="center">
        <Button
          asChild
          size="3"
          variant={status === 'error' ? 'surface' : 'solid'}
          highContrast={status === 'error'}
        >
          <Link href="/">
            <HomeIcon aria-hidden /> Go Home
          </Link>
        </Button>
      </Flex>
    </CenteredPanel>
  );
}
VerifyEmailScreen.displayName = 'VerifyEmailScreen';
