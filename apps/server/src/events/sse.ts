// Server-sent events, written by hand rather than with @fastify/sse: a stream is a few lines of
// text framing over reply.raw, and owning it keeps three things explicit that the chat relies on:
// the heartbeat (proxies drop a silent connection), an `id` on every event (the browser sends
// the last one back as Last-Event-ID when it reconnects) and the replay of what was missed,
// which only the caller can know (the chat from its messages table; NOTIFY never replays).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RATE_LIMITS } from '@pedalswap/domain';

/** Spec 2 §6 (chat): proxies and load balancers commonly cut connections idle for 30-60 s. */
export const SSE_HEARTBEAT_MS = 25_000;

export interface SseEvent {
  /** Required: it is what the client sends back as Last-Event-ID. */
  id: string;
  event: string;
  /** Serialised as JSON on one `data:` line. */
  data: unknown;
}

export interface SseStream {
  send(event: SseEvent): void;
  /**
   * Sets the client's last event id without an event: a frame with an id and no data, which
   * EventSource keeps (and sends back as Last-Event-ID) while dispatching nothing.
   */
  mark(id: string): void;
  close(): void;
  readonly closed: boolean;
  /** Called once when the client goes away or the stream is closed. */
  onClose(fn: () => void): void;
}

export interface SseOptions {
  /**
   * On a reconnect (a Last-Event-ID header, or `lastEventId` in the query for clients that
   * cannot set headers): send what came after that id. Runs before live events are taken.
   */
  replay?: (lastEventId: string, stream: SseStream) => Promise<void> | void;
  heartbeatMs?: number;
  /**
   * The heartbeat as an event rather than a comment line, for streams whose clients watch for
   * it (the chat's `heartbeat` type, spec 2 §4.5).
   */
  heartbeat?: () => SseEvent;
}

const line = (value: string) => value.replace(/[\r\n]+/g, ' ');

export function formatSseEvent(event: SseEvent): string {
  return `id: ${line(event.id)}\nevent: ${line(event.event)}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

function lastEventIdOf(request: FastifyRequest): string | null {
  const header = request.headers['last-event-id'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const query = (request.query as Record<string, unknown> | undefined)?.lastEventId;
  const id = fromHeader ?? (typeof query === 'string' ? query : undefined);
  return id ? id : null;
}

/**
 * How often the open streams' device sessions are checked (watchSessions). A stream is one
 * request that lasts for hours, so the auth hook's check at its start is not enough: a session
 * ended by logout, a revoked device, "sign out everywhere", a password change, an account
 * deleted or suspended must end its streams too. One query per process per period for all of
 * its streams, whatever ended the session and on whichever process (the session table is the
 * truth, not an event a process may miss).
 */
export const SSE_SESSION_CHECK_MS = 5_000;

/** The live ones among these device sessions (the auth area answers). */
export type LiveSessions = (sessionIds: readonly string[]) => Promise<ReadonlySet<string>>;

const userOf = (request: FastifyRequest) =>
  (request as { user?: { id?: unknown; sessionId?: unknown } | null }).user;
const sessionIdOf = (request: FastifyRequest): string | null => {
  const sessionId = userOf(request)?.sessionId;
  return typeof sessionId === 'string' ? sessionId : null;
};
const memberIdOf = (request: FastifyRequest): string | null => {
  const id = userOf(request)?.id;
  return typeof id === 'string' ? id : null;
};

/**
 * The open streams of one app, so closing the app ends them instead of waiting on them.
 * `maxPerMember`: past it, a member's new stream ends their oldest (issue 25 items 10 and 11: one member
 * held 794 streams). Ending rather than refusing keeps the tab in front working; the old one's
 * EventSource reconnects only if its page is still open, and then ends another.
 */
export function createSseHub({ maxPerMember = RATE_LIMITS.openStreamsPerMember } = {}) {
  const open = new Set<SseStream>();
  /** Each signed-in member's open streams, oldest first. */
  const byMember = new Map<string, SseStream[]>();
  /** The device session each signed-in stream was opened with. */
  const sessionOf = new Map<SseStream, string>();
  /** Each open stream's response, for closeAll's reconnect hint. */
  const rawOf = new WeakMap<SseStream, FastifyReply['raw']>();
  let liveSessions: LiveSessions | null = null;

  /** Ends the streams whose device session is no longer live; returns how many ended. */
  async function checkSessions(): Promise<number> {
    if (!liveSessions || sessionOf.size === 0) return 0;
    const ids = [...new Set(sessionOf.values())];
    const live = await liveSessions(ids);
    let ended = 0;
    for (const [stream, sessionId] of [...sessionOf]) {
      if (live.has(sessionId)) continue;
      stream.close();
      ended += 1;
    }
    return ended;
  }

  /**
   * Takes the reply over and opens the stream; the route's handler returns right after. Headers
   * already set on the reply by hooks (security, CORS) are kept.
   */
  async function openStream(
    request: FastifyRequest,
    reply: FastifyReply,
    options: SseOptions = {},
  ): Promise<SseStream> {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx would otherwise buffer the stream.
      'x-accel-buffering': 'no',
    });
    let closed = false;
    const closers: (() => void)[] = [];
    const stream: SseStream = {
      get closed() {
        return closed;
      },
      send(event) {
        if (!closed) raw.write(formatSseEvent(event));
      },
      mark(id) {
        if (!closed) raw.write(`id: ${line(id)}\n\n`);
      },
      close() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        open.delete(stream);
        sessionOf.delete(stream);
        for (const fn of closers.splice(0)) fn();
        raw.end();
      },
      onClose(fn) {
        if (closed) fn();
        else closers.push(fn);
      },
    };
    // A comment line: keeps the connection alive without touching the client's Last-Event-ID.
    const heartbeat = setInterval(
      () => raw.write(options.heartbeat ? formatSseEvent(options.heartbeat()) : ': heartbeat\n\n'),
      options.heartbeatMs ?? SSE_HEARTBEAT_MS,
    );
    heartbeat.unref();
    raw.on('close', () => stream.close());
    open.add(stream);
    rawOf.set(stream, raw);
    const memberId = memberIdOf(request);
    if (memberId) {
      const mine = byMember.get(memberId) ?? [];
      byMember.set(memberId, mine);
      mine.push(stream);
      stream.onClose(() => {
        mine.splice(mine.indexOf(stream), 1);
        if (mine.length === 0 && byMember.get(memberId) === mine) byMember.delete(memberId);
      });
      while (mine.length > maxPerMember) mine[0]!.close();
    }
    const sessionId = sessionIdOf(request);
    if (sessionId) sessionOf.set(stream, sessionId);
    // Sent at once so the client sees the stream open even when there is nothing to replay.
    raw.write(': open\n\n');
    const lastEventId = lastEventIdOf(request);
    if (lastEventId && options.replay) await options.replay(lastEventId, stream);
    return stream;
  }

  return {
    open: openStream,
    /**
     * Checks the open streams' sessions every `everyMs` (SSE_SESSION_CHECK_MS) and ends those
     * whose session ended; returns the function that stops checking.
     */
    watchSessions(
      live: LiveSessions,
      onError: (err: unknown) => void,
      everyMs: number = SSE_SESSION_CHECK_MS,
    ): () => void {
      liveSessions = live;
      const timer = setInterval(() => void checkSessions().catch(onError), everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
    /** One check now (tests; the timer of watchSessions runs the same). */
    checkSessions,
    /** The streams open now (metrics). */
    get size() {
      return open.size;
    },
    /**
     * Ends every stream. With `retryMs` (a graceful shutdown) each is first told to reconnect
     * after that long (the SSE `retry:` field), which behind a load balancer lands on another
     * process, where its Last-Event-ID replays what it missed.
     */
    closeAll(retryMs?: number) {
      for (const stream of [...open]) {
        if (retryMs !== undefined && !stream.closed)
          rawOf.get(stream)?.write(`retry: ${retryMs}\n\n`);
        stream.close();
      }
    },
  };
}

export type SseHub = ReturnType<typeof createSseHub>;
