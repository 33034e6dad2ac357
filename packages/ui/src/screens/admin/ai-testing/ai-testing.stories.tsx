import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AiTesting } from './ai-testing.tsx';
import type { TestResult, TestUpload } from './testing-types.ts';

const UPLOADS: TestUpload[] = [
  { id: 'u1', name: 'trek-side.jpg', sizeBytes: 812_000, status: 'uploaded', durationMs: 412 },
  {
    id: 'u2',
    name: 'trek-drivetrain.jpg',
    sizeBytes: 2_400_000,
    status: 'uploaded',
    durationMs: 655,
  },
  { id: 'u3', name: 'trek-cockpit.jpg', sizeBytes: 1_100_000, status: 'uploading' },
];

const RESULTS: TestResult[] = [
  {
    id: 'r3',
    endpoint: 'GET /ai/cache-stats',
    status: 'success',
    durationMs: 38,
    body: { entries: 12, hits: 30, misses: 70, hitRate: 0.3, savedCostCents: 54 },
    at: '2026-11-27T22:05:00Z',
  },
  {
    id: 'r2',
    endpoint: 'POST /ai/analyze-bike-urls',
    status: 'success',
    durationMs: 1840,
    cost: 0,
    cached: true,
    body: { success: true, cached: true, cost: 0, result: { brand: 'Trek', confidence: 0.82 } },
    at: '2026-11-27T22:04:00Z',
  },
  {
    id: 'r1',
    endpoint: 'POST /ai/enhance-listing/3f2b8c1e',
    status: 'error',
    durationMs: 95,
    body: 'Enhancement failed: The requested resource was not found.',
    at: '2026-11-27T22:03:00Z',
  },
];

const meta = {
  title: 'Screens/Admin/AiTesting',
  component: AiTesting,
  parameters: { layout: 'padded' },
  args: {
    uploads: [],
    onAddFiles: fn(),
    onClearUploads: fn(),
    models: ['claude-3-5-sonnet', 'claude-3-5-haiku'],
    onAnalyze: fn(),
    onBatch: fn(),
    onEnhance: fn(),
    onPrompt: fn(),
    onCacheStats: fn(),
    onUsageStats: fn(),
    results: [],
    onClearResults: fn(),
  },
} satisfies Meta<typeof AiTesting>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No tests run yet. Upload images and run a test.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Clear Results' })).toBeDisabled();
  },
};

export const Uploading: Story = { args: { uploads: UPLOADS } };

export const UploadFailed: Story = {
  args: {
    uploads: [
      {
        id: 'u1',
        name: 'scan.tiff',
        sizeBytes: 20_000,
        status: 'error',
        durationMs: 40,
        error: 'scan.tiff is not an image',
      },
    ],
    uploadProblem: 'Upload failed: scan.tiff is not an image',
  },
};

export const WithResults: Story = {
  args: { uploads: UPLOADS.slice(0, 2), results: RESULTS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Results, newest first' })).getAllByRole(
      'listitem',
    );
    await expect(items[0]).toHaveTextContent('GET /ai/cache-stats');
    await expect(items[1]).toHaveTextContent('Cached');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Results' }));
    await expect(args.onClearResults).toHaveBeenCalled();
  },
};

export const AnalyzeNoImages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Priority' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Priority' }), '12');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Options (JSON)' }), 'not json');
    await userEvent.click(canvas.getByRole('button', { name: 'Run Analysis' }));
    await expect(await canvas.findByText('No images uploaded')).toBeInTheDocument();
    await expect(
      canvas.getByText('Priority must be a whole number from 1 to 10'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Options must be valid JSON')).toBeInTheDocument();
    await expect(args.onAnalyze).not.toHaveBeenCalled();
  },
};

export const AnalyzeRuns: Story = {
  args: { uploads: UPLOADS.slice(0, 2) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Run Analysis' }));
    await expect(args.onAnalyze).toHaveBeenCalledWith({
      priority: '3',
      options: '',
      useCache: true,
    });
  },
};

export const AnalyzeRunning: Story = { args: { uploads: UPLOADS.slice(0, 2), running: 'analyze' } };

export const BatchTab: Story = {
  args: {
    defaultTab: 'batch',
    uploads: UPLOADS.slice(0, 2),
    initialProblems: { batchSize: 'Batch size must be a whole number from 1 to 50' },
  },
};

export const EnhanceBikeIdRequired: Story = {
  args: { defaultTab: 'enhance' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enhance Listing' }));
    await expect(await canvas.findByText('Bike ID required')).toBeInTheDocument();
    await expect(args.onEnhance).not.toHaveBeenCalled();
  },
};

export const PromptRequired: Story = {
  args: { defaultTab: 'prompt', uploads: UPLOADS.slice(0, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Test Prompt' }));
    await expect(await canvas.findByText('Prompt required')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prompt' }), 'Name the groupset');
    await userEvent.click(canvas.getByRole('button', { name: 'Test Prompt' }));
    await expect(args.onPrompt).toHaveBeenCalledWith({
      prompt: 'Name the groupset',
      model: 'claude-3-5-sonnet',
    });
  },
};

export const QuickTests: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cache Stats' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Usage Stats' }));
    await expect(args.onCacheStats).toHaveBeenCalled();
    await expect(args.onUsageStats).toHaveBeenCalled();
  },
};
