/*
 * Autosave of the listing editor (spec 2 §4.3, constants of spec 2 §9).
 *
 * States:
 *   idle        nothing unsaved. A CHANGE whose data differs from the last saved data starts the
 *               debounce; a CHANGE back to the saved data stays here (only-when-changed rule).
 *   debouncing  unsaved data waits until it has been unchanged for `debounce` (2000 ms, §4.3
 *               "runs after the data has been unchanged for 2000 ms"). Each CHANGE restarts the
 *               wait; a change back to the saved data returns to idle; FLUSH saves at once
 *               (leaving the page, submitting for review).
 *   saving      actor saveChanges with the data of this save. CHANGE only records the newer
 *               data: saves never overlap (§4.3), so the newer data is queued and one more save
 *               runs after this one (via debouncing, so it too waits for the typing to stop).
 *   saved       the indicator's "Saved"; returns to idle after `savedIndicator` (2000 ms, §9
 *               "saved indicator returns to idle after 2000 ms").
 *   error       the last save failed ("Autosave failed", §8.2). The unsaved data is kept in
 *               context (an edit typed while offline is not lost) and:
 *     retrying  a retryable failure (network down, 408, 429, 5xx) is retried after
 *               `retryBackoff`: 2 s doubling per consecutive failure, capped at 30 s. The spec
 *               gives no autosave retry rule; this is our decision, the same shape as the
 *               client's other backoffs (spec 1 §9: exponential, capped at 30 s). It retries
 *               for as long as the page is open. CHANGE updates the data the retry will save;
 *               FLUSH (a "retry now" button, the browser's `online` event) retries at once.
 *     stopped   a failure that retrying cannot fix (another 4xx: validation, permission, not
 *               found). It waits for the member: a CHANGE starts a new debounce, FLUSH retries.
 *
 * SAVE_NOW (an explicit Save, submit or leaving the page) saves the given data at once from any
 * state but saving, through the same single save: nothing overlaps. Data equal to the saved data
 * is reported saved without a call. During a save it is queued and marked urgent: the next save
 * starts as soon as the current one ends, without the debounce.
 * Every finished save calls the action reportSaved ({ data }), every failure reportFailed
 * ({ error }): no-ops here, a parent (the listing-editor machine) provides them to follow its
 * explicit saves.
 *
 * RESET (from any state) sets a new baseline: the item was (re)loaded or the id changed. It may
 * carry a `target` (the listing's type and id), passed to every saveChanges from then on.
 * The save itself is the actor saveChanges that the app provides with machine.provide(); the
 * retryable guard can be replaced too. Data is compared by value (keys in any order).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/** spec 2 §9 "Autosave delay 2000 ms; saved indicator returns to idle after 2000 ms". */
export const AUTOSAVE_TIMING = {
  debounceMs: 2000,
  savedIndicatorMs: 2000,
  retryBaseMs: 2000,
  retryMaxMs: 30_000,
} as const;

export interface AutosaveContext {
  /** Data known to be on the server: the loaded item, then each successful save. */
  savedData: unknown;
  /** The newest data from the editor: what should end up on the server. */
  latestData: unknown;
  /** Data of the save in flight (or of the last attempt that failed). */
  savingData: unknown;
  /** Consecutive failed attempts; 0 after a success. Drives the backoff. */
  failures: number;
  /** Message of the last failure, for the indicator. */
  error: string | null;
  /** When the last successful save finished (ms since the epoch). */
  lastSavedAt: number | null;
  /** Where the saves go (e.g. the listing's type and id), from input or RESET. */
  target: unknown;
  /** A SAVE_NOW arrived during a save: the next save starts without the debounce. */
  urgent: boolean;
}

export interface AutosaveInput {
  /** The data as loaded from the server; changes equal to it are not saved. */
  initialData?: unknown;
  target?: unknown;
}

export type AutosaveEvent =
  | { type: 'CHANGE'; data: unknown }
  | { type: 'FLUSH' }
  | { type: 'SAVE_NOW'; data: unknown }
  | { type: 'RESET'; data: unknown; target?: unknown };

export interface SaveChangesInput {
  data: unknown;
  /** 0 for a first attempt, n for the n-th retry. */
  attempt: number;
  /** The target of the last RESET (or the input's). */
  target: unknown;
}

/** Equal by value: key order of objects does not matter, array order does. */
export function sameData(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}

/**
 * A failure is retried unless it is a 4xx answer other than 408 (timeout) and 429 (rate
 * limit): those will fail the same way until the member changes something. Errors without a
 * status (fetch could not reach the server) are retried.
 */
export function isRetryableSaveError(error: unknown): boolean {
  const status =
    error && typeof error === 'object' && 'status' in error ? Number(error.status) : NaN;
  if (!Number.isFinite(status)) return true;
  return status === 408 || status === 429 || status >= 500 || status < 400;
}

/** Backoff before retry number `failures` (1-based): 2 s, 4 s, 8 s, 16 s, then 30 s. */
export function retryDelayMs(failures: number): number {
  const exponent = Math.max(0, failures - 1);
  return Math.min(AUTOSAVE_TIMING.retryBaseMs * 2 ** exponent, AUTOSAVE_TIMING.retryMaxMs);
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return 'Autosave failed';
}

export const autosaveMachine = setup({
  types: {
    context: {} as AutosaveContext,
    events: {} as AutosaveEvent,
    input: {} as AutosaveInput,
  },
  actors: {
    saveChanges: fromPromise<unknown, SaveChangesInput>(async () => {
      throw new Error('autosave machine: provide the "saveChanges" actor with machine.provide()');
    }),
  },
  actions: {
    assignLatest: assign((_, params: { data: unknown }) => ({ latestData: params.data })),
    markUrgent: assign({ urgent: true }),
    startSave: assign(({ context }) => ({ savingData: context.latestData, urgent: false })),
    // Reports to a parent; no-ops here (see the header).
    reportSaved: (_, _params: { data: unknown }) => {},
    reportFailed: (_, _params: { error: unknown }) => {},
    markSaved: assign(({ context }) => ({
      savedData: context.savingData,
      failures: 0,
      error: null,
      lastSavedAt: Date.now(),
    })),
    recordFailure: assign(({ context }, params: { error: unknown }) => ({
      failures: context.failures + 1,
      error: messageOf(params.error),
    })),
    clearError: assign({ failures: 0, error: null }),
    resetBaseline: assign(({ context }, params: { data: unknown; target?: unknown }) => ({
      savedData: params.data,
      latestData: params.data,
      savingData: params.data,
      failures: 0,
      error: null,
      urgent: false,
      target: params.target === undefined ? context.target : params.target,
    })),
  },
  guards: {
    sameAsSaved: ({ context }, params: { data: unknown }) =>
      sameData(params.data, context.savedData),
    hasUnsavedChanges: ({ context }) => !sameData(context.latestData, context.savedData),
    /** After a success: did a CHANGE arrive during the save that it did not include? */
    changedDuringSave: ({ context }) => !sameData(context.latestData, context.savingData),
    urgentChangeDuringSave: ({ context }) =>
      context.urgent && !sameData(context.latestData, context.savingData),
    retryable: (_, params: { error: unknown }) => isRetryableSaveError(params.error),
  },
  delays: {
    debounce: AUTOSAVE_TIMING.debounceMs,
    savedIndicator: AUTOSAVE_TIMING.savedIndicatorMs,
    retryBackoff: ({ context }) => retryDelayMs(context.failures),
  },
}).createMachine({
  id: 'autosave',
  initial: 'idle',
  context: ({ input }) => ({
    savedData: input?.initialData,
    latestData: input?.initialData,
    savingData: input?.initialData,
    failures: 0,
    error: null,
    lastSavedAt: null,
    target: input?.target,
    urgent: false,
  }),
  on: {
    RESET: {
      target: '.idle',
      actions: {
        type: 'resetBaseline',
        params: ({ event }) => ({ data: event.data, target: event.target }),
      },
    },
    // Everywhere but saving (which queues it): save this data now, or report it saved.
    SAVE_NOW: [
      {
        guard: { type: 'sameAsSaved', params: ({ event }) => ({ data: event.data }) },
        target: '.idle',
        actions: [
          { type: 'assignLatest', params: ({ event }) => ({ data: event.data }) },
          'clearError',
          { type: 'reportSaved', params: ({ event }) => ({ data: event.data }) },
        ],
      },
      {
        target: '.saving',
        actions: { type: 'assignLatest', params: ({ event }) => ({ data: event.data }) },
      },
    ],
  },
  states: {
    idle: {
      on: {
        CHANGE: [
          {
            guard: { type: 'sameAsSaved', params: ({ event }) => ({ data: event.data }) },
            actions: { type: 'assignLatest', params: ({ event }) => ({ data: event.data }) },
          },
          {
            target: 'debouncing',
            actions: { type: 'assignLatest', params: ({ event }) => ({ data: event.data }) },
          },
        ],
      },
    },

    debouncing: {
      after: { debounce: 'saving' },
      on: {
        CHANGE: [
          {
            guard: { type: 'sameAsSaved', params: ({ event }) => ({ data: event.data }) },
            target: 'idle',
            actions: { type: 'assignLatest', params: ({ event }) => ({ data: event.data }) },
          },
          {
            // Re-entering restarts the debounce timer: 2 s after the *last* change.
            target: 'debouncing',
            reenter: true,
            actions: { type: 'assignLatest', params: ({ event }) => ({ data: event.data }) },
          },
        ],
        FLUSH: 'saving',
      },
    },

    saving: {
      entry: 'startSave',
      invoke: {
        id: 'saveChanges',
        src: 'saveChanges',
        input: ({ context }) => ({
          data: context.savingData,
          attempt: context.failures,
          target: context.target,
        }),
        onDone: [
          {
            guard: 'urgentChangeDuringSave',
            target: 'saving',
            reenter: true,
            actions: [
              'markSaved',
              { type: 'reportSaved', params: ({ context }) => ({ data: context.savedData }) },
            ],
          },
          {
            guard: 'changedDuringSave',
            target: 'debouncing',
            actions: [
              'markSaved',
              { type: 'reportSaved', params: ({ context }) => ({ data: context.savedData }) },
            ],
          },
          {
            target: 'saved',
            actions: [
              'markSaved',
              { type: 'reportSaved', params: ({ context }) => ({ data: context.savedData }) },
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'retryable', params: ({ event }) => ({ error: event.error }) },
            target: 'error.retrying',
            actions: [
              { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'reportFailed', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'error.stopped',
            actions: [
              { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'reportFailed', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
      on: {
        // Queued, never a second save in parallel.
        CHANGE: {
          actions: { type: 'assignLatest', params: ({ event }) => ({ data: event.data }) },
        },
        SAVE_NOW: {
          actions: [
            { type: 'assignLatest', params: ({ event }) => ({ data: event.data }) },
            'markUrgent',
          ],
        },
      },
    },

    saved: {
      after: { savedIndicator: 'idle' },
      on: {
        CHANGE: [
          {
            guard: { type: 'sameAsSaved', params: ({ event }) => ({ data: event.data }) },
            actions: { type: 'assignLatest', params: ({ event }) => ({ data: event.data }) },
          },
          {
            target: 'debouncing',
            actions: { type: 'assignLatest', params: ({ event }) => ({ data: event.data }) },
          },
        ],
      },
    },

    error: {
      initial: 'retrying',
      states: {
        retrying: {
          after: {
            retryBackoff: [
              { guard: 'hasUnsavedChanges', target: '#autosave.saving' },
              // The member undid the unsaved edits while we waited: nothing left to save.
              { target: '#autosave.idle', actions: 'clearError' },
            ],
          },
          on: {
            CHANGE: {
              actions: { type: 'assignLatest', params: ({ event }) => ({ data: event.data }) },
            },
            FLUSH: '#autosave.saving',
          },
        },
        stopped: {
          on: {
            CHANGE: [
              {
                guard: { type: 'sameAsSaved', params: ({ event }) => ({ data: event.data }) },
                target: '#autosave.idle',
                actions: [
                  { type: 'assignLatest', params: ({ event }) => ({ data: event.data }) },
                  'clearError',
                ],
              },
              {
                target: '#autosave.debouncing',
                actions: { type: 'assignLatest', params: ({ event }) => ({ data: event.data }) },
              },
            ],
            FLUSH: '#autosave.saving',
          },
        },
      },
    },
  },
});

export type AutosaveMachine = typeof autosaveMachine;

/** The four indicator states of spec 2 §4.3. */
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** What the editor page shows; structurally the ui's `AutosaveIndicatorState`. */
export interface AutosaveView {
  status: AutosaveStatus;
  /** Edits not yet on the server (waiting for the debounce, a queued save, or a retry). */
  hasUnsavedChanges: boolean;
  /** A failed save will be retried by itself ("changes kept, retrying"). */
  retrying: boolean;
  /** Consecutive failures; 0 when the last save succeeded. */
  failures: number;
  error: string | null;
  lastSavedAt: number | null;
}

/** Maps a snapshot to the indicator: debouncing shows as idle with unsaved changes. */
export function autosaveView(snapshot: SnapshotFrom<AutosaveMachine>): AutosaveView {
  const { context } = snapshot;
  const status: AutosaveStatus = snapshot.matches('saving')
    ? 'saving'
    : snapshot.matches('saved')
      ? 'saved'
      : snapshot.matches('error')
        ? 'error'
        : 'idle';
  return {
    status,
    hasUnsavedChanges: !sameData(context.latestData, context.savedData),
    retrying: snapshot.matches({ error: 'retrying' }),
    failures: context.failures,
    error: context.error,
    lastSavedAt: context.lastSavedAt,
  };
}
