import type { FastifyReply, FastifyRequest } from 'fastify';
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

/** Open streams, ended when the server closes (they would otherwise hold its close forever). */
export class OpenStreams {
  readonly #ends = new Set<() => void>();
  add(end: () => void): () => void {
    this.#ends.add(end);
    return () => this.#ends.delete(end);
  }
  endAll(): void {
    for (const end of [...this.#ends]) end();
  }
}

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
      reply.raw.end();
    },
    get ended() {
      return ended;
    },
  };
  const forget = streams.add(stream.end);
  request.raw.on('close', stream.end);
  return stream;
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
    stream.write(`id: ${event.id}\nevent: status\ndata: ${JSON.stringify(toData(event))}\n\n`);
  };
  const unsubscribe = feed.subscribe(scope, (event) => (held ? held.push(event) : send(event)));
  const stops = [unsubscribe];
  const stream = openEventStream(request, reply, streams, () => stops.forEach((stop) => stop()));
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
