/**
 * The operator's view of a process (docs/operations.md): `/healthz` says the process answers;
 * `/readyz` says it should be sent traffic (the database answers, every migration this build
 * carries is applied, the LISTEN connections are up, it is not draining); `/metrics` is the
 * Prometheus text, behind `METRICS_TOKEN`. None of them is logged or limited.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { registry, requestDuration } from './metrics.js';

export interface Readiness {
  ready: boolean;
  database: boolean;
  migrations: boolean;
  listening: boolean;
  draining: boolean;
}

export interface OpsOptions {
  database: Database;
  /** True once the process was told to stop: it finishes what it has, and takes nothing new. */
  draining: () => boolean;
  /** Bearer token for `/metrics`; without one the route does not exist (use `METRICS_PORT`). */
  metricsToken?: string | undefined;
}

/** How long the database may take to answer a readiness check before it counts as down. */
const PING_TIMEOUT_MS = 2_000;

export async function readiness(options: Pick<OpsOptions, 'database' | 'draining'>): Promise<Readiness> {
  const { database } = options;
  const within = <T>(work: Promise<T>) =>
    Promise.race([
      work,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS).unref(),
      ),
    ]);
  const up = await within(database.ping()).then(
    () => true,
    () => false,
  );
  const migrations = up
    ? await within(database.pendingMigrations()).then(
        (pending) => pending === 0,
        () => false,
      )
    : false;
  const listening = database.listening();
  const draining = options.draining();
  return { ready: up && migrations && listening && !draining, database: up, migrations, listening, draining };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The route a request matched (its pattern, so ids never become labels), or `unmatched`. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

export async function opsRoutes(app: FastifyInstance, options: OpsOptions): Promise<void> {
  app.get('/healthz', { logLevel: 'silent' }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', { logLevel: 'silent' }, async (_request, reply) => {
    const state = await readiness(options);
    return reply
      .status(state.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(state);
  });
  const token = options.metricsToken;
  if (token) {
    app.get('/metrics', { logLevel: 'silent' }, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      if (!sameToken(header, `Bearer ${token}`)) return reply.status(401).send({ error: 'unauthorised' });
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  }
  // Draining: every answer closes its connection, so the proxy opens new ones to the other
  // processes and holds no idle connection to this one when it closes.
  app.addHook('onSend', async (_request, reply) => {
    if (options.draining()) reply.header('connection', 'close');
  });
  const unwatched = new Set(['/healthz', '/readyz', '/metrics']);
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    if (unwatched.has(route)) return;
    requestDuration.observe(
      { route, method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
