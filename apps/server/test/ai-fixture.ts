// Test seams of the AI area: multipart bodies, plain test photos, and a local stand-in for
// Anthropic's Messages API (reached through ANTHROPIC_BASE_URL like a proxy would be), scripted
// per test, that records every request it was sent.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body, built by hand so the test controls every byte. */
export function multipart(parts: Part[]) {
  const boundary = `----pedalswap${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.contentType ? `Content-Type: ${p.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(typeof p.data === 'string' ? Buffer.from(p.data) : p.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs `parts` as multipart/form-data to `url` of `app`, signed in with `token`. */
export function postMultipart(app: FastifyInstance, url: string, token: string, parts: Part[]) {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
}

/** A small plain photo; `seed` changes its colour (and so its content hash). */
export function photo(seed: number, size = { width: 160, height: 120 }): Promise<Buffer> {
  return sharp({
    create: {
      ...size,
      channels: 3,
      background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 31) % 256 },
    },
  })
    .jpeg()
    .toBuffer();
}

export const imagePart = (data: Buffer, filename = 'bike.jpg'): Part => ({
  name: 'images',
  filename,
  contentType: 'image/jpeg',
  data,
});

/** A complete, valid structured answer of the model. */
export function bikeAnswer(overrides: Record<string, unknown> = {}) {
  const f = (value: unknown, confidence: number) => ({ value, confidence });
  return {
    brand: f('Trek', 0.93),
    model: f('Domane SL 5', 0.81),
    year: f(2021, 0.55),
    type: f('road', 0.9),
    frameSize: f(null, 0),
    condition: f('good', 0.7),
    color: f('red', 0.85),
    title: f('Trek Domane SL 5 road bike', 0.8),
    description: f('A red Trek Domane endurance road bike in good condition.', 0.75),
    estimatedValueMin: f(1200, 0.5),
    estimatedValueMax: f(1600, 0.5),
    components: f(['Groupset: Shimano 105', 'Wheels: Bontrager Paradigm'], 0.65),
    ...overrides,
  };
}

export interface StandInReply {
  status?: number;
  /** Milliseconds before answering (a time-out test). */
  delayMs?: number;
  /** The answer's body; default: a message with `text` as its only content block. */
  body?: unknown;
  text?: string;
  stopReason?: string;
  usage?: Partial<
    Record<
      'input_tokens' | 'output_tokens' | 'cache_creation_input_tokens' | 'cache_read_input_tokens',
      number
    >
  >;
}

export interface StandIn {
  url: string;
  requests: { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  /** Replies in order; when empty, every request gets a valid answer. */
  replies: StandInReply[];
  close(): Promise<void>;
}

export async function startMessagesStandIn(): Promise<StandIn> {
  const standIn: Omit<StandIn, 'url' | 'close'> = { requests: [], replies: [] };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<
        string,
        unknown
      >;
      standIn.requests.push({ path: req.url ?? '', headers: req.headers, body });
      const reply = standIn.replies.shift() ?? {};
      const answer = () => {
        if (res.destroyed) return;
        const status = reply.status ?? 200;
        const payload =
          reply.body ??
          (status === 200
            ? {
                id: `msg_${standIn.requests.length}`,
                type: 'message',
                role: 'assistant',
                model: body.model,
                content: [{ type: 'text', text: reply.text ?? JSON.stringify(bikeAnswer()) }],
                stop_reason: reply.stopReason ?? 'end_turn',
                stop_sequence: null,
                usage: {
                  input_tokens: 1500,
                  output_tokens: 400,
                  cache_creation_input_tokens: 0,
                  cache_read_input_tokens: 0,
                  ...reply.usage,
                },
              }
            : {
                type: 'error',
                error: {
                  type: status === 529 ? 'overloaded_error' : 'api_error',
                  message: 'stand-in failure',
                },
              });
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (reply.delayMs) setTimeout(answer, reply.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...standIn,
    get requests() {
      return standIn.requests;
    },
    get replies() {
      return standIn.replies;
    },
    set replies(r) {
      standIn.replies = r;
    },
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  } as StandIn;
}
