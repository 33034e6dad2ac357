import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AiFeedback } from './ai-feedback.tsx';
import type {
  FeedbackAnalyticsView,
  FeedbackItemView,
  FeedbackStatsView,
} from './feedback-types.ts';

const ITEMS: FeedbackItemView[] = [
  {
    id: 'f1',
    feedbackType: 'correction',
    category: 'brand',
    rating: 2,
    userEmail: 'maya@example.com',
    confidence: 0.9,
    originalValue: 'Trek',
    suggestedValue: 'Specialized',
    comments: 'The logo on the down tube says Specialized.',
    modelVersion: 'claude-3-5-sonnet',
    analysisConfidence: 0.72,
    createdAt: '2026-11-20T16:02:00Z',
  },
  {
    id: 'f2',
    feedbackType: 'report',
    category: 'value',
    rating: 1,
    userEmail: null,
    userId: '7c1d2e3f-0000-4000-8000-000000000000',
    comments: 'Price is half of what these sell for.',
    modelVersion: 'claude-3-5-haiku',
    analysisConfidence: 0.55,
    createdAt: '2026-11-21T09:12:00Z',
  },
  {
    id: 'f3',
    feedbackType: 'suggestion',
    category: 'components',
    userEmail: 'leo@example.com',
    suggestedValue: 'Name the groupset generation (R7000 vs R7100).',
    createdAt: '2026-11-22T11:40:00Z',
  },
];

const STATS: FeedbackStatsView = {
  totalFeedback: 24,
  averageRating: 3.6,
  resolutionRate: 33.3,
  pendingCount: 3,
  topIssues: [
    { issue: 'correction', category: 'brand', count: 4, averageConfidence: 0.71 },
    { issue: 'analysis_not_helpful', category: 'value', count: 2, averageConfidence: 0.58 },
  ],
};

const ANALYTICS: FeedbackAnalyticsView = {
  modelPerformance: { sonnet: { rating: 4.2, count: 12 }, haiku: { rating: 3.1, count: 7 } },
  userSatisfaction: { overallRating: 3.8, nps: 20 },
  accuracyByField: {
    brand: { positiveRate: 75, totalFeedback: 8 },
    value: { positiveRate: 40, totalFeedback: 5 },
  },
};

const meta = {
  title: 'Screens/Admin/AiFeedback',
  component: AiFeedback,
  parameters: { layout: 'padded' },
  args: {
    state: 'ready',
    stats: STATS,
    analytics: ANALYTICS,
    items: ITEMS,
    category: '',
    categories: ['overall', 'brand', 'model', 'value'],
    onCategoryChange: fn(),
    onResolve: fn(async () => true),
    resolving: false,
  },
} satisfies Meta<typeof AiFeedback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total Feedback (30 days)')).toBeInTheDocument();
    await expect(canvas.getByText('7c1d2e3f')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Resolve Selected' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { state: 'loading', stats: undefined, analytics: undefined, items: [] },
};

export const LoadFailed: Story = {
  args: { state: 'error', stats: undefined, analytics: undefined, items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to load feedback data',
    );
  },
};

export const AllCaughtUp: Story = {
  args: { items: [], stats: { ...STATS, pendingCount: 0 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('All caught up! No pending feedback items to review.'),
    ).toBeInTheDocument();
  },
};

export const ResolveDialogOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all visible' }));
    await expect(canvas.getByText('3 selected')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Select Report on Value/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Resolve Selected' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText('2 feedback items selected.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Defer for later review' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Admin Notes' }), 'Next model update');
    await userEvent.click(dialog.getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(args.onResolve).toHaveBeenCalledWith(['f1', 'f3'], 'deferred', 'Next model update'),
    );
    await waitFor(() => expect(canvas.getByText('0 selected')).toBeInTheDocument());
  },
};

/** The dialog stays open, still reading Resolve, when the call fails. */
export const ResolveDialogBusy: Story = {
  args: { resolving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Select Correction on Brand/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Resolve Selected' }));
    await within(document.body).findByText('1 feedback item selected.');
  },
};

export const AnalyticsTab: Story = {
  args: { defaultTab: 'analytics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Net Promoter Score')).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Net Promoter Score' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
  },
};

export const TopIssuesTab: Story = { args: { defaultTab: 'issues' } };

export const TopIssuesEmpty: Story = {
  args: { defaultTab: 'issues', stats: { ...STATS, topIssues: [] } },
};

export const FilterByCategory: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Brand' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('brand');
  },
};
