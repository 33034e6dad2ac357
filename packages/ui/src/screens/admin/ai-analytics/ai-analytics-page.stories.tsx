import type { Meta, StoryObj } from '@storybook/react-vite';
import { AI_ANALYTICS_MESSAGES } from '@pedalswap/domain/ai';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AiAnalyticsPage } from './ai-analytics-page.tsx';
import {
  COST,
  CRITICAL,
  NO_COST,
  NO_PERFORMANCE,
  NO_USAGE,
  PERFORMANCE,
  USAGE,
  WARNING,
} from './ai-analytics-fixtures.ts';

const meta = {
  title: 'Screens/Admin/AiAnalyticsPage',
  component: AiAnalyticsPage,
  parameters: { layout: 'padded' },
  args: {
    state: 'ready',
    usage: USAGE,
    cost: COST,
    performance: PERFORMANCE,
    range: '30d',
    granularity: 'daily',
    onRangeChange: fn(),
    onGranularityChange: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof AiAnalyticsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Healthy budget, Usage Analytics: the summary cards, both charts and Top Users. */
export const Healthy: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('group', { name: 'Total Cost' })).toHaveTextContent('$842.36');
    await expect(page.getByRole('group', { name: 'Total Analyses' })).toHaveTextContent(
      '93.4% success rate',
    );
    await expect(page.getByRole('group', { name: 'Active Users' })).toHaveTextContent(
      '84.0% average confidence',
    );
    await expect(page.getByRole('group', { name: 'Avg Response Time' })).toHaveTextContent(
      '2 pending in queue',
    );
    // No alert while healthy.
    await expect(page.queryByRole('alert')).toBeNull();
    await expect(page.getByRole('figure', { name: 'Requests over time' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: '3f2a9c1e' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

/** The charts' text alternative: the same values as a table. */
export const UsageAsTable: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const figure = page.getByRole('figure', { name: 'Requests over time' });
    await userEvent.click(within(figure).getByRole('button', { name: 'Show as table' }));
    const table = within(figure).getByRole('table', { name: 'Requests over time' });
    await expect(within(table).getByRole('rowheader', { name: 'Oct 28' })).toBeVisible();
  },
};

export const Warning: Story = {
  args: { cost: WARNING },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Monthly usage: 86.5% of the budget.');
    await expect(status).toHaveTextContent('Projected overage: $124.80.');
  },
};

/** Critical: the alert is destructive (red, an alert to assistive technology). */
export const Critical: Story = {
  args: { cost: CRITICAL, defaultTab: 'cost' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent(
      AI_ANALYTICS_MESSAGES.budgetAlertTitle('critical'),
    );
    await expect(
      page.getByRole('progressbar', { name: 'Monthly budget used: 100.3%' }),
    ).toBeVisible();
  },
};

export const CostMonitoring: Story = {
  args: { defaultTab: 'cost' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('figure', { name: 'Cost trend' })).toBeVisible();
    await expect(page.getByText('Current period cost')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Daily budget used: 41.2%' })).toBeVisible();
  },
};

export const Performance: Story = {
  args: { defaultTab: 'performance' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('figure', { name: 'Response time by hour' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Processing time by model' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Completed jobs' })).toHaveTextContent('1,187');
  },
};

export const PerformanceAsTable: Story = {
  args: { defaultTab: 'performance', defaultTable: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Processing time by model' });
    await expect(within(table).getByRole('rowheader', { name: 'claude-haiku-4-5' })).toBeVisible();
  },
};

export const ErrorAnalysis: Story = {
  args: { defaultTab: 'errors' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('rowheader', { name: 'timeout' })).toBeVisible();
    await expect(page.getByText('45.6%')).toBeVisible();
  },
};

/** No usage in the period: every chart says so rather than drawing an empty plot. */
export const Empty: Story = {
  args: { usage: NO_USAGE, cost: NO_COST, performance: NO_PERFORMANCE },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getAllByText(AI_ANALYTICS_MESSAGES.noUsage)).toHaveLength(2);
    await expect(page.getByText(AI_ANALYTICS_MESSAGES.noTopUsers)).toBeVisible();
    await expect(page.getByRole('status')).toHaveTextContent(AI_ANALYTICS_MESSAGES.budgetNoData);
  },
};

export const EmptyCost: Story = {
  args: { usage: NO_USAGE, cost: NO_COST, performance: NO_PERFORMANCE, defaultTab: 'cost' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(AI_ANALYTICS_MESSAGES.noCosts)).toBeVisible();
    await expect(page.getAllByText(AI_ANALYTICS_MESSAGES.budgetNoData)).toHaveLength(2);
  },
};

export const EmptyPerformance: Story = {
  args: { usage: NO_USAGE, cost: NO_COST, performance: NO_PERFORMANCE, defaultTab: 'performance' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(AI_ANALYTICS_MESSAGES.noResponseTimes)).toBeVisible();
    await expect(page.getByText(AI_ANALYTICS_MESSAGES.noModels)).toBeVisible();
  },
};

export const EmptyErrors: Story = {
  args: { usage: NO_USAGE, cost: NO_COST, performance: NO_PERFORMANCE, defaultTab: 'errors' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(AI_ANALYTICS_MESSAGES.noErrors)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', usage: undefined, cost: undefined, performance: undefined },
};

export const Refreshing: Story = { args: { refreshing: true } };

export const Error: Story = {
  args: { state: 'error', usage: undefined, cost: undefined, performance: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      AI_ANALYTICS_MESSAGES.loadFailed,
    );
  },
};
