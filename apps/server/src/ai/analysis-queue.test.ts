// The analysis queue: never more than `concurrency` at once; the waiting run by priority (1
// first), then arrival; each job is told its place while it waits.
import { describe, expect, it } from 'vitest';
import { createAnalysisQueue } from './analysis-queue.ts';

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
};

describe('analysis queue', () => {
  it('runs at most `concurrency` jobs and the waiting ones by priority, then arrival', async () => {
    const queue = createAnalysisQueue(1);
    const order: string[] = [];
    const first = gate();
    const positions: number[] = [];
    const running = queue.run({ priority: 5 }, async () => {
      order.push('first');
      await first.opened;
    });
    const jobs = [
      queue.run({ priority: 3 }, async () => void order.push('p3-a')),
      queue.run(
        { priority: 10, onPosition: (p) => positions.push(p) },
        async () => void order.push('p10'),
      ),
      queue.run({ priority: 1 }, async () => void order.push('p1')),
      queue.run({ priority: 3 }, async () => void order.push('p3-b')),
    ];
    await Promise.resolve();
    expect(queue.running).toBe(1);
    expect(queue.waiting).toBe(4);
    first.open();
    await Promise.all([running, ...jobs]);
    expect(order).toEqual(['first', 'p1', 'p3-a', 'p3-b', 'p10']);
    // The low-priority job was told it moved back as more urgent work arrived, then ran.
    expect(positions[0]).toBe(2);
    expect(Math.max(...positions)).toBe(4);
    expect(positions.at(-1)).toBe(0);
  });

  it('frees the slot when a job fails', async () => {
    const queue = createAnalysisQueue(1);
    await expect(
      queue.run({ priority: 1 }, () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    await expect(queue.run({ priority: 1 }, async () => 'ok')).resolves.toBe('ok');
    expect(queue.running).toBe(0);
  });
});
