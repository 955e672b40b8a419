// Push capacity of a deployment (docs/scaling.md): N order-status streams across three
// server processes on PostgreSQL behind nginx (deploy/cluster.mjs). 1 customer in 5 streams
// follows their own order in 5 tabs (the per-customer limit), from 30 loopback addresses (the
// per-address limit is 200). Then, as at a Friday peak, the operator moves every one of those
// orders a step at once, three steps in all, and between the first two steps one process is
// killed outright (SIGKILL) and started again: its streams reconnect through nginx with their
// Last-Event-ID. Measured: memory per open stream (each process's resident memory before and
// after, against the streams it holds), the time from an order's move to each of its streams
// hearing it (p50, p99, slowest) and from a round's first move to the last stream hearing it, and
// the events any stream never heard (must be 0). Exits 1 on a missed event.
// Usage (after `pnpm build`, with nginx installed):
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55433/postgres npx tsx stream-capacity.bench.ts [streams=5000]
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import pg from 'pg';
import { startCluster } from '../deploy/cluster.mjs';
import { brandId, pickupOrder, post, signIn } from './lib/product.js';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  process.stderr.write('Set BENCH_DATABASE_URL: several processes need PostgreSQL.\n');
  process.exit(2);
}
const STREAMS = Number(process.argv[2] ?? 5000);
const PER_CUSTOMER = 5;
const CUSTOMERS = Math.ceil(STREAMS / PER_CUSTOMER);
// The per-address limit is 200 streams: at most 180 from each loopback address.
const ADDRESSES = Math.max(30, Math.ceil(STREAMS / 180));
const ADMIN_KEY = `bench-admin-${randomBytes(8).toString('hex')}`;
const STEPS = ['PREPARING', 'ON_THE_WAY', 'COMPLETE'] as const;
type Step = (typeof STEPS)[number];

const name = `storefront_streams_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const cluster = await startCluster({
  databaseUrl: url.toString(),
  processes: 3,
  env: {
    ADMIN_API_KEY: ADMIN_KEY,
    METRICS_TOKEN: ADMIN_KEY,
    OTP_MAX_SENDS_PER_IP_PER_HOUR: '1000000',
    OTP_MAX_SENDS_PER_BRAND_PER_HOUR: '1000000',
    OTP_MAX_SENDS_PER_MINUTE: '1000000',
  },
});
const origin = new URL(cluster.origin);
const api = `${cluster.origin}/api/v1`;
// Sign-in codes are read from one process's dev outbox: sign in there (tokens hold everywhere).
const direct = `http://127.0.0.1:${cluster.ports[0]}/api/v1`;

const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Runs `work` over `items`, `width` at a time. */
async function pool<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/** One tab following its order's status: reconnects with its Last-Event-ID, as EventSource does. */
class StatusStream {
  readonly heard = new Map<string, number>();
  lastId = '';
  reconnects = 0;
  #request: ClientRequest | undefined;
  #stopped = false;
  #ready: (() => void) | undefined;

  constructor(
    readonly orderNumber: string,
    readonly token: string,
    readonly address: string,
  ) {}

  open(): Promise<void> {
    return new Promise((ready, failed) => {
      this.#ready = ready;
      this.#connect(failed);
    });
  }

  #connect(failed?: (error: Error) => void) {
    const path = `/api/v1/order/order-status-events/${this.orderNumber}?brandId=${brandId}`;
    const req = request(
      {
        host: '127.0.0.1',
        port: origin.port,
        path,
        localAddress: this.address,
        headers: {
          accept: 'text/event-stream',
          authorization: `Bearer ${this.token}`,
          ...(this.lastId && { 'last-event-id': this.lastId }),
        },
      },
      (answer) => {
        if (answer.statusCode !== 200) {
          answer.resume();
          if (failed) failed(new Error(`stream answered ${answer.statusCode}`));
          else this.#again();
          return;
        }
        answer.setEncoding('utf8');
        let buffer = '';
        answer.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const id = /^id: (.+)$/m.exec(frame)?.[1];
            if (id) this.lastId = id;
            const event = /^event: (.+)$/m.exec(frame)?.[1];
            const data = /^data: (.+)$/m.exec(frame)?.[1];
            if (event === 'status' && data) {
              const status = (JSON.parse(data) as { status: string }).status;
              if (!this.heard.has(status)) this.heard.set(status, at);
            }
            if (event === 'ready') {
              this.#ready?.();
              this.#ready = undefined;
            }
          }
        });
        answer.on('end', () => this.#again());
        answer.on('error', () => this.#again());
      },
    );
    req.on('error', (error) => (failed && this.#ready ? failed(error) : this.#again()));
    req.end();
    this.#request = req;
  }

  #again() {
    if (this.#stopped) return;
    this.reconnects += 1;
    this.#request?.destroy();
    setTimeout(() => !this.#stopped && this.#connect(), 250);
  }

  stop() {
    this.#stopped = true;
    this.#request?.destroy();
  }
}

const failures: string[] = [];
let streams: StatusStream[] = [];
try {
  const order = await pickupOrder(direct, 2);
  let started = performance.now();
  const tokens = await pool(
    Array.from({ length: CUSTOMERS }, (_, n) => n),
    16,
    (n) => signIn(direct, 9000 + n),
  );
  const signInS = (performance.now() - started) / 1000;
  const quote = await post<{ data?: { total?: number } }>(
    api,
    '/order/place-order-v2',
    { ...order, expectedTotal: 1, idempotencyKey: randomUUID() },
    tokens[0],
  );
  const expectedTotal = quote.json.data?.total;
  if (typeof expectedTotal !== 'number') throw new Error(`no quote: ${JSON.stringify(quote.json)}`);
  started = performance.now();
  const orders = await pool(tokens, 16, async (token) => {
    const placed = await post<{ data?: { savedOrder?: { orderNumber: string } } }>(
      api,
      '/order/place-order-v2',
      { ...order, expectedTotal, idempotencyKey: randomUUID() },
      token,
    );
    const orderNumber = placed.json.data?.savedOrder?.orderNumber;
    if (!orderNumber) throw new Error(`an order was refused: ${JSON.stringify(placed.json).slice(0, 200)}`);
    return orderNumber;
  });
  const placeS = (performance.now() - started) / 1000;
  console.log(
    `${CUSTOMERS} customers signed in in ${signInS.toFixed(1)} s, placed an order each in ${placeS.toFixed(1)} s`,
  );

  const pids = cluster.pids() as Map<number, number>;
  const before = new Map([...pids].map(([port, pid]) => [port, rssOf(pid)]));
  started = performance.now();
  streams = Array.from(
    { length: STREAMS },
    (_, n) =>
      new StatusStream(orders[n % CUSTOMERS]!, tokens[n % CUSTOMERS]!, `127.0.0.${2 + (n % ADDRESSES)}`),
  );
  await pool(streams, 200, (stream) => stream.open());
  const openS = (performance.now() - started) / 1000;
  await sleep(2000);
  // Each process's streams (its metrics would say the same) and its memory now.
  const held = new Map<number, number>();
  for (const port of cluster.ports) {
    const text = await (
      await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { authorization: `Bearer ${ADMIN_KEY}` },
      }).catch(() => undefined)
    )?.text();
    held.set(port, Number(/^push_streams_open(?:\{[^}]*\})? (\d+)/m.exec(text ?? '')?.[1] ?? NaN));
  }
  const perStream = [...pids].map(([port, pid]) => {
    const grown = rssOf(pid) - before.get(port)!;
    return { port, streams: held.get(port)!, kb: grown / 1024 / held.get(port)! };
  });
  console.log(
    `${STREAMS} streams open in ${openS.toFixed(1)} s; per process: ` +
      perStream.map((entry) => `${entry.streams} streams, ${entry.kb.toFixed(1)} KB each`).join('; '),
  );

  const rounds: string[] = [];
  const latencies: number[] = [];
  for (const [index, step] of STEPS.entries()) {
    const movedAt = new Map<string, number>();
    const start = performance.now();
    await pool(orders, 50, async (orderNumber) => {
      movedAt.set(orderNumber, performance.now());
      const moved = await fetch(`${api}/admin/update-order-status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-key': ADMIN_KEY },
        body: JSON.stringify({ orderNumber, status: step }),
      });
      if (moved.status !== 200) failures.push(`moving ${orderNumber} to ${step} answered ${moved.status}`);
    });
    const movesMs = performance.now() - start;
    const deadline = Date.now() + 30_000;
    while (streams.some((stream) => !stream.heard.has(step)) && Date.now() < deadline) await sleep(20);
    const deaf = streams.filter((stream) => !stream.heard.has(step));
    if (deaf.length) failures.push(`${deaf.length} streams never heard ${step}`);
    const times = streams
      .filter((stream) => stream.heard.has(step))
      .map((stream) => stream.heard.get(step)! - movedAt.get(stream.orderNumber)!);
    latencies.push(...times);
    const allHeard = Math.max(...streams.map((stream) => stream.heard.get(step) ?? Infinity)) - start;
    rounds.push(
      `${step}: ${orders.length} moves in ${movesMs.toFixed(0)} ms, each heard p50 ${percentile(times, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(times, 99).toFixed(0)} ms; all ${STREAMS} heard ${allHeard.toFixed(0)} ms after the first move`,
    );
    console.log(rounds.at(-1));
    if (index === 0) {
      // A crash between steps: the streams of the killed process come back through nginx.
      const port = cluster.ports[1]!;
      const killedAt = performance.now();
      await cluster.kill(port);
      console.log(
        `process ${port} killed (SIGKILL) and back in ${(performance.now() - killedAt).toFixed(0)} ms`,
      );
    }
  }
  const reconnects = streams.reduce((sum, stream) => sum + stream.reconnects, 0);
  const missed = streams.reduce(
    (sum, stream) => sum + STEPS.filter((step) => !stream.heard.has(step as Step)).length,
    0,
  );
  console.log(
    `stream capacity (PostgreSQL, 3 processes behind nginx, ${STREAMS} streams of ${CUSTOMERS} customers): ` +
      `memory per stream ${perStream.map((entry) => entry.kb.toFixed(1)).join(' / ')} KB; ` +
      `a move heard by its streams p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, ` +
      `slowest ${Math.max(...latencies).toFixed(0)} ms; ${reconnects} reconnects after the kill, ${missed} events missed`,
  );
  for (const failure of failures.slice(0, 10)) console.log(`  FAIL ${failure}`);
  if (failures.length || missed) process.exitCode = 1;
} finally {
  streams.forEach((stream) => stream.stop());
  await cluster.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
