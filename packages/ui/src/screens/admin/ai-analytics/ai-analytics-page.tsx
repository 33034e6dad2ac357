import type { ReactNode } from 'react';
import { Badge, Button, Callout, Card, Flex, Grid, Select, Tabs, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, UpdateIcon } from '@radix-ui/react-icons';
import {
  AI_ANALYTICS_GRANULARITIES,
  AI_ANALYTICS_MESSAGES,
  AI_ANALYTICS_RANGES,
  AI_GRANULARITY_LABELS,
  AI_RANGE_LABELS,
  BUDGET_HEALTH_COLORS,
  BUDGET_HEALTH_LABELS,
  isAiAnalyticsGranularity,
  isAiAnalyticsRange,
  type AiAnalyticsGranularity,
  type AiAnalyticsRange,
} from '@pedalswap/domain/ai';
import { AdminHeading, ListStatus, type ListState } from '../admin-parts/admin-parts.tsx';
import { percent, seconds, usdFromCents } from './ai-analytics-format.ts';
import type { AiCostFigures, AiPerformanceFigures, AiUsageFigures } from './ai-analytics-types.ts';
import { CostTab } from './cost-tab.tsx';
import { ErrorsTab } from './errors-tab.tsx';
import { PerformanceTab } from './performance-tab.tsx';
import { UsageTab } from './usage-tab.tsx';

export const AI_ANALYTICS_TABS = ['usage', 'cost', 'performance', 'errors'] as const;
export type AiAnalyticsTab = (typeof AI_ANALYTICS_TABS)[number];

export interface AiAnalyticsPageProps {
  state: ListState;
  usage?: AiUsageFigures;
  cost?: AiCostFigures;
  performance?: AiPerformanceFigures;
  range: AiAnalyticsRange;
  granularity: AiAnalyticsGranularity;
  onRangeChange: (range: AiAnalyticsRange) => void;
  onGranularityChange: (granularity: AiAnalyticsGranularity) => void;
  onRefresh: () => void;
  /** A refresh is under way (the figures on screen stay until it answers). */
  refreshing?: boolean;
  defaultTab?: AiAnalyticsTab;
  /** Opens the charts as tables (stories of the text alternative). */
  defaultTable?: boolean;
  locale?: string;
}

/** One summary card, a group named by its title. */
function SummaryCard({
  title,
  value,
  detail,
}: {
  title: string;
  value: string;
  detail: ReactNode;
}) {
  return (
    <Card role="group" aria-label={title}>
      <Flex direction="column" gap="1">
        <Text as="p" size="2" color="gray">
          {title}
        </Text>
        <Text as="p" size="6" weight="bold">
          {value}
        </Text>
        <Text as="div" size="1" color="gray">
          {detail}
        </Text>
      </Flex>
    </Card>
  );
}

/** spec 3 §2.8: shown when the budget is not healthy; destructive when critical. */
function BudgetAlert({ cost, locale }: { cost: AiCostFigures; locale: string }) {
  const { status, monthlyUsagePercent, projectedMonthlyOverage } = cost.budgetHealth;
  if (status === 'healthy') return null;
  const color = status === 'critical' ? 'red' : status === 'warning' ? 'amber' : 'gray';
  return (
    <Callout.Root
      color={color}
      highContrast={status !== 'critical'}
      role={status === 'critical' ? 'alert' : 'status'}
      mb="4"
    >
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      {status === 'unknown' ? (
        <Callout.Text>{AI_ANALYTICS_MESSAGES.budgetNoData}</Callout.Text>
      ) : (
        <Callout.Text>
          <Text weight="bold">{AI_ANALYTICS_MESSAGES.budgetAlertTitle(status)}.</Text> Monthly
          usage: {percent(monthlyUsagePercent)} of the budget.
          {projectedMonthlyOverage > 0 &&
            ` Projected overage: ${usdFromCents(projectedMonthlyOverage, locale)}.`}
        </Callout.Text>
      )}
    </Callout.Root>
  );
}

function meanResponseMs(performance: AiPerformanceFigures): number {
  const hours = performance.performance;
  if (hours.length === 0) return 0;
  return hours.reduce((sum, row) => sum + row.avg_response_time, 0) / hours.length;
}

/**
 * /admin/ai/analytics (owner, spec 3 §2.8): the range and granularity, the four summary cards,
 * the budget alert and the four tabs. Every figure comes computed from the server; this page
 * only lays it out.
 */
export function AiAnalyticsPage({
  state,
  usage,
  cost,
  performance,
  range,
  granularity,
  onRangeChange,
  onGranularityChange,
  onRefresh,
  refreshing = false,
  defaultTab = 'usage',
  defaultTable,
  locale = 'en-US',
}: AiAnalyticsPageProps) {
  const ready = state === 'ready' && usage && cost && performance;
  return (
    <div>
      <AdminHeading title="AI Analytics">
        Usage, cost and performance of the AI photo analysis.
      </AdminHeading>
      <Flex gap="3" align="end" wrap="wrap" mb="4">
        <Flex direction="column" gap="1">
          <Text as="label" size="2" id="ai-range-label">
            Range
          </Text>
          <Select.Root
            value={range}
            onValueChange={(value) => isAiAnalyticsRange(value) && onRangeChange(value)}
          >
            <Select.Trigger aria-labelledby="ai-range-label" />
            <Select.Content>
              {AI_ANALYTICS_RANGES.map((option) => (
                <Select.Item key={option} value={option}>
                  {AI_RANGE_LABELS[option]}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" size="2" id="ai-granularity-label">
            Granularity
          </Text>
          <Select.Root
            value={granularity}
            onValueChange={(value) => isAiAnalyticsGranularity(value) && onGranularityChange(value)}
          >
            <Select.Trigger aria-labelledby="ai-granularity-label" />
            <Select.Content>
              {AI_ANALYTICS_GRANULARITIES.map((option) => (
                <Select.Item key={option} value={option}>
                  {AI_GRANULARITY_LABELS[option]}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Button variant="soft" highContrast onClick={onRefresh} loading={refreshing}>
          <UpdateIcon aria-hidden /> Refresh
        </Button>
      </Flex>
      <ListStatus
        state={state}
        errorText={AI_ANALYTICS_MESSAGES.loadFailed}
        empty={false}
        emptyText=""
      />
      {ready && (
        <>
          <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="3" mb="4">
            <SummaryCard
              title="Total Cost"
              value={usdFromCents(usage.summary.total_cost_cents, locale)}
              detail={
                <Badge color={BUDGET_HEALTH_COLORS[cost.budgetHealth.status]}>
                  Budget: {BUDGET_HEALTH_LABELS[cost.budgetHealth.status]}
                </Badge>
              }
            />
            <SummaryCard
              title="Total Analyses"
              value={usage.summary.total_analyses.toLocaleString(locale)}
              detail={`${percent(usage.summary.success_rate)} success rate`}
            />
            <SummaryCard
              title="Active Users"
              value={usage.summary.unique_users.toLocaleString(locale)}
              detail={`${percent(usage.summary.avg_confidence * 100)} average confidence`}
            />
            <SummaryCard
              title="Avg Response Time"
              value={seconds(meanResponseMs(performance))}
              detail={`${performance.queueStats.pending_jobs.toLocaleString(locale)} pending in queue`}
            />
          </Grid>
          <BudgetAlert cost={cost} locale={locale} />
          <Tabs.Root defaultValue={defaultTab}>
            <Tabs.List>
              <Tabs.Trigger value="usage">Usage Analytics</Tabs.Trigger>
              <Tabs.Trigger value="cost">Cost Monitoring</Tabs.Trigger>
              <Tabs.Trigger value="performance">Performance</Tabs.Trigger>
              <Tabs.Trigger value="errors">Error Analysis</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="usage">
              <Flex direction="column" gap="4" mt="4">
                <UsageTab
                  usage={usage}
                  granularity={granularity}
                  locale={locale}
                  defaultTable={defaultTable}
                />
              </Flex>
            </Tabs.Content>
            <Tabs.Content value="cost">
              <Flex direction="column" gap="4" mt="4">
                <CostTab cost={cost} locale={locale} defaultTable={defaultTable} />
              </Flex>
            </Tabs.Content>
            <Tabs.Content value="performance">
              <Flex direction="column" gap="4" mt="4">
                <PerformanceTab
                  performance={performance}
                  locale={locale}
                  defaultTable={defaultTable}
                />
              </Flex>
            </Tabs.Content>
            <Tabs.Content value="errors">
              <Flex direction="column" gap="4" mt="4">
                <ErrorsTab errors={usage.errorAnalysis} locale={locale} />
              </Flex>
            </Tabs.Content>
          </Tabs.Root>
        </>
      )}
    </div>
  );
}
AiAnalyticsPage.displayName = 'AiAnalyticsPage';
