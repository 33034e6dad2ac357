import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  /** A heading id lets a form or list name itself after the section (aria-labelledby). */
  headingId?: string;
  className?: string;
  action?: ReactNode;
  children?: ReactNode;
}

/** One card of the settings page: a heading, a line of explanation, the content. */
export function SettingsSection({
  title,
  description,
  headingId,
  className,
  action,
  children,
}: SettingsSectionProps) {
  return (
    <Card size={{ initial: '2', sm: '3' }} className={className}>
      <Flex direction="column" gap="4">
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="4" id={headingId}>
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
  );
}
SettingsSection.displayName = 'SettingsSection';
