/*
 * The analysis phase's progress (spec 2 §2.4, §4.4, §9; openapi aiAnalysisProgress): the bar's
 * percentage, the step, the seconds remaining, the five-item checklist at 10/30/50/70/85 % and
 * 'Taking longer than expected?' after 15 s. The server's real phases drive it; a clock moves
 * the bar between polls along the schedule of §4.4 (2, 3, 3, 2, 1 s), held below the step the
 * server has not begun; a step the server reports is run to in about a second (no jump), a phase
 * that lasts longer than the schedule creeps on toward the next step (no stall), and the shown
 * percentage never goes back (domain aiDisplayedPercent).
 *
 * States:
 *   running (parallel)
 *     clock       every `tick` (250 ms): elapsed time grows (running time only once the server
 *                 is past `queued`), the shown percentage is worked out again.
 *     server
 *       checking     with a progressId → fetching; without one → unavailable.
 *       fetching     the actor fetchProgress (provided by the app: GET
 *                    /ai/analysis-progress/{id}) answers the phase. complete → complete;
 *                    failed → failed; else → waiting with the phase kept. A 404 (another
 *                    process runs the analysis, or it is not registered yet twice in a row)
 *                    → unavailable; any other failure → waiting (the next poll may answer).
 *       waiting      `poll` (1 s, the contract's "about once a second") → fetching.
 *       unavailable  the clock alone moves the bar, up to 90 %.
 *     DONE (the analysis call answered) → complete; FAIL (it failed) → failed.
 *   complete   final: 100 %.
 *   failed     final: the bar stays where it was.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  aiDisplayedPercent,
  aiProgressChecklist,
  aiProgressStepLabel,
  aiSecondsRemaining,
  aiSimulatedPercent,
  isTakingLonger,
  AI_PROGRESS_LABELS,
  type AiPhase,
} from '@pedalswap/domain/ai';

export const AI_PROGRESS_TIMING = {
  tickMs: 250,
  pollMs: 1000,
  /** A fresh progress id may be polled before the analysis call registered it: one 404 waits. */
  notFoundTolerance: 1,
} as const;

/** What aiAnalysisProgress answers. */
export interface AiProgressAnswer {
  phase: AiPhase;
  percent: number;
  queuePosition: number;
  elapsedMs: number;
  analysisId?: string | null;
}

export interface AiAnalysisProgressInput {
  /** The id the analysis call was started with; null: no server progress, the clock alone. */
  progressId: string | null;
}

export interface AiAnalysisProgressContext {
  progressId: string | null;
  /** Time since the analysis started (the 'taking longer' clock). */
  elapsedMs: number;
  /** Time the analysis has been running, past the queue (the simulation's clock). */
  runningMs: number;
  /** The server's last answer. */
  server: { phase: AiPhase; percent: number } | null;
  queuePosition: number;
  /** The percentage shown: never lower than before. */
  percent: number;
  notFound: number;
}

export type AiAnalysisProgressEvent = { type: 'DONE' } | { type: 'FAIL' };

const statusOf = (error: unknown) =>
  error && typeof error === 'object' && 'status' in error ? Number(error.status) : NaN;

export const aiAnalysisProgressMachine = setup({
  types: {
    context: {} as AiAnalysisProgressContext,
    events: {} as AiAnalysisProgressEvent,
    input: {} as AiAnalysisProgressInput,
  },
  actors: {
    fetchProgress: fromPromise<AiProgressAnswer, { progressId: string }>(async () => {
      throw new Error('ai-analysis-progress: provide the "fetchProgress" actor');
    }),
  },
  delays: {
    tick: AI_PROGRESS_TIMING.tickMs,
    poll: AI_PROGRESS_TIMING.pollMs,
  },
  guards: {
    hasProgressId: ({ context }) => context.progressId !== null,
    serverComplete: (_, params: { answer: AiProgressAnswer }) => params.answer.phase === 'complete',
    serverFailed: (_, params: { answer: AiProgressAnswer }) => params.answer.phase === 'failed',
    notFoundAgain: ({ context }, params: { error: unknown }) =>
      statusOf(params.error) === 404 && context.notFound >= AI_PROGRESS_TIMING.notFoundTolerance,
    notFound: (_, params: { error: unknown }) => statusOf(params.error) === 404,
  },
  actions: {
    tick: assign(({ context }) => {
      const queued = context.server?.phase === 'queued';
      const runningMs = context.runningMs + (queued ? 0 : AI_PROGRESS_TIMING.tickMs);
      return {
        elapsedMs: context.elapsedMs + AI_PROGRESS_TIMING.tickMs,
        runningMs,
        percent: aiDisplayedPercent({
          shown: context.percent,
          simulated: aiSimulatedPercent(runningMs),
          server: context.server,
          ms: AI_PROGRESS_TIMING.tickMs,
        }),
      };
    }),
    // The bar runs to the answer's step on the next ticks (no jump: issue 24).
    keepAnswer: assign((_, params: { answer: AiProgressAnswer }) => ({
      server: { phase: params.answer.phase, percent: params.answer.percent },
      queuePosition: params.answer.queuePosition,
      notFound: 0,
    })),
    countNotFound: assign({ notFound: ({ context }) => context.notFound + 1 }),
    // Without the server the clock alone moves the bar (its ceiling is the simulation's).
    forgetServer: assign({ server: null }),
    finish: assign({ percent: 100, queuePosition: 0 }),
  },
}).createMachine({
  id: 'aiAnalysisProgress',
  context: ({ input }) => ({
    progressId: input.progressId,
    elapsedMs: 0,
    runningMs: 0,
    server: null,
    queuePosition: 0,
    percent: 0,
    notFound: 0,
  }),
  initial: 'running',
  states: {
    running: {
      type: 'parallel',
      on: { DONE: 'complete', FAIL: 'failed' },
      states: {
        clock: {
          initial: 'ticking',
          states: {
            ticking: { after: { tick: { target: 'ticking', reenter: true, actions: 'tick' } } },
          },
        },
        server: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'hasProgressId', target: 'fetching' }, { target: 'unavailable' }],
            },
            fetching: {
              invoke: {
                id: 'fetchProgress',
                src: 'fetchProgress',
                input: ({ context }) => ({ progressId: context.progressId! }),
                onDone: [
                  {
                    guard: {
                      type: 'serverComplete',
                      params: ({ event }) => ({ answer: event.output }),
                    },
                    target: '#aiAnalysisProgress.complete',
                  },
                  {
                    guard: {
                      type: 'serverFailed',
                      params: ({ event }) => ({ answer: event.output }),
                    },
                    target: '#aiAnalysisProgress.failed',
                  },
                  {
                    target: 'waiting',
                    actions: {
                      type: 'keepAnswer',
                      params: ({ event }) => ({ answer: event.output }),
                    },
                  },
                ],
                onError: [
                  {
                    guard: {
                      type: 'notFoundAgain',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: 'unavailable',
                    actions: 'forgetServer',
                  },
                  {
                    guard: { type: 'notFound', params: ({ event }) => ({ error: event.error }) },
                    target: 'waiting',
                    actions: 'countNotFound',
                  },
                  { target: 'waiting' },
                ],
              },
            },
            waiting: { after: { poll: 'fetching' } },
            unavailable: {},
          },
        },
      },
    },
    complete: { type: 'final', entry: 'finish' },
    failed: { type: 'final' },
  },
});

export type AiAnalysisProgressMachine = typeof aiAnalysisProgressMachine;
export type AiAnalysisProgressSnapshot = SnapshotFrom<AiAnalysisProgressMachine>;

/** What the analysis phase shows (spec 2 §2.4). */
export interface AiAnalysisProgressView {
  status: 'running' | 'complete' | 'failed';
  percent: number;
  /** The step under way, or the queue while waiting for a slot. */
  step: string;
  secondsRemaining: number;
  checklist: { label: string; done: boolean }[];
  /** 'Taking longer than expected?' is shown. */
  takingLonger: boolean;
  queuePosition: number;
}

export function aiAnalysisProgressView(
  snapshot: AiAnalysisProgressSnapshot,
): AiAnalysisProgressView {
  const c = snapshot.context;
  const status = snapshot.matches('complete')
    ? 'complete'
    : snapshot.matches('failed')
      ? 'failed'
      : 'running';
  const queued = status === 'running' && c.server?.phase === 'queued' && c.queuePosition > 0;
  const percent = Math.floor(c.percent);
  return {
    status,
    percent,
    step: queued
      ? AI_PROGRESS_LABELS.queued(c.queuePosition)
      : percent === 0 && status === 'running'
        ? AI_PROGRESS_LABELS.starting
        : aiProgressStepLabel(percent),
    secondsRemaining: status === 'running' ? aiSecondsRemaining(percent) : 0,
    checklist: aiProgressChecklist(percent),
    takingLonger: status === 'running' && isTakingLonger(c.elapsedMs),
    queuePosition: queued ? c.queuePosition : 0,
  };
}
