import { describe, expect, it } from 'vitest';
import { followItemEvents } from './item-live-refresh.ts';

/** A scripted stream: each connect takes the next step (open then end, or fail). */
function script(steps: Array<'open-then-end' | 'fail'>, controller: AbortController) {
  const log: string[] = [];
  let n = 0;
  return {
    log,
    options: {
      signal: controller.signal,
      connect: async (onOpen: () => void) => {
        const step = steps[n++];
        log.push(`connect ${n}`);
        if (step === undefined) {
          controller.abort(); // the page closes
          return;
        }
        if (step === 'fail') throw new Error('refused');
        onOpen();
      },
      onReopen: () => log.push('refresh'),
      sleep: async (ms: number) => void log.push(`wait ${ms}`),
    },
  };
}

describe('the item page stream', () => {
  it('reconnects after a drop, backing off 1 s doubling, and refreshes the page on reopening', async () => {
    const controller = new AbortController();
    const { log, options } = script(['open-then-end', 'fail', 'fail', 'open-then-end'], controller);
    await followItemEvents(options);
    expect(log).toEqual([
      'connect 1',
      'wait 1000',
      'connect 2',
      'wait 2000',
      'connect 3',
      'wait 4000',
      'connect 4',
      'refresh',
      // an open stream resets the count: the next wait is 1 s again
      'wait 1000',
      'connect 5',
    ]);
  });

  it('gives up after 5 failed attempts in a row (the offers list still polls)', async () => {
    const controller = new AbortController();
    const { log, options } = script(Array(10).fill('fail'), controller);
    await followItemEvents(options);
    expect(log.filter((l) => l.startsWith('connect'))).toHaveLength(6);
    expect(log.filter((l) => l.startsWith('wait'))).toEqual([
      'wait 1000',
      'wait 2000',
      'wait 4000',
      'wait 8000',
      'wait 16000',
    ]);
    expect(controller.signal.aborted).toBe(false);
  });

  it('stops at once when the page closes', async () => {
    const controller = new AbortController();
    controller.abort();
    const { log, options } = script(['open-then-end'], controller);
    await followItemEvents(options);
    expect(log).toEqual([]);
  });
});
