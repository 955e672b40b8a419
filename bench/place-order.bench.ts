// Place-order throughput on loopback: starts the built server on a fresh PGlite folder (or on
// PostgreSQL when BENCH_DATABASE_URL is set), signs in 5 customers through the dev outbox, then
// places pickup orders (each re-priced by packages/core, idempotency-checked and written in a
// transaction) with autocannon for a bounded time.
// Usage: npx tsx place-order.bench.ts [seconds=10] [connections=5]   (after `pnpm build`)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 5);
const port = 40000 + Math.floor(Math.random() * 1000);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
const database = process.env.BENCH_DATABASE_URL;
const server = spawn('node', [join(import.meta.dirname, '..', 'apps', 'server', 'dist', 'main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(database && { DATABASE_URL: database }),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const api = `http://localhost:${port}/api/v1`;
const brandId = '6650a1e0c0ffee0000000001';

async function post<T>(path: string, body: unknown, token?: string): Promise<{ status: number; json: T }> {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

async function ready(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      await fetch(`${api}/`);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  throw new Error('server did not start');
}

async function signIn(index: number): Promise<string> {
  const phoneNumber = `+9715088800${String(index).padStart(2, '0')}`;
  await post('/user/password-less-login-v2', { brandId, phoneNumber });
  const outbox = (await (
    await fetch(`${api}/dev/otp-outbox?phoneNumber=${encodeURIComponent(phoneNumber)}`)
  ).json()) as {
    data: { messages: { code: string }[] };
  };
  const verified = await post<{ data: { token: string } }>('/user/verify-account-v2', {
    brandId,
    phoneNumber,
    verificationCode: outbox.data.messages[0]!.code,
  });
  return verified.json.data.token;
}

try {
  await ready();
  const pickup = await post<{ stores: { _id: string; isOpened: boolean; baseLanguage: { name: string } }[] }>(
    '/store/get-stores-for-pickup',
    { brandId },
  );
  const store = pickup.json.stores.find(
    (candidate) => candidate.isOpened && candidate.baseLanguage.name.includes('Marina'),
  )!;
  const menu = await post<{
    data: {
      storeMenu: {
        categories: {
          items: {
            itemId: {
              _id: string;
              price: number;
              modifierGroups: { minimumAllowedSelection: number }[];
              unavailableStores: { storeId: string }[];
            };
          }[];
        }[];
      };
    };
  }>('/menus/get-pickup-store-menu', { brandId, storeId: store._id });
  // Not from the first category (Breakfast): its automatic discount (BREAKFAST5) may be used 30
  // times per customer, after which the server rightly refuses the old total as a price change.
  const items = menu.json.data.storeMenu.categories
    .slice(1)
    .flatMap((category) => category.items.map((entry) => entry.itemId))
    .filter(
      (item) =>
        item.price > 0 &&
        item.modifierGroups.every((group) => group.minimumAllowedSelection === 0) &&
        !item.unavailableStores.some((entry) => entry.storeId === store._id),
    )
    .slice(0, 6);
  const cart = items.map((item, index) => ({
    itemId: item._id,
    quantity: 1 + (index % 3),
    price: item.price,
    sections: [],
  }));
  const tokens = await Promise.all([0, 1, 2, 3, 4].map(signIn));
  const order = {
    brandId,
    storeId: store._id,
    serviceType: 'PICKUP',
    cart,
    timing: { type: 'ASAP' },
    payment: { paymentType: 'CASH' },
    pickupVehicleInfo: 'White Nissan Patrol, plate 18692',
  };
  const probe = await post<{ data: { total: number } }>(
    '/order/place-order-v2',
    { ...order, expectedTotal: 1, idempotencyKey: randomUUID() },
    tokens[0],
  );
  if (!probe.json.data) throw new Error(`the probe order was refused: ${JSON.stringify(probe.json)}`);
  const expectedTotal = probe.json.data.total;
  let next = 0;
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
  console.log(
    `place-order (${database ? 'PostgreSQL' : 'PGlite'}): ${Math.round(result.requests.average)} orders/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors (${connections} connections, ${seconds} s, ${cart.length}-line baskets)`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
}
