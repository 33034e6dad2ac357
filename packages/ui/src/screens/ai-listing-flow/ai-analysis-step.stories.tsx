import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AI_PROGRESS_LABELS } from '@pedalswap/domain/ai';
import { DARK, PHONE, padWhenFullscreen } from '../../stories/with-shell.tsx';
import { AiAnalysisStep } from './ai-analysis-step.tsx';
import { ALTERNATIVE_MODEL_NOTICE, analysisAt } from './fixtures.ts';

const meta = {
  title: 'Screens/AI Listing/AnalysisStep',
  component: AiAnalysisStep,
  parameters: { layout: 'fullscreen' },
  decorators: [padWhenFullscreen],
  args: { ...analysisAt(0), onWaitFeedback: fn() },
} satisfies Meta<typeof AiAnalysisStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ticks of the checklist, in order, as the screen reader hears them. */
const ticks = (el: HTMLElement) =>
  within(within(el).getByRole('list', { name: 'Analysis steps' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

export const Start: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Starting analysis')).toBeVisible();
    await expect(canvas.getByText('0%')).toBeVisible();
    await expect(canvas.getByText('About 11 seconds remaining')).toBeVisible();
    await expect(canvas.getByText(/An AI vision model is looking at your photos/)).toBeVisible();
    await expect(ticks(canvasElement)).toEqual([
      'Image quality check (pending)',
      'Brand identification (pending)',
      'Model recognition (pending)',
      'Component analysis (pending)',
      'Value estimation (pending)',
    ]);
    await expect(canvas.queryByText('Taking longer than expected?')).toBeNull();
  },
};

/** 50 %: three items ticked (10, 30, 50). */
export const Mid: Story = {
  args: analysisAt(50),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Analysis progress' })).toBeVisible();
    await expect(canvas.getByText('50%')).toBeVisible();
    await expect(canvas.getByText('Analysing components')).toBeVisible();
    await expect(ticks(canvasElement).filter((t) => t?.endsWith('(done)'))).toHaveLength(3);
  },
};

/** 90 %: every item ticked, almost done. */
export const NearDone: Story = {
  args: analysisAt(90),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Almost done')).toBeVisible();
    await expect(ticks(canvasElement).every((t) => t?.endsWith('(done)'))).toBe(true);
  },
};

/** Waiting for a free analyzer (the progress machine's queued label). */
export const Queued: Story = {
  args: { ...analysisAt(0), step: AI_PROGRESS_LABELS.queued(2) },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Waiting for a free analyzer (2 ahead)')).toBeVisible(),
};

/** After 15 s: 'Taking longer than expected?' asks for feedback. */
export const TakingLonger: Story = {
  args: analysisAt(62, 16_000),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Taking longer than expected?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(args.onWaitFeedback).toHaveBeenCalledWith('neutral');
  },
};

export const TakingLongerThanked: Story = {
  args: { ...analysisAt(70, 20_000), waitFeedback: 'not_helpful' },
  play: async ({ canvasElement }) =>
    expect(
      within(canvasElement).getByText('Thanks, that helps us improve the analysis.'),
    ).toBeVisible(),
};

/** spec 2 §8.3: the first failure, retried with the alternative model. */
export const RetryingAlternativeModel: Story = {
  args: { ...analysisAt(20), notices: [ALTERNATIVE_MODEL_NOTICE] },
  play: async ({ canvasElement }) =>
    expect(
      within(canvasElement).getByText('AI analysis failed - trying alternative model...'),
    ).toBeVisible(),
};

export const Phone: Story = { globals: PHONE, args: analysisAt(62, 16_000) };
export const Dark: Story = { globals: DARK, args: analysisAt(50) };
