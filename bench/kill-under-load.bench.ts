// Crash safety under load: places pickup orders from 8 concurrent loops against the built server
// on a PGlite folder (or PostgreSQL with BENCH_DATABASE_URL), kills the server with SIGKILL in the
// middle, restarts it on the same data, and checks, five times over:
// - every order the server acknowledged is there after the crash, whole (every line, the total
//   the customer was quoted), and sending its request again answers the same order;
// - a request cut off by the crash, sent again with its idempotency key, places at most one
//   order (a second resend answers the same one);
// - each customer's order list holds exactly the orders counted above: none lost, none doubled.
// Exits 1 on any loss, duplicate or partial order.
// Usage: npx tsx kill-under-load.bench.ts [rounds=5]   (after `pnpm build`)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brandId,
  get,
  pickupOrder,
  post,
  signIn,
  startServer,
  stopServer,
  type RunningServer,
} from './lib/product.js';

const rounds = Number(process.argv[2] ?? 5);
const LOOPS = 8;
const CUSTOMERS = 5;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-kill-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const port = 41000 + Math.floor(Math.random() * 1000);

interface Sent {
  readonly key: string;
  readonly customer: number;
  /** The order id the server answered, when it answered before the crash. */
  acknowledged?: string;
}
interface PlacedAnswer {
  data?: { savedOrder?: { _id: string; orderedMenu: unknown[]; totalOrderPrice: number }; total?: number };
}

const failures: string[] = [];
const fail = (message: string) => {
  failures.push(message);
  console.log(`  FAIL ${message}`);
};

let server: RunningServer = await startServer({ port, dataDir, databaseUrl });
try {
  const order = await pickupOrder(server.api);
  const lines = (order.cart as unknown[]).length;
  const tokens = await Promise.all(
    Array.from({ length: CUSTOMERS }, (_, index) => signIn(server.api, 100 + index)),
  );
  const quote = await post<PlacedAnswer>(
    server.api,
    '/order/place-order-v2',
    { ...order, expectedTotal: 1, idempotencyKey: randomUUID() },
    tokens[0],
  );
  const expectedTotal = quote.json.data?.total;
  if (typeof expectedTotal !== 'number') throw new Error(`no quote: ${JSON.stringify(quote.json)}`);
  const body = (key: string) => ({ ...order, expectedTotal, idempotencyKey: key });
  /** Every order id each customer should have, across all rounds. */
  const expected = tokens.map(() => new Set<string>());

  for (let round = 1; round <= rounds; round += 1) {
    const sent: Sent[] = [];
    const failuresBefore = failures.length;
    let stopping = false;
    const loop = async (worker: number) => {
      for (let n = 0; !stopping; n += 1) {
        const entry: Sent = { key: randomUUID(), customer: (worker + n) % CUSTOMERS };
        sent.push(entry);
        try {
          const answer = await post<PlacedAnswer>(
            server.api,
            '/order/place-order-v2',
            body(entry.key),
            tokens[entry.customer],
          );
          if (answer.status !== 200 || !answer.json.data?.savedOrder) {
            fail(
              `round ${round}: an order was refused under load (${answer.status} ${JSON.stringify(answer.json).slice(0, 200)})`,
            );
            return;
          }
          entry.acknowledged = answer.json.data.savedOrder._id;
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const loops = Array.from({ length: LOOPS }, (_, worker) => loop(worker));
    await new Promise((done) => setTimeout(done, 1500 + Math.random() * 1500));
    await stopServer(server, 'SIGKILL');
    stopping = true;
    await Promise.all(loops);
    server = await startServer({ port, dataDir, databaseUrl });

    const acknowledged = sent.filter((entry) => entry.acknowledged);
    const cutOff = sent.filter((entry) => !entry.acknowledged);
    for (const entry of acknowledged) {
      expected[entry.customer]!.add(entry.acknowledged!);
      const again = await post<PlacedAnswer>(
        server.api,
        '/order/place-order-v2',
        body(entry.key),
        tokens[entry.customer],
      );
      if (again.json.data?.savedOrder?._id !== entry.acknowledged) {
        fail(
          `round ${round}: acknowledged order ${entry.acknowledged} answered ${again.status} ${JSON.stringify(again.json).slice(0, 160)} after the crash`,
        );
      }
      const detail = await post<{ data?: { orderedMenu: unknown[]; totalOrderPrice: number } }>(
        server.api,
        `/order/get-order-info/${entry.acknowledged}`,
        { brandId },
        tokens[entry.customer],
      );
      if (
        detail.json.data?.orderedMenu.length !== lines ||
        detail.json.data.totalOrderPrice !== expectedTotal
      ) {
        fail(
          `round ${round}: order ${entry.acknowledged} is not whole after the crash (${JSON.stringify(detail.json).slice(0, 160)})`,
        );
      }
    }
    let placedOnResend = 0;
    for (const entry of cutOff) {
      const first = await post<PlacedAnswer>(
        server.api,
        '/order/place-order-v2',
        body(entry.key),
        tokens[entry.customer],
      );
      const second = await post<PlacedAnswer>(
        server.api,
        '/order/place-order-v2',
        body(entry.key),
        tokens[entry.customer],
      );
      const id = first.json.data?.savedOrder?._id;
      if (!id || second.json.data?.savedOrder?._id !== id) {
        fail(
          `round ${round}: a cut-off request resent twice answered ${first.status}/${second.status} with different orders`,
        );
        continue;
      }
      expected[entry.customer]!.add(id);
      placedOnResend += 1;
    }
    console.log(
      `round ${round}: ${acknowledged.length} orders acknowledged before SIGKILL, ` +
        `${failures.length === failuresBefore ? 'all present and whole after restart' : `${failures.length - failuresBefore} problems`}; ` +
        `${cutOff.length} cut off, resent: ${placedOnResend} placed once each`,
    );
  }

  for (const [customer, token] of tokens.entries()) {
    const ids = new Set<string>();
    let cursor: string | undefined;
    do {
      const list = await get<{ data: { _id: string }[]; hasMore?: boolean; nextCursor?: string }>(
        server.api,
        `/order/getCustomerOrders?brandId=${brandId}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        token,
      );
      for (const placed of list.json.data) ids.add(placed._id);
      cursor = list.json.hasMore ? list.json.nextCursor : undefined;
    } while (cursor);
    // The quote (expectedTotal 1) was refused and placed nothing.
    const want = expected[customer]!;
    const missing = [...want].filter((id) => !ids.has(id));
    const extra = [...ids].filter((id) => !want.has(id));
    if (missing.length || extra.length) {
      fail(
        `customer ${customer}: ${missing.length} orders missing, ${extra.length} unexpected in the order list`,
      );
    }
  }
  const total = expected.reduce((sum, set) => sum + set.size, 0);
  console.log(
    `kill -9 under load (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${rounds} rounds, ${LOOPS} loops): ${total} orders, ` +
      `${failures.length} lost, doubled or partial`,
  );
  if (failures.length) process.exitCode = 1;
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
