// Usage Analytics (spec 3 §2.8): requests over time, successful against failed, Top Users.
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Badge, Card, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import {
  AI_ANALYTICS_LIMITS,
  AI_ANALYTICS_MESSAGES,
  type AiAnalyticsGranularity,
} from '@pedalswap/domain/ai';
import * as styles from './ai-analytics.css.ts';
import { AXIS, ChartFigure, GRID, SERIES } from './chart-figure.tsx';
import { periodLabel, percent, usdFromCents } from './ai-analytics-format.ts';
import type { AiUsageFigures } from './ai-analytics-types.ts';

export function UsageTab({
  usage,
  granularity,
  locale,
  defaultTable,
}: {
  usage: AiUsageFigures;
  granularity: AiAnalyticsGranularity;
  locale: string;
  defaultTable?: boolean;
}) {
  // An all-zero period list is no usage: the empty text, not a flat line.
  const rows =
    usage.summary.total_analyses === 0
      ? []
      : usage.stats.map((row) => ({ ...row, label: periodLabel(row.period, granularity, locale) }));
  type Row = (typeof rows)[number];
  const count = (n: number) => n.toLocaleString(locale);
  return (
    <>
      <ChartFigure<Row>
        title="Requests over time"
        rows={rows}
        emptyText={AI_ANALYTICS_MESSAGES.noUsage}
        defaultTable={defaultTable}
        columns={[
          { label: 'Period', value: (row) => row.label },
          { label: 'Requests', value: (row) => count(row.total_requests) },
        ]}
      >
        <AreaChart data={rows} responsive className={styles.chart} title="Requests over time">
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" />
          <XAxis dataKey="label" {...AXIS} minTickGap={24} />
          <YAxis {...AXIS} allowDecimals={false} width={48} />
          <Tooltip />
          <Area
            type="monotone"
            dataKey="total_requests"
            name="Requests"
            stroke={SERIES.total}
            fill={SERIES.total}
            fillOpacity={0.2}
            isAnimationActive={false}
          />
        </AreaChart>
      </ChartFigure>
      <ChartFigure<Row>
        title="Successful vs failed"
        rows={rows}
        emptyText={AI_ANALYTICS_MESSAGES.noUsage}
        defaultTable={defaultTable}
        columns={[
          { label: 'Period', value: (row) => row.label },
          { label: 'Successful', value: (row) => count(row.successful_requests) },
          { label: 'Failed', value: (row) => count(row.failed_requests) },
        ]}
      >
        <BarChart data={rows} responsive className={styles.chart} title="Successful vs failed">
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" />
          <XAxis dataKey="label" {...AXIS} minTickGap={24} />
          <YAxis {...AXIS} allowDecimals={false} width={48} />
          <Tooltip />
          <Legend />
          <Bar
            dataKey="successful_requests"
            name="Successful"
            stackId="requests"
            fill={SERIES.success}
            isAnimationActive={false}
          />
          <Bar
            dataKey="failed_requests"
            name="Failed"
            stackId="requests"
            fill={SERIES.failed}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartFigure>
      <TopUsers users={usage.topUsers} locale={locale} />
    </>
  );
}

/** spec 3 §2.8: the first 10; id cut to 8 characters; confidence badge highlighted above 0.8. */
function TopUsers({ users, locale }: { users: AiUsageFigures['topUsers']; locale: string }) {
  const shown = users.slice(0, AI_ANALYTICS_LIMITS.topUsers);
  return (
    <Card>
      <Heading as="h2" size="3" mb="3">
        Top Users
      </Heading>
      {shown.length === 0 ? (
        <Text as="p" color="gray" size="2">
          {AI_ANALYTICS_MESSAGES.noTopUsers}
        </Text>
      ) : (
        <Table.Root size="1">
          <VisuallyHidden asChild>
            <caption>Top Users</caption>
          </VisuallyHidden>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>User</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Requests</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Cost</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Confidence</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((user) => (
              <Table.Row key={user.user_id}>
                <Table.RowHeaderCell>
                  <Text className={styles.mono} title={user.user_id}>
                    {user.user_id.slice(0, 8)}
                  </Text>
                </Table.RowHeaderCell>
                <Table.Cell>{user.request_count.toLocaleString(locale)}</Table.Cell>
                <Table.Cell>{usdFromCents(user.total_cost_cents, locale)}</Table.Cell>
                <Table.Cell>
                  <Badge
                    color={
                      user.avg_confidence > AI_ANALYTICS_LIMITS.confidenceBadge ? 'jade' : 'gray'
                    }
                    variant={
                      user.avg_confidence > AI_ANALYTICS_LIMITS.confidenceBadge ? 'solid' : 'soft'
                    }
                  >
                    {percent(user.avg_confidence * 100, 0)}
                  </Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Card>
  );
}
