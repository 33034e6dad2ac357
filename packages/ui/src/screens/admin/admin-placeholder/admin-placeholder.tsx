import { Callout, Flex, Heading } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';

export interface AdminPlaceholderProps {
  /** The page's name, as the sidebar shows it. */
  title: string;
  /** Why the page is not here yet, in a sentence. */
  notice: string;
}

/**
 * A staff page that is linked (the spec's sidebar lists it) but not built yet: it says so
 * instead of showing the not-found page. Each is replaced when its issue lands.
 */
export function AdminPlaceholder({ title, notice }: AdminPlaceholderProps) {
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        {title}
      </Heading>
      <Callout.Root color="gray" role="status">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Callout.Text>{notice}</Callout.Text>
      </Callout.Root>
    </Flex>
  );
}
AdminPlaceholder.displayName = 'AdminPlaceholder';
