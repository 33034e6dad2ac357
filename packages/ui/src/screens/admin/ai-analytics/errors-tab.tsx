// Error Analysis (spec 3 §2.8, §9): the first 10 errors with code, message, count and share.
import { Card, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { AI_ANALYTICS_LIMITS, AI_ANALYTICS_MESSAGES } from '@pedalswap/domain/ai';
import * as styles from './ai-analytics.css.ts';
import { percent } from './ai-analytics-format.ts';
import type { AiUsageFigures } from './ai-analytics-types.ts';

export function ErrorsTab({
  errors,
  locale,
}: {
  errors: AiUsageFigures['errorAnalysis'];
  locale: string;
}) {
  const shown = errors.slice(0, AI_ANALYTICS_LIMITS.topErrors);
  return (
    <Card>
      <Heading as="h2" size="3" mb="3">
        Errors
      </Heading>
      {shown.length === 0 ? (
        <Text as="p" color="gray" size="2">
          {AI_ANALYTICS_MESSAGES.noErrors}
        </Text>
      ) : (
        <Table.Root size="1">
          <VisuallyHidden asChild>
            <caption>Errors</caption>
          </VisuallyHidden>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Code</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Message</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Count</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Share</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((error) => (
              <Table.Row key={error.error_code}>
                <Table.RowHeaderCell>
                  <Text className={styles.mono}>{error.error_code}</Text>
                </Table.RowHeaderCell>
                <Table.Cell>{error.error_message}</Table.Cell>
                <Table.Cell>{error.error_count.toLocaleString(locale)}</Table.Cell>
                <Table.Cell>{percent(error.error_percentage)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Card>
  );
}
