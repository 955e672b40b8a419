/**
 * Stopping without losing anything (docs/operations.md): told to stop (SIGTERM), a process first
 * says it is draining (`/readyz` 503, so the proxy sends new requests elsewhere), waits `drainMs`
 * for the proxy to notice, then stops taking connections, answers every request it has, tells its
 * push streams to reconnect (a short `retry:`: elsewhere behind the proxy), and closes the
 * database last.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';

export interface Drain {
  readonly draining: () => boolean;
  /** Runs the stop once, however often it is asked for. */
  stop(options: {
    app: FastifyInstance;
    database: Database;
    drainMs: number;
    beforeClose?: () => Promise<void>;
  }): Promise<void>;
}

export function drain(): Drain {
  let draining = false;
  let stopping: Promise<void> | undefined;
  return {
    draining: () => draining,
    stop(options) {
      stopping ??= (async () => {
        draining = true;
        if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
        await options.app.close();
        await options.beforeClose?.();
        await options.database.close();
      })();
      return stopping;
    },
  };
}
