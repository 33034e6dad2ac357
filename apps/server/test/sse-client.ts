// A server-sent events reader over fetch for the stream tests: collects frames and waits for
// the one wanted.
export interface Frame {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/** A server-sent events reader over fetch: collects frames, waits for the one wanted. */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const frames: Frame[] = [];
  let buffer = '';
  let wake = (): void => {};
  const reading = (async () => {
    const decoder = new TextDecoder();
    const reader = res.body!.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame: Frame = {};
          for (const line of buffer.slice(0, end).split('\n')) {
            if (line.startsWith(':')) frame.comment = line.slice(1).trim();
            const m = /^(id|event|data): ?(.*)$/.exec(line);
            if (m) frame[m[1] as 'id' | 'event' | 'data'] = m[2];
          }
          buffer = buffer.slice(end + 2);
          frames.push(frame);
          wake();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    res,
    frames,
    /** Resolves when the server ends the stream (or close() aborts it). */
    ended: reading,
    /** Resolves with the first frame that matches, or fails after timeoutMs. */
    async next(match: (f: Frame) => boolean, timeoutMs = 5_000): Promise<Frame> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = frames.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no matching event within ${timeoutMs} ms: ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, Math.min(left, 100));
        });
      }
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}
