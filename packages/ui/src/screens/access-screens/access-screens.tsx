import { Button, Callout, Flex, Link as RadixLink } from '@radix-ui/themes';
import { ExclamationTriangleIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { MESSAGES } from '@pedalswap/domain/accounts';
import { CenteredPanel } from '../../components/centered-panel/centered-panel.tsx';
import { useLinkComponent } from '../../components/link/link.tsx';

/** "Title: body" messages of the spec shown with a bold lead, the text unchanged. */
function LeadMessage({ text }: { text: string }) {
  const at = text.indexOf(': ');
  if (at < 0) return <>{text}</>;
  return (
    <>
      <strong>{text.slice(0, at + 1)}</strong>
      {text.slice(at + 1)}
    </>
  );
}

function GoHome() {
  const Link = useLinkComponent();
  return (
    <Flex justify="center">
      <Button asChild size="3">
        <Link href="/">Go Home</Link>
      </Button>
    </Flex>
  );
}

/** A page that needs a verified e-mail, seen by an unverified member (spec 1 §4). */
export function EmailVerificationRequired() {
  return (
    <CenteredPanel title="Verify your email to continue">
      <Callout.Root color="amber" role="alert" highContrast>
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>
          <LeadMessage text={MESSAGES.emailNotVerifiedPage} />
        </Callout.Text>
      </Callout.Root>
      <GoHome />
    </CenteredPanel>
  );
}
EmailVerificationRequired.displayName = 'EmailVerificationRequired';

export const ACCESS_DENIED_VARIANTS = ['admin', 'role'] as const;
export type AccessDeniedVariant = (typeof ACCESS_DENIED_VARIANTS)[number];

export interface AccessDeniedProps {
  /** `admin`: the admin pages; `role`: any other page the role may not open. */
  variant?: AccessDeniedVariant;
}

export function AccessDenied({ variant = 'role' }: AccessDeniedProps) {
  return (
    <CenteredPanel title="Access denied" showMark={false}>
      <Callout.Root color="red" role="alert">
        <Callout.Icon>
          <LockClosedIcon />
        </Callout.Icon>
        <Callout.Text>
          <LeadMessage
            text={variant === 'admin' ? MESSAGES.accessDeniedAdmin : MESSAGES.accessDeniedRole}
          />
        </Callout.Text>
      </Callout.Root>
      <GoHome />
    </CenteredPanel>
  );
}
AccessDenied.displayName = 'AccessDenied';

export interface UnverifiedBannerProps {
  href?: string;
}

/** The profile page's warning for an unverified e-mail (spec 1 §2). */
export function UnverifiedBanner({ href = '/verify-email' }: UnverifiedBannerProps) {
  const Link = useLinkComponent();
  return (
    <Callout.Root color="amber" role="status" highContrast>
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>
        Your email address is not verified yet, so some features may be limited.{' '}
        <RadixLink asChild weight="bold" color="amber" highContrast>
          <Link href={href}>Verify now</Link>
        </RadixLink>
      </Callout.Text>
    </Callout.Root>
  );
}
UnverifiedBanner.displayName = 'UnverifiedBanner';
