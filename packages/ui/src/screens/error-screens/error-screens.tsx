import { Button, Code, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { CopyIcon, HomeIcon, ReloadIcon } from '@radix-ui/react-icons';
import { CenteredPanel } from '../../components/centered-panel/centered-panel.tsx';
import { useLinkComponent } from '../../components/link/link.tsx';
import * as css from './error-screens.css.ts';

function HomeButton({ label = 'Go Home' }: { label?: string }) {
  const Link = useLinkComponent();
  return (
    <Button asChild size="3" variant="surface" highContrast>
      <Link href="/">
        <HomeIcon aria-hidden /> {label}
      </Link>
    </Button>
  );
}

/** Any unknown path (spec 1 §2): "404 Oops! Page not found". */
export function NotFoundScreen() {
  const Link = useLinkComponent();
  return (
    <CenteredPanel
      showMark={false}
      title={<span className={css.code}>404</span>}
      description={null}
    >
      <Flex direction="column" align="center" gap="4">
        <Heading as="h2" size="5">
          Oops! Page not found
        </Heading>
        <Text color="gray" align="center">
          This trail does not go anywhere. The page may have moved or never existed.
        </Text>
        <Button asChild size="3">
          <Link href="/">Return to Home</Link>
        </Button>
      </Flex>
    </CenteredPanel>
  );
}
NotFoundScreen.displayName = 'NotFoundScreen';

export interface PageErrorScreenProps {
  /** Optional detail under the heading. */
  message?: string | null;
  onRetry?: () => void;
}

/** The page-level error boundary's fallback (spec 1 §2). */
export function PageErrorScreen({ message, onRetry }: PageErrorScreenProps) {
  return (
    <CenteredPanel
      title="Oops! Something went wrong"
      description={message ?? 'An unexpected error stopped this page from loading.'}
    >
      <Flex gap="3" justify="center" wrap="wrap">
        {onRetry && (
          <Button size="3" onClick={onRetry}>
            <ReloadIcon aria-hidden /> Try Again
          </Button>
        )}
        <HomeButton />
      </Flex>
    </CenteredPanel>
  );
}
PageErrorScreen.displayName = 'PageErrorScreen';

export interface ComponentErrorDetails {
  message: string;
  errorId: string;
  retryCount: number;
}

/** The text put on the clipboard by "Copy error details". */
export function errorDetailsText({ message, errorId, retryCount }: ComponentErrorDetails): string {
  return `Error ID: ${errorId}\nMessage: ${message}\nRetry count: ${retryCount}`;
}

export interface ComponentErrorScreenProps extends ComponentErrorDetails {
  onRetry: () => void;
  onReload: () => void;
  /** Receives `errorDetailsText(...)`; the app writes it to the clipboard. */
  onCopyDetails: (details: string) => void;
  /** True right after a successful copy, to confirm it. */
  copied?: boolean;
}

/** A component-level error boundary's fallback (spec 1 §2). */
export function ComponentErrorScreen({
  message,
  errorId,
  retryCount,
  onRetry,
  onReload,
  onCopyDetails,
  copied = false,
}: ComponentErrorScreenProps) {
  return (
    <CenteredPanel
      showMark={false}
      title="Component Error"
      description="Part of this page failed to load."
    >
      <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }}>
        <DataList.Item>
          <DataList.Label>Message</DataList.Label>
          <DataList.Value>{message}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Error ID</DataList.Label>
          <DataList.Value>
            <Code variant="ghost">{errorId}</Code>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Retry count</DataList.Label>
          <DataList.Value>{retryCount}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <Flex gap="3" wrap="wrap" justify="center">
        <Button size="3" onClick={onRetry}>
          <ReloadIcon aria-hidden /> Try Again
        </Button>
        <Button size="3" variant="soft" color="gray" highContrast onClick={onReload}>
          Reload Page
        </Button>
        <HomeButton />
      </Flex>
      <Flex justify="center" direction="column" align="center" gap="1">
        <Button
          variant="ghost"
          size="2"
          onClick={() => onCopyDetails(errorDetailsText({ message, errorId, retryCount }))}
        >
          <CopyIcon aria-hidden /> Copy error details
        </Button>
        <Text size="1" color="gray" role="status">
          {copied ? 'Error details copied' : ''}
        </Text>
      </Flex>
    </CenteredPanel>
  );
}
ComponentErrorScreen.displayName = 'ComponentErrorScreen';
