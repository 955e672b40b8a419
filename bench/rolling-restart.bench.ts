// A release without losing anything: three server processes on PostgreSQL behind nginx
// (deploy/cluster.mjs), steady ordering through the proxy from 6 loops, 12 customers following
// their orders' status streams (reconnecting with Last-Event-ID, as browsers do) while an operator
// moves those orders along, and every process restarted one at a time (out of the proxy, SIGTERM
// drains it, started again, ready, back in). Counts requests answered with an error or not at all,
// orders acknowledged but missing or doubled, and status events a stream never heard.
// With `--kill` each process is killed outright instead (SIGKILL: no draining, its connections cut
// mid-answer, as a crash or an OOM kill does) and started again.
// Exits 1 on any loss. Usage (after `pnpm build`, with nginx installed):
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55433/postgres npx tsx rolling-restart.bench.ts [--kill]
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { startCluster } from '../deploy/cluster.mjs';
import { brandId, get, pickupOrder, post, signIn } from './lib/product.js';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  process.stderr.write('Set BENCH_DATABASE_URL: several processes need PostgreSQL.\n');
  process.exit(2);
}
const KILL = process.argv.includes('--kill');
const LOOPS = 6;
const CUSTOMERS = 6;
const FOLLOWED = 12;
const PACE_MS = 50;
const ADMIN_KEY = `bench-admin-${randomBytes(8).toString('hex')}`;
const STEPS = ['PREPARING', 'ON_THE_WAY', 'COMPLETE'] as const;

const name = `storefront_rolling_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const cluster = await startCluster({
  databaseUrl: url.toString(),
  processes: 3,
  env: { ADMIN_API_KEY: ADMIN_KEY, OTP_MAX_SENDS_PER_IP_PER_HOUR: '10000', DRAIN_MS: '1000' },
});
const api = `${cluster.origin}/api/v1`;
// Sign-in codes are read from one process's dev outbox: sign in there (tokens hold everywhere).
const direct = `http://127.0.0.1:${cluster.ports[0]}/api/v1`;

/** A followed order's status stream, reconnecting after an end or error with its Last-Event-ID. */
function follow(orderNumber: string, token: string) {
  const heard: string[] = [];
  let lastId = '';
  let reconnects = 0;
  let stopped = false;
  const controller = { abort: () => undefined as void };
  const run = (async () => {
    while (!stopped) {
      const abort = new AbortController();
      controller.abort = () => abort.abort();
      try {
        const answer = await fetch(`${api}/order/order-status-events/${orderNumber}?brandId=${brandId}`, {
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'text/event-stream',
            ...(lastId && { 'last-event-id': lastId }),
          },
          signal: abort.signal,
        });
        const reader = answer.body!.getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += new TextDecoder().decode(value);
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /^id: (.+)$/m.exec(frame)?.[1];
            const event = /^event: (.+)$/m.exec(frame)?.[1];
            const data = /^data: (.+)$/m.exec(frame)?.[1];
            if (id) lastId = id;
            if (event === 'status' && data) heard.push((JSON.parse(data) as { status: string }).status);
          }
        }
      } catch {
        // the process went away mid-stream: reconnect, as EventSource does
      }
      if (stopped) break;
      reconnects += 1;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    heard,
    reconnects: () => reconnects,
    stop: async () => {
      stopped = true;
      controller.abort();
      await run;
    },
  };
}

const failures: string[] = [];
try {
  const order = await pickupOrder(direct, 3);
  const tokens = await Promise.all(Array.from({ length: CUSTOMERS }, (_, n) => signIn(direct, 500 + n)));
  const quote = await post<{ data?: { total?: number } }>(
    api,
    '/order/place-order-v2',
    { ...order, expectedTotal: 1, idempotencyKey: randomUUID() },
    tokens[0],
  );
  const expectedTotal = quote.json.data?.total;
  if (typeof expectedTotal !== 'number') throw new Error(`no quote: ${JSON.stringify(quote.json)}`);
  const place = (key: string, token: string) =>
    post<{ data?: { savedOrder?: { _id: string; orderNumber: string } } }>(
      api,
      '/order/place-order-v2',
      { ...order, expectedTotal, idempotencyKey: key },
      token,
    );

  // The followed orders, placed first, each with its stream.
  const followed = await Promise.all(
    Array.from({ length: FOLLOWED }, async (_, n) => {
      const token = tokens[n % CUSTOMERS]!;
      const placed = await place(randomUUID(), token);
      const orderNumber = placed.json.data!.savedOrder!.orderNumber;
      return { orderNumber, stream: follow(orderNumber, token) };
    }),
  );

  // Steady ordering through the proxy.
  const acknowledged = new Map<number, Set<string>>(tokens.map((_, n) => [n, new Set<string>()]));
  let sent = 0;
  let refused = 0;
  let unanswered = 0;
  let stopping = false;
  const loop = async (worker: number) => {
    for (let n = 0; !stopping; n += 1) {
      const customer = (worker + n) % CUSTOMERS;
      sent += 1;
      try {
        const answer = await place(randomUUID(), tokens[customer]!);
        const id = answer.json.data?.savedOrder?._id;
        if (answer.status === 200 && id) acknowledged.get(customer)!.add(id);
        else {
          refused += 1;
          failures.push(`an order answered ${answer.status} ${JSON.stringify(answer.json).slice(0, 160)}`);
        }
      } catch (error) {
        unanswered += 1;
        failures.push(`an order got no answer: ${(error as Error).message}`);
      }
      // Steady ordering (about 120 orders a second in all), not a flood: the restarts are measured,
      // not the machine's ceiling.
      await new Promise((resolve) => setTimeout(resolve, PACE_MS));
    }
  };
  const loops = Array.from({ length: LOOPS }, (_, worker) => loop(worker));

  // The operator moves the followed orders one step at a time while the processes restart.
  const move = async (status: (typeof STEPS)[number]) => {
    for (const { orderNumber } of followed) {
      const moved = await fetch(`${api}/admin/update-order-status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-key': ADMIN_KEY },
        body: JSON.stringify({ orderNumber, status }),
      });
      if (moved.status !== 200) failures.push(`moving ${orderNumber} to ${status} answered ${moved.status}`);
    }
  };
  const restarts: number[] = [];
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const [n, port] of cluster.ports.entries()) {
    await move(STEPS[n]!);
    const started = performance.now();
    await (KILL ? cluster.kill(port) : cluster.restart(port));
    restarts.push(Math.round(performance.now() - started));
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  stopping = true;
  await Promise.all(loops);
  // Streams catch up, then stop.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  let missed = 0;
  let reconnects = 0;
  for (const { orderNumber, stream } of followed) {
    await stream.stop();
    reconnects += stream.reconnects();
    const heard = new Set(stream.heard);
    const lost = STEPS.filter((status) => !heard.has(status));
    if (lost.length) {
      missed += lost.length;
      failures.push(`${orderNumber}'s stream never heard ${lost.join(', ')}`);
    }
  }

  // Every acknowledged order is there, once.
  let missing = 0;
  let doubled = 0;
  let placedTotal = 0;
  for (const [customer, ids] of acknowledged) {
    const listed: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await get<{ data: { _id: string }[]; hasMore?: boolean; nextCursor?: string }>(
        api,
        `/order/getCustomerOrders?brandId=${brandId}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        tokens[customer],
      );
      listed.push(...page.json.data.map((entry) => entry._id));
      cursor = page.json.hasMore ? page.json.nextCursor : undefined;
    } while (cursor);
    placedTotal += ids.size;
    missing += [...ids].filter((id) => !listed.includes(id)).length;
    doubled += listed.length - new Set(listed).size;
  }
  if (missing || doubled) failures.push(`${missing} acknowledged orders missing, ${doubled} doubled`);

  console.log(
    `${KILL ? 'kill -9 of each' : 'rolling restart'} of 3 processes behind nginx (PostgreSQL, ${LOOPS} ordering loops, ${FOLLOWED} streams): ` +
      `${sent} orders sent, ${placedTotal} acknowledged, ${refused} answered with an error, ${unanswered} unanswered; ` +
      `${missing} missing, ${doubled} doubled; streams reconnected ${reconnects} times, ${missed} status events missed; ` +
      `each ${KILL ? 'kill (killed, started, ready, back)' : 'restart (out, drained, started, ready, back)'} ${restarts.join(' / ')} ms`,
  );
  for (const failure of failures.slice(0, 10)) console.log(`  FAIL ${failure}`);
  if (failures.length) process.exitCode = 1;
} finally {
  await cluster.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
