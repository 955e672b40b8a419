import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/api-types.js';
import { said } from '../http/messages.js';
import { frameOnce } from './shared-reads.js';
import type { FeedScope, StatusEvent, StatusFeed } from './status-feed.js';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** How long a client waits before reconnecting (the `retry:` field). */
const RETRY_MS = 2_000;

/** The id a reconnecting client resumes after: its Last-Event-ID header, else none. */
export function lastEventIdOf(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,12}$/.test(value) ? Number(value) : undefined;
}

/**
 * How many streams one process keeps open at most (docs/scaling.md, "Measured"): per token (a
 * customer's, a diner's or a staff member's), per client IP (a restaurant's Wi-Fi holds many
 * phones), and in all, well under the process's file descriptors so ordinary requests always have
 * some. Beyond them a stream is refused with 429 before it takes a descriptor for long.
 */
export interface StreamLimits {
  perToken: number;
  perIp: number;
  total: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = { perToken: 5, perIp: 200, total: 10_000 };

export const streamMessages = {
  tooMany: said(
    'tooManyStreams',
    'Too many live updates are open for you. Please close other tabs and try again',
  ),
} as const;

/** How long a refused stream's client waits before trying again (its Retry-After). */
export const STREAM_RETRY_AFTER_S = 30;

/** The answer to a stream beyond its limits: 429 with Retry-After, nothing held open. */
export function tooManyStreams(reply: FastifyReply) {
  reply.header('retry-after', String(STREAM_RETRY_AFTER_S));
  return { status: 429 as const, body: errorBody('RATE_LIMITED', streamMessages.tooMany) };
}

/** A stream's place among the open ones: given to `openEventStream`, released when it ends. */
export interface StreamTicket {
  readonly release: () => void;
}

/** Open streams, counted against their limits and ended when the server closes. */
export class OpenStreams {
  readonly #ends = new Set<EventStream>();
  readonly #counts = new Map<string, number>();
  #open = 0;

  constructor(readonly limits: StreamLimits = DEFAULT_STREAM_LIMITS) {}

  /** A place for one more stream of this token from this IP, or undefined beyond a limit. */
  admit(ip: string, token: string): StreamTicket | undefined {
    const keys = [`token:${token}`, `ip:${ip}`];
    const [byToken, byIp] = keys.map((key) => this.#counts.get(key) ?? 0) as [number, number];
    if (byToken >= this.limits.perToken || byIp >= this.limits.perIp || this.#open >= this.limits.total)
      return undefined;
    for (const key of keys) this.#counts.set(key, (this.#counts.get(key) ?? 0) + 1);
    this.#open += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.#open -= 1;
        for (const key of keys) {
          const left = (this.#counts.get(key) ?? 1) - 1;
          if (left > 0) this.#counts.set(key, left);
          else this.#counts.delete(key);
        }
      },
    };
  }

  /** Streams open in this process now. */
  get open(): number {
    return this.#open;
  }

  add(stream: EventStream): () => void {
    this.#ends.add(stream);
    return () => this.#ends.delete(stream);
  }

  /** Ends every stream, first writing `farewell` (a `retry:` hint) to each when given. */
  endAll(farewell?: string): void {
    for (const stream of [...this.#ends]) {
      if (farewell) stream.write(farewell);
      stream.end();
    }
  }
}

/** What a stream is told when the process stops: reconnect in a quarter second (elsewhere). */
export const RECONNECT_ELSEWHERE = 'retry: 250\n\n';

/** An open Server-Sent Events answer: write frames to it until it ends. */
export interface EventStream {
  /** Writes one frame (ignored once the stream has ended). */
  write(frame: string): void;
  /** Ends the stream (once): the heartbeat stops and `onEnd` runs. */
  end(): void;
  readonly ended: boolean;
}

/**
 * Takes the answer over as an event stream: the event-stream headers, the client's `retry:`, a
 * heartbeat, and an end when the client goes or the server closes (`onEnd` then unsubscribes).
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  streams: OpenStreams,
  ticket: StreamTicket,
  onEnd: () => void,
): EventStream {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  reply.raw.write(`retry: ${RETRY_MS}\n\n`);
  const heartbeat = setInterval(() => reply.raw.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  let ended = false;
  const stream: EventStream = {
    write: (frame) => {
      if (!ended) reply.raw.write(frame);
    },
    end: () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      onEnd();
      forget();
      ticket.release();
      reply.raw.end();
    },
    get ended() {
      return ended;
    },
  };
  const forget = streams.add(stream);
  request.raw.on('close', stream.end);
  return stream;
}

/** The `status` frame of an event for one kind of stream, one function per `toData` (so built once). */
const framers = new WeakMap<(event: StatusEvent) => unknown, (event: StatusEvent) => string>();
function framerOf(toData: (event: StatusEvent) => unknown): (event: StatusEvent) => string {
  let framer = framers.get(toData);
  if (!framer) {
    framer = (event) => `id: ${event.id}\nevent: status\ndata: ${JSON.stringify(toData(event))}\n\n`;
    framers.set(toData, framer);
  }
  return framer;
}

/**
 * Answers the request with a Server-Sent Events stream of the feed's events in scope: first those
 * after the client's Last-Event-ID (from the table), then `ready`, then each new one as it comes.
 * Events heard while catching up are held and sent after it, each once, in order.
 */
export async function streamStatusEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  context: {
    feed: StatusFeed;
    streams: OpenStreams;
    ticket: StreamTicket;
    scope: FeedScope;
    /** Other events on the same stream (no id: they never move `Last-Event-ID`); answers the unsubscribe. */
    also?: (write: (event: string, data: unknown) => void) => () => void;
  },
  toData: (event: StatusEvent) => unknown,
): Promise<void> {
  const { feed, streams, scope } = context;
  let lastSent = lastEventIdOf(request) ?? 0;
  let held: StatusEvent[] | undefined = [];
  const send = (event: StatusEvent) => {
    if (event.id <= lastSent) return;
    lastSent = event.id;
    stream.write(frameOnce(event, framerOf(toData)));
  };
  const unsubscribe = feed.subscribe(scope, (event) => (held ? held.push(event) : send(event)));
  const stops = [unsubscribe];
  const stream = openEventStream(request, reply, streams, context.ticket, () =>
    stops.forEach((stop) => stop()),
  );
  const stopAlso = context.also?.((event, data) =>
    stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
  );
  if (stopAlso) stops.push(stopAlso);
  try {
    // A first connection starts from now; a reconnection gets what it missed.
    const missed = lastSent > 0 ? await feed.since(lastSent, scope) : [];
    const latest = lastSent > 0 ? 0 : await feed.latestId(scope);
    missed.forEach(send);
    lastSent = Math.max(lastSent, latest);
    for (const event of held.sort((a, b) => a.id - b.id)) send(event);
    held = undefined;
    stream.write(`id: ${lastSent}\nevent: ready\ndata: {}\n\n`);
  } catch (error) {
    request.log.error({ err: error }, 'status stream failed');
    stream.end();
  }
}
