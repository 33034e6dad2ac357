import { describe, expect, it } from 'vitest';
import {
  AiResponseFormatError,
  aiDisplayedPercent,
  aiFailureMessage,
  aiResultFromAnswer,
  aiUploadFailureMessage,
  aiUploadFileRefusal,
  aiFlowBackTarget,
  aiFlowPhaseLabel,
  aiFlowShownPhases,
  aiPhaseCeiling,
  aiProgressChecklist,
  aiProgressStepLabel,
  aiSecondsRemaining,
  aiSimulatedPercent,
  isTakingLonger,
  manualEntryResult,
} from './ai-flow.ts';
import { AI_MESSAGES } from './ai-rules.ts';

describe('AI flow phases (spec 2 §2.4)', () => {
  it("labels the five phases and says 'Unknown phase' for anything else", () => {
    expect(['upload', 'analyzing', 'improve', 'review', 'complete'].map(aiFlowPhaseLabel)).toEqual([
      'Upload Photos',
      'AI Analysis',
      'Improve Photos',
      'Review & Edit',
      'Complete',
    ]);
    expect(aiFlowPhaseLabel('nowhere')).toBe('Unknown phase');
  });

  it('shows Improve Photos only once improvement attempts are above 0', () => {
    expect(aiFlowShownPhases(0)).toEqual(['upload', 'analyzing', 'review', 'complete']);
    expect(aiFlowShownPhases(1)).toContain('improve');
  });

  it('goes back from upload to the previous page, from review to the analysis, never while analysing', () => {
    expect(aiFlowBackTarget('upload')).toBe('previousPage');
    expect(aiFlowBackTarget('review')).toBe('analyzing');
    expect(aiFlowBackTarget('improve')).toBe('review');
    expect(aiFlowBackTarget('analyzing')).toBeNull();
    expect(aiFlowBackTarget('complete')).toBeNull();
  });
});

describe('AI analysis progress (spec 2 §4.4, §9)', () => {
  it('simulates 20, 40, 60, 80, 90 % over 2, 3, 3, 2 and 1 s, and stops at 90', () => {
    expect([0, 1000, 2000, 5000, 8000, 10_000, 11_000, 60_000].map(aiSimulatedPercent)).toEqual([
      0, 10, 20, 40, 60, 80, 90, 90,
    ]);
  });

  it('counts the seconds the schedule still needs', () => {
    expect(aiSecondsRemaining(0)).toBe(11);
    expect(aiSecondsRemaining(20)).toBe(9);
    expect(aiSecondsRemaining(30)).toBe(8);
    expect(aiSecondsRemaining(90)).toBe(0);
    expect(aiSecondsRemaining(100)).toBe(0);
  });

  it('ticks the checklist at 10, 30, 50, 70 and 85 %', () => {
    expect(aiProgressChecklist(9).filter((i) => i.done)).toEqual([]);
    expect(aiProgressChecklist(50).map((i) => i.done)).toEqual([true, true, true, false, false]);
    expect(aiProgressChecklist(85).map((i) => i.label)).toEqual([
      'Image quality check',
      'Brand identification',
      'Model recognition',
      'Component analysis',
      'Value estimation',
    ]);
    expect(aiProgressChecklist(85).every((i) => i.done)).toBe(true);
  });

  it('holds the simulation below the step the server has not begun, and never goes back', () => {
    expect(aiPhaseCeiling('queued')).toBe(0);
    expect(aiPhaseCeiling('preprocessing')).toBe(39);
    expect(aiPhaseCeiling('finalising')).toBe(90);
    expect(aiPhaseCeiling('complete')).toBe(100);
    const server = (phase: 'queued' | 'preprocessing' | 'value', percent: number) => ({
      phase,
      percent,
    });
    const shown = (
      shown: number,
      simulated: number,
      srv: ReturnType<typeof server> | null,
      ms = 250,
    ) => aiDisplayedPercent({ shown, simulated, server: srv, ms });
    expect(shown(0, 55, server('queued', 0))).toBe(0);
    // Toward its target at 40 points a second: no jump to what the server reported.
    expect(shown(0, 55, server('preprocessing', 20))).toBe(10);
    expect(shown(30, 55, server('preprocessing', 20))).toBeGreaterThan(30);
    expect(shown(30, 55, server('preprocessing', 20))).toBeLessThan(39);
    expect(shown(0, 10, server('value', 80))).toBe(10);
    expect(shown(0, 10, server('value', 80), 2000)).toBe(80);
    expect(shown(0, 90, null, 10_000)).toBe(90);
    // Past its target it creeps toward the next step, never onto it, and never goes back.
    const creeping = shown(80, 40, server('value', 80), 1000);
    expect(creeping).toBeGreaterThan(80);
    expect(creeping).toBeLessThan(89);
    expect(shown(70, 10, server('preprocessing', 20))).toBe(70);
    let p = 80;
    for (let i = 0; i < 400; i += 1) p = shown(p, 0, server('value', 80));
    expect(p).toBeGreaterThan(78);
    expect(p).toBeLessThan(89);
    // No time passed (a poll's answer): nothing moves.
    expect(shown(20, 90, server('value', 80), 0)).toBe(20);
  });

  it('reads the answer of the analysis calls in the shapes of spec 2 §7.3, else the contract text', () => {
    const result = { analysisId: 'a1', confidence: 0.8, fields: {}, suggestedImprovements: [] };
    expect(aiResultFromAnswer({ success: true, result })).toBe(result);
    expect(aiResultFromAnswer({ results: { analysis: result } })).toBe(result);
    expect(aiResultFromAnswer(result)).toBe(result);
    for (const bad of [
      null,
      'ok',
      { success: true },
      { result: { ...result, fields: [] } },
      {
        result: { ...result, fields: { brand: { value: 'Trek' } } },
      },
    ])
      expect(() => aiResultFromAnswer(bad)).toThrow(
        'Invalid response format from AI analysis endpoint',
      );
    expect(aiFailureMessage(new AiResponseFormatError())).toBe(
      'Invalid response format from AI analysis endpoint',
    );
  });

  it("tells a refused file from a refused upload, in the server's words (issue 24 item 2)", () => {
    const failure = (status: number, message: string) =>
      Object.assign(new Error(message), { status });
    expect(aiUploadFileRefusal(failure(415, 'x.jpg is not an image'))).toEqual({
      title: 'Invalid file type',
      message: 'x.jpg is not an image',
    });
    expect(aiUploadFileRefusal(failure(413, 'big.jpg is too large (max 10MB)'))).toEqual({
      title: 'File too large',
      message: 'big.jpg is too large (max 10MB)',
    });
    const maintenance = failure(503, 'AI analysis is under maintenance.');
    expect(aiUploadFileRefusal(maintenance)).toBeNull();
    expect(aiUploadFailureMessage(maintenance)).toBe('AI analysis is under maintenance.');
    expect(aiUploadFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to upload images. Please try again.',
    );
  });

  it('names the step under way and raises taking longer after 15 s', () => {
    expect(aiProgressStepLabel(0)).toBe('Preprocessing photos');
    expect(aiProgressStepLabel(45)).toBe('Analysing components');
    expect(aiProgressStepLabel(90)).toBe('Finalising');
    expect(aiProgressStepLabel(100)).toBe('Complete');
    expect(isTakingLonger(14_999)).toBe(false);
    expect(isTakingLonger(15_000)).toBe(true);
  });
});

describe('manual entry (spec 2 §4.4, §8.3)', () => {
  it('is an empty result flagged partialData and skippedAI', () => {
    const r = manualEntryResult(['x']);
    expect(r).toMatchObject({ fields: {}, partialData: true, skippedAI: true, notices: ['x'] });
  });

  it("names a failure by the server's message, else 'AI analysis failed', for §8.3's texts", () => {
    const answered = Object.assign(
      new Error('AI analysis is busy. Please try again in a minute.'),
      {
        status: 429,
      },
    );
    expect(AI_MESSAGES.proceedingToManual(aiFailureMessage(answered))).toBe(
      'AI analysis is busy. Please try again in a minute. Proceeding to manual entry.',
    );
    expect(AI_MESSAGES.tryingAlternative(aiFailureMessage(new TypeError('Failed to fetch')))).toBe(
      'AI analysis failed - trying alternative model...',
    );
  });
});
