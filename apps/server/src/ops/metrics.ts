/**
 * What the server counts, in the Prometheus text format (prom-client): request latency by route and
 * status, orders placed, payments started and completed, refunds, webhook events, open push
 * streams, LISTEN reconnects, the answer cache, the database pool, and Node's own figures (event
 * loop delay, heap, handles). Served on `/metrics` behind `METRICS_TOKEN`, or on a port of its own
 * (`METRICS_PORT`). See docs/operations.md.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by route (its pattern), method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const ordersPlaced = new Counter({
  name: 'orders_placed_total',
  help: 'Orders placed, by service (DELIVERY, PICKUP, DINE_IN) and surface (storefront, dine-in, table).',
  labelNames: ['service', 'surface'] as const,
  registers: [registry],
});

export const payments = new Counter({
  name: 'payments_total',
  help: 'Card payments by gateway (intent, frames, hosted) and outcome: started at the gateway, or paid an order.',
  labelNames: ['gateway', 'outcome'] as const,
  registers: [registry],
});

export const refunds = new Counter({
  name: 'refunds_total',
  help: 'Payments given back through their gateway, by gateway and what it answered.',
  labelNames: ['gateway', 'status'] as const,
  registers: [registry],
});

export const webhookEvents = new Counter({
  name: 'webhook_events_total',
  help: 'Gateway webhook events handled, by gateway and what handling them did.',
  labelNames: ['gateway', 'outcome'] as const,
  registers: [registry],
});

export const listenReconnects = new Counter({
  name: 'listen_reconnects_total',
  help: 'Times a lost PostgreSQL LISTEN connection was opened again.',
  registers: [registry],
});

/** What a running app reports when scraped (several apps in one process, as tests run them, add up). */
export interface MetricsSource {
  openStreams(): number;
  answerCache(): { hits: number; misses: number; bytes: number };
  pool(): { total: number; idle: number; waiting: number } | null;
}

const sources = new Set<MetricsSource>();

/** Reports `source` on every scrape until the call it answers. */
export function watch(source: MetricsSource): () => void {
  sources.add(source);
  return () => sources.delete(source);
}

const sum = (read: (source: MetricsSource) => number) =>
  [...sources].reduce((total, source) => total + read(source), 0);

new Gauge({
  name: 'push_streams_open',
  help: 'Server-Sent Events streams open now (order status, board, table, menu).',
  registers: [registry],
  collect() {
    this.set(sum((source) => source.openStreams()));
  },
});

new Gauge({
  name: 'answer_cache_hits',
  help: 'Read answers served from the answer cache since the start.',
  registers: [registry],
  collect() {
    this.set(sum((source) => source.answerCache().hits));
  },
});

new Gauge({
  name: 'answer_cache_misses',
  help: 'Cacheable read answers that had to be made since the start.',
  registers: [registry],
  collect() {
    this.set(sum((source) => source.answerCache().misses));
  },
});

new Gauge({
  name: 'answer_cache_bytes',
  help: 'Bytes the answer cache holds now.',
  registers: [registry],
  collect() {
    this.set(sum((source) => source.answerCache().bytes));
  },
});

new Gauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting: requests queued for one).',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const pools = [...sources].map((source) => source.pool()).filter((pool) => pool !== null);
    for (const state of ['total', 'idle', 'waiting'] as const)
      this.set(
        { state },
        pools.reduce((total, pool) => total + pool[state], 0),
      );
  },
});
