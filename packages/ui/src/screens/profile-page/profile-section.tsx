import { Button, Callout, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import * as css from './profile-page.css.ts';
import type { SectionStatus } from './types.ts';

export interface ProfileSectionProps {
  /** The hash anchor (your-bikes ...); the heading is named after it for aria-labelledby. */
  id: string;
  title: string;
  description?: ReactNode;
  /** Buttons beside the heading (Add New Bike, View Full History). */
  action?: ReactNode;
  children?: ReactNode;
}

/** One card of the profile page, reachable by its hash anchor below the sticky bar. */
export function ProfileSection({ id, title, description, action, children }: ProfileSectionProps) {
  return (
    <section id={id} className={css.anchor} aria-labelledby={`${id}-heading`}>
      <Card size={{ initial: '2', sm: '3' }} className={css.sectionCard}>
        <Flex direction="column" gap="4">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Flex direction="column" gap="1" minWidth="0">
              <Heading as="h2" size="5" id={`${id}-heading`}>
                {title}
              </Heading>
              {description && (
                <Text as="p" size="2" color="gray">
                  {description}
                </Text>
              )}
            </Flex>
            {action}
          </Flex>
          {children}
        </Flex>
      </Card>
    </section>
  );
}
ProfileSection.displayName = 'ProfileSection';

export interface SectionBodyProps<T> {
  status: SectionStatus;
  items: readonly T[];
  error?: string | null;
  /** The section's spec fallback when the app passes no message. */
  fallbackError: string;
  onRetry?: () => void;
  /** What "loading" reads as to a screen reader ("Loading your offers"). */
  loadingLabel: string;
  /** The skeleton's shape. */
  skeleton?: ReactNode;
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}

/** The loading, error, empty and populated states every list section shares. */
export function SectionBody<T>({
  status,
  items,
  error,
  fallbackError,
  onRetry,
  loadingLabel,
  skeleton,
  empty,
  children,
}: SectionBodyProps<T>) {
  if (status === 'loading') {
    return (
      <div role="status" aria-label={loadingLabel}>
        {skeleton ?? <RowsSkeleton rows={3} />}
      </div>
    );
  }
  if (status === 'error')
    return <SectionError message={error ?? fallbackError} onRetry={onRetry} />;
  if (items.length === 0) return <>{empty}</>;
  return <>{children(items)}</>;
}

export function SectionError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex gap="3" align="center" justify="between" wrap="wrap" asChild>
        <Callout.Text>
          {message}
          {onRetry && (
            <Button size="1" variant="soft" color="red" highContrast onClick={onRetry}>
              Try again
            </Button>
          )}
        </Callout.Text>
      </Flex>
    </Callout.Root>
  );
}

export function RowsSkeleton({ rows }: { rows: number }) {
  return (
    <Flex direction="column" gap="4">
      {Array.from({ length: rows }, (_, i) => (
        <Flex key={i} gap="3" align="center">
          <Skeleton width="44px" height="44px" />
          <Flex direction="column" gap="2" flexGrow="1">
            <Skeleton width="45%" height="16px" />
            <Skeleton width="70%" height="14px" />
          </Flex>
          <Skeleton width="72px" height="22px" />
        </Flex>
      ))}
    </Flex>
  );
}

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** A quiet, centred empty list with an invitation to act. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <div className={css.empty}>
      <span className={css.emptyIcon} aria-hidden>
        {icon}
      </span>
      <Text as="p" weight="medium">
        {title}
      </Text>
      {children && (
        <Text as="p" size="2" color="gray">
          {children}
        </Text>
      )}
      {action && <Flex mt="2">{action}</Flex>}
    </div>
  );
}
