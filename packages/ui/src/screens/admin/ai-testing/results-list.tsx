import { Badge, Button, Card, Code, Flex, Heading, ScrollArea, Text } from '@radix-ui/themes';
import * as css from './ai-testing.css.ts';
import type { TestResult } from './testing-types.ts';

const money = (dollars: number) => `$${dollars.toFixed(4)}`;

/** spec 3 §2.11: the results, newest first, in an area 600 px high. */
export function ResultsList({
  results,
  onClear,
}: {
  results: readonly TestResult[];
  onClear: () => void;
}) {
  return (
    <section aria-labelledby="test-results">
      <Flex justify="between" align="center" mb="2">
        <Heading as="h2" size="4" id="test-results">
          Results
        </Heading>
        <Button
          variant="soft"
          color="gray"
          highContrast
          disabled={results.length === 0}
          onClick={onClear}
        >
          Clear Results
        </Button>
      </Flex>
      <ScrollArea
        type="auto"
        scrollbars="vertical"
        className={css.resultsArea}
        tabIndex={0}
        aria-label="Test results"
      >
        {results.length === 0 ? (
          <Text as="p" color="gray" size="2" role="status">
            No tests run yet. Upload images and run a test.
          </Text>
        ) : (
          // No `pr` prop: the list's own padding: 0 wins over Radix's utility layer anyway, and
          // the prop would put its classes into every page's first-load CSS (vite-radix-css.ts).
          <Flex asChild direction="column" gap="2">
            <ol aria-label="Results, newest first" className={css.plainList}>
              {results.map((r) => (
                <li key={r.id}>
                  <Card>
                    <Flex gap="2" align="center" wrap="wrap" mb="2">
                      <Code variant="ghost" weight="bold">
                        {r.endpoint}
                      </Code>
                      <Badge color={r.status === 'success' ? 'jade' : 'red'} highContrast>
                        {r.status === 'success' ? 'Success' : 'Error'}
                      </Badge>
                      {r.cached && (
                        <Badge color="blue" highContrast>
                          Cached
                        </Badge>
                      )}
                      <Text size="1" color="gray">
                        {r.durationMs} ms
                        {r.cost !== undefined && ` · ${money(r.cost)}`}
                      </Text>
                    </Flex>
                    <pre
                      className={css.json}
                      tabIndex={0}
                      aria-label={`${r.endpoint} ${r.status === 'success' ? 'response' : 'error'}`}
                    >
                      {typeof r.body === 'string' ? r.body : JSON.stringify(r.body, null, 2)}
                    </pre>
                  </Card>
                </li>
              ))}
            </ol>
          </Flex>
        )}
      </ScrollArea>
    </section>
  );
}
