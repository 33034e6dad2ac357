// A chart with its text alternative (spec 3 §2.8; issue 15: "each with a text or table
// alternative for screen readers"): the chart is recharts' (keyboard accessible: arrow keys
// move its tooltip), and "Show as table" swaps it for a table of the same values, which every
// screen reader reads and every keyboard reaches. With no data it shows the page's empty text
// instead of an empty plot.
import { useId, useState, type ReactNode } from 'react';
import { Button, Card, Flex, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import * as styles from './ai-analytics.css.ts';

export interface ChartColumn<Row> {
  label: string;
  value: (row: Row) => string;
}

export interface ChartFigureProps<Row> {
  title: string;
  rows: readonly Row[];
  emptyText: string;
  /** The table alternative's columns; the first names the row (period, hour, model). */
  columns: readonly ChartColumn<Row>[];
  /** The chart itself, drawn only when there are rows. */
  children: ReactNode;
  /** Opens as a table (stories of the table). */
  defaultTable?: boolean;
}

export function ChartFigure<Row>({
  title,
  rows,
  emptyText,
  columns,
  children,
  defaultTable = false,
}: ChartFigureProps<Row>) {
  const [asTable, setAsTable] = useState(defaultTable);
  const headingId = useId();
  const empty = rows.length === 0;
  return (
    <Card asChild>
      <figure aria-labelledby={headingId} className={styles.figure}>
        <Flex justify="between" align="center" gap="3" mb="3" wrap="wrap">
          <Heading as="h2" size="3" id={headingId}>
            {title}
          </Heading>
          {!empty && (
            <Button
              size="1"
              variant="soft"
              color="gray"
              highContrast
              aria-pressed={asTable}
              onClick={() => setAsTable((on) => !on)}
            >
              {asTable ? 'Show as chart' : 'Show as table'}
            </Button>
          )}
        </Flex>
        {empty ? (
          <Flex justify="center" align="center" py="6">
            <Text as="p" color="gray" size="2">
              {emptyText}
            </Text>
          </Flex>
        ) : asTable ? (
          // Focusable, so a keyboard can scroll a long table (90 days, hourly).
          <div
            className={styles.tableScroll}
            tabIndex={0}
            role="region"
            aria-label={`${title} table`}
          >
            <Table.Root size="1">
              <VisuallyHidden asChild>
                <caption>{title}</caption>
              </VisuallyHidden>
              <Table.Header>
                <Table.Row>
                  {columns.map((column) => (
                    <Table.ColumnHeaderCell key={column.label}>
                      {column.label}
                    </Table.ColumnHeaderCell>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row, index) => (
                  <Table.Row key={index}>
                    {columns.map((column, at) =>
                      at === 0 ? (
                        <Table.RowHeaderCell key={column.label}>
                          {column.value(row)}
                        </Table.RowHeaderCell>
                      ) : (
                        <Table.Cell key={column.label}>{column.value(row)}</Table.Cell>
                      ),
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </div>
        ) : (
          <div className={styles.chartBox}>{children}</div>
        )}
      </figure>
    </Card>
  );
}

/** The series colours: Radix scales the theme imports (radix.css). */
export const SERIES = {
  total: 'var(--blue-9)',
  success: 'var(--jade-9)',
  failed: 'var(--red-9)',
  cost: 'var(--indigo-9)',
  p95: 'var(--amber-9)',
  p99: 'var(--tomato-9)',
} as const;

/** The axes' and grid's colours and tick size, shared by every chart. */
export const AXIS = { stroke: 'var(--gray-9)', fontSize: 12 } as const;
export const GRID = 'var(--gray-5)';
