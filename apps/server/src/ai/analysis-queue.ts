// Analyses waiting for a free slot: at most `concurrency` run at once per process (the hosted
// model's rate and the two cores' OCR both want a bound), the others in `priority` order (1 is
// the highest, spec 3 §7.4) and, within a priority, in arrival order.
export interface QueuedJob {
  priority: number;
  /** Told the job's place in the queue (0: running) whenever it changes. */
  onPosition?: (position: number) => void;
}

export function createAnalysisQueue(concurrency: number) {
  let running = 0;
  let seq = 0;
  const waiting: { priority: number; seq: number; start: () => void; job: QueuedJob }[] = [];

  function announce() {
    waiting.forEach((w, i) => w.job.onPosition?.(i + 1));
  }

  function next() {
    if (running >= concurrency) return;
    const head = waiting.shift();
    if (!head) return;
    running += 1;
    head.start();
    announce();
  }

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(job: QueuedJob, task: () => Promise<T>): Promise<T> {
      await new Promise<void>((start) => {
        waiting.push({ priority: job.priority, seq: (seq += 1), start, job });
        waiting.sort((a, b) => a.priority - b.priority || a.seq - b.seq);
        announce();
        next();
      });
      job.onPosition?.(0);
      try {
        return await task();
      } finally {
        running -= 1;
        next();
      }
    },
  };
}
export type AnalysisQueue = ReturnType<typeof createAnalysisQueue>;
