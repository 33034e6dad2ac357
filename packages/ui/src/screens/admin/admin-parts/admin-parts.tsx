// Pieces every staff page shares: the page heading, the loading / error / empty states of a
// list, and the pager (20 a page, spec 3 §9).
import type { ReactNode } from 'react';
import { Button, Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { ArrowLeftIcon, ArrowRightIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';

export const LIST_STATES = ['loading', 'error', 'ready'] as const;
export type ListState = (typeof LIST_STATES)[number];

export function AdminHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex direction="column" gap="1" mb="4">
      <Heading as="h1" size="7">
        {title}
      </Heading>
      {children && (
        <Text as="p" color="gray" size="2">
          {children}
        </Text>
      )}
    </Flex>
  );
}

/** The page is loading, failed, or has nothing to list; null when it has rows to show. */
export function ListStatus({
  state,
  errorText,
  empty,
  emptyText,
}: {
  state: ListState;
  errorText: string;
  empty: boolean;
  emptyText: string;
}) {
  if (state === 'loading')
    return (
      <Flex justify="center" py="6" role="status" aria-label="Loading">
        <Spinner size="3" />
      </Flex>
    );
  if (state === 'error')
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>{errorText}</Callout.Text>
      </Callout.Root>
    );
  if (empty)
    return (
      <Flex justify="center" py="5">
        <Text as="p" color="gray" role="status">
          {emptyText}
        </Text>
      </Flex>
    );
  return null;
}

export function AdminPager({
  page,
  pages,
  onPageChange,
}: {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Flex asChild align="center" justify="between" gap="3" mt="4">
      <nav aria-label="Pages">
        <Button
          variant="soft"
          color="gray"
          highContrast
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ArrowLeftIcon aria-hidden /> Previous
        </Button>
        <Text size="2" color="gray" aria-live="polite">
          Page {page} of {pages}
        </Text>
        <Button
          variant="soft"
          color="gray"
          highContrast
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          Next <ArrowRightIcon aria-hidden />
        </Button>
      </nav>
    </Flex>
  );
}
