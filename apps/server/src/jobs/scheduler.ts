// Background work on an interval inside the server process (docs/architecture.md, "Jobs,
// storage, mail"). Every job must be safe to run on several processes at once (row locks / SKIP
// LOCKED), because each server process behind a load balancer runs its own scheduler. Within one
// process a job never overlaps itself: a tick that finds the previous run still going is skipped.

export interface Job {
  name: string;
  intervalMs: number;
  run(now: Date): Promise<unknown>;
}

export interface SchedulerLog {
  error(obj: object, msg: string): void;
  debug?(obj: object, msg: string): void;
}

export interface Scheduler {
  /** Stops the timers and waits for runs in progress. */
  stop(): Promise<void>;
  /** Runs one job now (the same non-overlap rule); for tests and the CLI. */
  runNow(name: string): Promise<void>;
}

/** Told of every run as it ends (the metrics' job series). */
export type ObserveRun = (job: string, outcome: 'ok' | 'failed', seconds: number) => void;

export function startScheduler(
  jobs: Job[],
  log: SchedulerLog,
  clock: () => Date = () => new Date(),
  observe: ObserveRun = () => {},
): Scheduler {
  const running = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const tick = (job: Job): Promise<void> => {
    const inFlight = running.get(job.name);
    if (inFlight) return inFlight;
    const run = (async () => {
      const started = performance.now();
      try {
        await job.run(clock());
        observe(job.name, 'ok', (performance.now() - started) / 1000);
      } catch (err) {
        log.error({ err, job: job.name }, 'background job failed');
        observe(job.name, 'failed', (performance.now() - started) / 1000);
      } finally {
        running.delete(job.name);
      }
    })();
    running.set(job.name, run);
    return run;
  };

  for (const job of jobs) {
    const timer = setInterval(() => {
      if (!stopped) void tick(job);
    }, job.intervalMs);
    timer.unref(); // never keeps the process alive on its own
    timers.push(timer);
  }

  return {
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await Promise.all([...running.values()]);
    },
    async runNow(name) {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`No background job named "${name}"`);
      await tick(job);
    },
  };
}
