import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { aiFlowShownPhases, aiUploadGuidance } from '@pedalswap/domain/ai';
import { MEMBER } from '../../shell/fixtures.ts';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import { AiAnalysisStep } from './ai-analysis-step.tsx';
import { AiFlowFrame } from './ai-flow-frame.tsx';
import { AiImproveStep } from './ai-improve-step.tsx';
import { AiNoResults } from './ai-no-results.tsx';
import { AiUploadStep } from './ai-upload-step.tsx';
import { IDLE_UPLOAD, SUGGESTIONS, analysisAt, storyPhotos } from './fixtures.ts';

const meta = {
  title: 'Screens/AI Listing/FlowFrame',
  component: AiFlowFrame,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/list-item/bike/ai', MEMBER)],
  args: {
    phase: 'upload',
    phases: aiFlowShownPhases(0),
    canGoBack: true,
    onBack: fn(),
    children: (
      <AiUploadStep
        {...IDLE_UPLOAD}
        photos={storyPhotos(2)}
        uploadStatus="uploaded"
        guidance={aiUploadGuidance()}
        onRemove={() => {}}
        onAnalyze={() => {}}
      />
    ),
  },
} satisfies Meta<typeof AiFlowFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepper = (el: HTMLElement) =>
  within(within(el).getByRole('list', { name: 'Listing steps' }));

/** Four phases while nothing was improved; the current one is marked; Back is there. */
export const Upload: Story = {
  play: async ({ canvasElement, args }) => {
    const steps = stepper(canvasElement).getAllByRole('listitem');
    await expect(steps.map((s) => s.textContent)).toEqual([
      '1Upload Photos',
      '2AI Analysis',
      '3Review & Edit',
      '4Complete',
    ]);
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** No Back during the analysis (spec 2 §2.4). */
export const Analyzing: Story = {
  args: {
    phase: 'analyzing',
    canGoBack: false,
    children: <AiAnalysisStep {...analysisAt(50)} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    const steps = stepper(canvasElement).getAllByRole('listitem');
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('Upload Photos (done)');
  },
};

/** Improve Photos joins the steps once used (improvement attempts > 0). */
export const Improve: Story = {
  args: {
    phase: 'improve',
    phases: aiFlowShownPhases(1),
    children: (
      <AiImproveStep
        {...IDLE_UPLOAD}
        photos={storyPhotos(4)}
        uploadStatus="uploaded"
        suggestions={SUGGESTIONS.slice(0, 2)}
        onReanalyze={() => {}}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const steps = stepper(canvasElement).getAllByRole('listitem');
    await expect(steps).toHaveLength(5);
    await expect(steps[2]).toHaveTextContent('Improve Photos');
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
  },
};

/** Review without a result: the review's own screen comes from screens/ai-review. */
export const ReviewWithoutResults: Story = {
  args: { phase: 'review', children: <AiNoResults onBackToAnalysis={() => {}} /> },
};

/** A phase the flow does not know: 'Unknown phase', no step marked. */
export const UnknownPhase: Story = {
  args: { phase: 'somewhere' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unknown phase');
    await expect(canvasElement.querySelector('[aria-current="step"]')).toBeNull();
    await expect(canvas.queryByText('Your photos')).toBeNull();
  },
};

/** On a phone only the current step keeps its label in view. */
export const PhoneAnalyzing: Story = { ...Analyzing, globals: PHONE };
export const PhoneImprove: Story = { ...Improve, globals: PHONE, play: undefined };
export const Dark: Story = { ...Analyzing, globals: DARK, play: undefined };

function PhaseSwitch() {
  const [phase, setPhase] = useState('upload');
  return (
    <AiFlowFrame
      phase={phase}
      phases={aiFlowShownPhases(0)}
      canGoBack={phase !== 'analyzing'}
      onBack={() => {}}
    >
      {phase === 'upload' ? (
        <AiUploadStep
          {...IDLE_UPLOAD}
          photos={storyPhotos(2)}
          uploadStatus="uploaded"
          guidance={aiUploadGuidance()}
          onRemove={() => {}}
          onAnalyze={() => setPhase('analyzing')}
        />
      ) : (
        <AiAnalysisStep {...analysisAt(10)} />
      )}
    </AiFlowFrame>
  );
}

/** The pressed button goes with its phase: the new phase's heading takes the focus. */
export const FocusFollowsPhase: Story = {
  render: () => <PhaseSwitch />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Analyze 2 Photo(s) with AI' }));
    const heading = await canvas.findByRole('heading', { level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};
