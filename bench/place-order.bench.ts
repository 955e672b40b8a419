// Place-order throughput on loopback: starts the built server on a fresh PGlite folder (or on
// PostgreSQL when BENCH_DATABASE_URL is set), signs in 5 customers through the dev outbox, then
// places pickup orders (each re-priced by packages/core, idempotency-checked and written in a
// transaction) with autocannon for a bounded time.
// Usage: npx tsx place-order.bench.ts [seconds=10] [connections=5]   (after `pnpm build`)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pickupOrder, post, signIn, startServer, stopServer } from './lib/product.js';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
const database = process.env.BENCH_DATABASE_URL;
const server = await startServer({
  port: 40000 + Math.floor(Math.random() * 1000),
  dataDir,
  databaseUrl: database,
});
const { api } = server;

/**
 * CPU seconds the server process has used (Linux /proc, user + system, clock ticks of 1/100 s):
 * per order, a figure the other jobs on a shared machine move far less than orders per second.
 */
function serverCpuSeconds(): number {
  const fields = readFileSync(`/proc/${server.process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

try {
  const order = await pickupOrder(api);
  const tokens = await Promise.all([0, 1, 2, 3, 4].map((index) => signIn(api, index)));
  const probe = await post<{ data: { total: number } }>(
    api,
    '/order/place-order-v2',
    { ...order, expectedTotal: 1, idempotencyKey: randomUUID() },
    tokens[0],
  );
  if (!probe.json.data) throw new Error(`the probe order was refused: ${JSON.stringify(probe.json)}`);
  const expectedTotal = probe.json.data.total;
  let next = 0;
  const cpuBefore = serverCpuSeconds();
  const result = await autocannon({
    url: `${api}/order/place-order-v2?app_version=26&app_name=storefront`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const token = tokens[next++ % tokens.length]!;
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ ...order, expectedTotal, idempotencyKey: randomUUID() }),
          };
        },
      },
    ],
  });
  const cpuPerOrder = ((serverCpuSeconds() - cpuBefore) * 1000) / Math.max(1, result.requests.total);
  const lines = (order.cart as unknown[]).length;
  console.log(
    `place-order (${database ? 'PostgreSQL' : 'PGlite'}): ${Math.round(result.requests.average)} orders/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, server CPU ${cpuPerOrder.toFixed(2)} ms/order, ${result.non2xx} non-2xx, ${result.errors} errors (${connections} connections, ${seconds} s, ${lines}-line baskets)`,
  );
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
