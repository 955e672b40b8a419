import { EventEmitter } from 'node:events';
import type { Schemas } from '@storefront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { openEventStream, type OpenStreams, type StreamTicket } from '../push/event-stream.js';
import { SharedReads } from '../push/shared-reads.js';
import type { StatusFeed } from '../push/status-feed.js';
import type { TableSessionRow } from './table-sessions.schema.js';
import { TABLE_SESSION_CHANNEL } from './session-store.js';

/** The event every change is also emitted under (session ids never start with a symbol). */
const ANY_SESSION = Symbol('any table session');

/**
 * Changes of table sessions as they happen, from every process: NOTIFY on `table_session` (sent on
 * commit by the transaction that made the change) heard through the database's LISTEN, then handed
 * to this process's streams of that session.
 */
export class TableSessionFeed {
  readonly #events = new EventEmitter();
  #stop: (() => Promise<void>) | undefined;
  /** A session's row at a version, read once for every board that is told of the change. */
  readonly reads = new SharedReads<TableSessionRow | undefined>();
  /** A diner's view of their session at a version, read and serialised once for all their streams. */
  readonly snapshots = new SharedReads<{ session: Schemas['TableSession']; frame: string } | undefined>();

  constructor(private readonly database: Database) {
    this.#events.setMaxListeners(0);
  }

  async start(): Promise<void> {
    this.#stop = await this.database.listen(TABLE_SESSION_CHANNEL, (payload) => {
      try {
        const change = JSON.parse(payload) as { sessionId: string; version: number };
        this.#events.emit(change.sessionId, change.version);
        this.#events.emit(ANY_SESSION, change);
      } catch {
        // Not one of ours: ignored.
      }
    });
  }

  async stop(): Promise<void> {
    await this.#stop?.();
    this.#events.removeAllListeners();
  }

  /** Every session's changes (the staff board's stream filters them by store). */
  subscribeAll(listener: (change: { sessionId: string; version: number }) => void): () => void {
    this.#events.on(ANY_SESSION, listener);
    return () => this.#events.off(ANY_SESSION, listener);
  }

  subscribe(sessionId: string, listener: (version: number) => void): () => void {
    this.#events.on(sessionId, listener);
    return () => this.#events.off(sessionId, listener);
  }
}

/**
 * Answers with a Server-Sent Events stream of one diner's session: the session as it is now
 * (whatever Last-Event-ID says: a reconnecting phone catches up by reading it whole), `ready`,
 * then the session again on each change of it (any process) and on each status move of one of its
 * rounds by staff. Reads are made one at a time, so a slow read never overtakes a newer one.
 */
export async function streamTableSession(
  request: FastifyRequest,
  reply: FastifyReply,
  context: {
    feed: TableSessionFeed;
    statusFeed: StatusFeed;
    streams: OpenStreams;
    ticket: StreamTicket;
    brandId: string;
    sessionId: string;
    /** Whose view `read` answers (session and diner): streams of one viewer share each read. */
    viewerKey: string;
  },
  read: () => Promise<Schemas['TableSession'] | undefined>,
): Promise<void> {
  let rounds = new Set<string>();
  let reading: Promise<void> = Promise.resolve();
  let queued: number | null | undefined;
  const framed = async () => {
    const session = await read();
    return (
      session && {
        session,
        frame: `id: ${session.version}\nevent: session\ndata: ${JSON.stringify(session)}\n\n`,
      }
    );
  };
  /** Reads and writes the session; told of a version, shares that read with the viewer's other streams. */
  const sendNow = async (version: number | null) => {
    const read =
      version === null
        ? await framed()
        : await context.feed.snapshots.get(context.viewerKey, version, framed);
    if (!read || stream.ended) return;
    rounds = new Set(read.session.rounds.map((round) => round.roundId));
    stream.write(read.frame);
  };
  const send = (version: number | null) => {
    if (queued !== undefined) {
      // One read is waiting already: it reads the newest change (a status move: the latest read).
      if (queued !== null && version !== null) queued = Math.max(queued, version);
      else queued = null;
      return;
    }
    queued = version;
    reading = reading
      .then(() => {
        const next = queued ?? null;
        queued = undefined;
        return sendNow(next);
      })
      .catch((error: unknown) => request.log.error({ err: error }, 'table session stream read failed'));
  };
  const unsubscribe = context.feed.subscribe(context.sessionId, (version) => send(version));
  const unsubscribeStatus = context.statusFeed.subscribe(
    { kind: 'brand', brandId: context.brandId },
    (event) => {
      if (rounds.has(event.orderId)) send(null);
    },
  );
  const stream = openEventStream(request, reply, context.streams, context.ticket, () => {
    unsubscribe();
    unsubscribeStatus();
  });
  try {
    await sendNow(null);
    stream.write(`event: ready\ndata: {}\n\n`);
  } catch (error) {
    request.log.error({ err: error }, 'table session stream failed');
    stream.end();
  }
}
