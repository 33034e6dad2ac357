// Cost Monitoring (spec 3 §2.8): the cost trend, and the budget status with the daily and
// monthly usage bars, the period's cost and the daily average.
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { Badge, Card, Flex, Grid, Heading, Progress, Text } from '@radix-ui/themes';
import {
  AI_ANALYTICS_MESSAGES,
  BUDGET_HEALTH_COLORS,
  BUDGET_HEALTH_LABELS,
} from '@pedalswap/domain/ai';
import * as styles from './ai-analytics.css.ts';
import { AXIS, ChartFigure, GRID, SERIES } from './chart-figure.tsx';
import { percent, periodLabel, usdFromCents } from './ai-analytics-format.ts';
import type { AiCostFigures } from './ai-analytics-types.ts';

export function CostTab({
  cost,
  locale,
  defaultTable,
}: {
  cost: AiCostFigures;
  locale: string;
  defaultTable?: boolean;
}) {
  const spent = cost.trends.some((row) => row.total_cost > 0);
  const rows = spent
    ? cost.trends.map((row) => ({
        label: periodLabel(row.period, 'daily', locale),
        dollars: Math.round(row.total_cost) / 100,
        cents: row.total_cost,
      }))
    : [];
  type Row = (typeof rows)[number];
  return (
    <>
      <ChartFigure<Row>
        title="Cost trend"
        rows={rows}
        emptyText={AI_ANALYTICS_MESSAGES.noCosts}
        defaultTable={defaultTable}
        columns={[
          { label: 'Day', value: (row) => row.label },
          { label: 'Cost', value: (row) => usdFromCents(row.cents, locale) },
        ]}
      >
        <LineChart data={rows} responsive className={styles.chart} title="Cost trend">
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" />
          <XAxis dataKey="label" {...AXIS} minTickGap={24} />
          <YAxis {...AXIS} width={56} tickFormatter={(value: number) => `$${value}`} />
          <Tooltip formatter={(value) => usdFromCents(Number(value) * 100, locale)} />
          <Line
            type="monotone"
            dataKey="dollars"
            name="Cost"
            stroke={SERIES.cost}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartFigure>
      <BudgetStatus cost={cost} locale={locale} />
    </>
  );
}

function UsageBar({ label, value }: { label: string; value: number }) {
  const color = value >= 100 ? 'red' : value >= 80 ? 'amber' : 'jade';
  return (
    <Flex direction="column" gap="1">
      <Flex justify="between">
        <Text size="2">{label}</Text>
        <Text size="2" weight="bold">
          {percent(value)}
        </Text>
      </Flex>
      <Progress
        value={Math.min(100, value)}
        max={100}
        color={color}
        aria-label={`${label}: ${percent(value)}`}
      />
    </Flex>
  );
}

function BudgetStatus({ cost, locale }: { cost: AiCostFigures; locale: string }) {
  const health = cost.budgetHealth;
  return (
    <Card>
      <Flex justify="between" align="center" mb="3">
        <Heading as="h2" size="3">
          Budget status
        </Heading>
        {health.status !== 'unknown' && (
          <Badge color={BUDGET_HEALTH_COLORS[health.status]} size="2">
            {BUDGET_HEALTH_LABELS[health.status]}
          </Badge>
        )}
      </Flex>
      {health.status === 'unknown' ? (
        <Text as="p" color="gray" size="2">
          {AI_ANALYTICS_MESSAGES.budgetNoData}
        </Text>
      ) : (
        <Flex direction="column" gap="3">
          <UsageBar label="Daily budget used" value={health.dailyUsagePercent} />
          <UsageBar label="Monthly budget used" value={health.monthlyUsagePercent} />
          <Grid columns={{ initial: '1', sm: '2' }} gap="3" mt="2">
            <Flex direction="column">
              <Text size="1" color="gray">
                Current period cost
              </Text>
              <Text size="4" weight="bold">
                {usdFromCents(cost.currentCosts.period_cost_cents, locale)}
              </Text>
            </Flex>
            <Flex direction="column">
              <Text size="1" color="gray">
                Daily average
              </Text>
              <Text size="4" weight="bold">
                {usdFromCents(cost.projections.avg_daily_cost, locale)}
              </Text>
            </Flex>
          </Grid>
        </Flex>
      )}
    </Card>
  );
}
