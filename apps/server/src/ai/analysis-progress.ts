// The real phases of running analyses, for the client to poll (GET /ai/analysis-progress/{id}):
// the client names an analysis with a progressId of its own before it starts it, because the
// analysis call answers only at the end. Kept in this process' memory for 10 minutes: a poll
// reaches the process running the analysis when the load balancer keeps a member on one process
// (sticky sessions); elsewhere the poll answers 404 and the client falls back to its timer.
import { aiPhasePercent, type AiPhase } from '@pedalswap/domain/ai';

const KEEP_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 10_000;

export interface ProgressEntry {
  userId: string;
  phase: AiPhase;
  percent: number;
  queuePosition: number;
  startedAt: Date;
  updatedAt: Date;
  analysisId: string | null;
}

export function createProgressBoard(now: () => number = Date.now) {
  const entries = new Map<string, ProgressEntry>();

  function sweep() {
    const cutoff = now() - KEEP_MS;
    for (const [id, e] of entries) if (e.updatedAt.getTime() < cutoff) entries.delete(id);
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  }

  return {
    start(progressId: string, userId: string): boolean {
      sweep();
      const existing = entries.get(progressId);
      if (existing && existing.userId !== userId) return false;
      const t = new Date(now());
      entries.set(progressId, {
        userId,
        phase: 'queued',
        percent: 0,
        queuePosition: 0,
        startedAt: t,
        updatedAt: t,
        analysisId: null,
      });
      return true;
    },
    update(progressId: string | undefined, change: Partial<Omit<ProgressEntry, 'userId'>>) {
      if (!progressId) return;
      const e = entries.get(progressId);
      if (!e) return;
      Object.assign(e, change, { updatedAt: new Date(now()) });
      if (change.phase)
        e.percent = change.phase === 'failed' ? e.percent : aiPhasePercent(change.phase);
    },
    /** The entry when it is the caller's; another member's progress is not found. */
    get(progressId: string, userId: string): ProgressEntry | null {
      const e = entries.get(progressId);
      return e && e.userId === userId ? e : null;
    },
  };
}
export type ProgressBoard = ReturnType<typeof createProgressBoard>;
