// The built product on loopback for the benches: start `apps/server/dist/main.js` on a PGlite
// folder (or PostgreSQL), sign customers in through the dev outbox, and build a pickup order from
// the demo menu (Zaatar House, Dubai Marina). `pnpm build` first.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const brandId = '6650a1e0c0ffee0000000001';

export interface RunningServer {
  readonly process: ChildProcess;
  readonly api: string;
}

/** Starts the built server and waits until it answers. */
export async function startServer(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  // BENCH_SERVER_MAIN runs another build (a copy of an older dist, to compare in one sitting);
  // BENCH_NODE_ARGS passes flags to that node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const main =
    process.env.BENCH_SERVER_MAIN ??
    join(import.meta.dirname, '..', '..', 'apps', 'server', 'dist', 'main.js');
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn('node', [...nodeArgs, main], {
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      // Every bench customer signs in from 127.0.0.1.
      OTP_MAX_SENDS_PER_IP_PER_HOUR: '10000',
      ...(options.databaseUrl && { DATABASE_URL: options.databaseUrl }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const api = `http://localhost:${options.port}/api/v1`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      await fetch(`${api}/`);
      return { process: child, api };
    } catch {
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  throw new Error('server did not start');
}

/** Stops a server (SIGTERM, or SIGKILL to crash it) and waits for it to exit. */
export async function stopServer(server: RunningServer, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((done) => server.process.once('exit', done));
  server.process.kill(signal);
  await exited;
}

export async function post<T>(
  api: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

export async function get<T>(
  api: string,
  path: string,
  token?: string,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${api}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, json: (await response.json()) as T };
}

/**
 * Numbers of this run's customers: each run its own, so runs against one PostgreSQL database do
 * not meet the sign-in codes' limit per number (the product's rate limit, not the bench's concern).
 */
const runNumbers = Math.floor(Math.random() * 900_000) * 10;

/** Signs in a demo customer (+9715NNNNNNNN) with the code from the dev outbox; returns the token. */
export async function signIn(api: string, index: number): Promise<string> {
  const phoneNumber = `+9715${String(runNumbers + index).padStart(8, '0')}`;
  const login = await post(api, '/user/password-less-login-v2', { brandId, phoneNumber });
  if (login.status !== 200)
    throw new Error(`sign-in of ${phoneNumber} refused: ${JSON.stringify(login.json)}`);
  const outbox = (await (
    await fetch(`${api}/dev/otp-outbox?phoneNumber=${encodeURIComponent(phoneNumber)}`)
  ).json()) as { data: { messages: { code: string }[] } };
  const verified = await post<{ data: { token: string } }>(api, '/user/verify-account-v2', {
    brandId,
    phoneNumber,
    verificationCode: outbox.data.messages[0]!.code,
  });
  return verified.json.data.token;
}

/** A cash pickup order of `lines` priced items (no required options) at the open Marina store. */
export async function pickupOrder(api: string, lines = 6): Promise<Record<string, unknown>> {
  const pickup = await post<{ stores: { _id: string; isOpened: boolean; baseLanguage: { name: string } }[] }>(
    api,
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
  }>(api, '/menus/get-pickup-store-menu', { brandId, storeId: store._id });
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
    .slice(0, lines);
  return {
    brandId,
    storeId: store._id,
    serviceType: 'PICKUP',
    cart: items.map((item, index) => ({
      itemId: item._id,
      quantity: 1 + (index % 3),
      price: item.price,
      sections: [],
    })),
    timing: { type: 'ASAP' },
    payment: { paymentType: 'CASH' },
    pickupVehicleInfo: 'White Nissan Patrol, plate 18692',
  };
}
