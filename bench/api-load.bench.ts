// Load test of the store-menu call on loopback: starts the built server on a fresh PGlite data
// folder, then drives `menus/get-delivery-store-menu-v2` with autocannon for a bounded time.
// Usage: npx tsx api-load.bench.ts [seconds=10] [connections=10]   (after `pnpm build`)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 10);
const port = 39000 + Math.floor(Math.random() * 1000);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
const server = spawn('node', [join(import.meta.dirname, '..', 'apps', 'server', 'dist', 'main.js')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});

async function ready(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      await fetch(`http://localhost:${port}/api/v1/`);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  throw new Error('server did not start');
}

interface Target {
  name: string;
  path: string;
  body: Record<string, unknown>;
}

try {
  await ready();
  const brandId = '6650a1e0c0ffee0000000001';
  const pickup = (await (
    await fetch(`http://localhost:${port}/api/v1/store/get-stores-for-pickup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ brandId }),
    })
  ).json()) as { stores: { _id: string }[] };
  const storeId = pickup.stores[0]?._id;
  const targets: Target[] = [
    {
      name: 'store menu (delivery)',
      path: '/api/v1/menus/get-delivery-store-menu-v2',
      body: { brandId, storeId },
    },
    {
      name: 'brand settings',
      path: '/api/v1/branding/get-brand-settings-by-brand-id-for-store-front',
      body: { brandId },
    },
  ];
  for (const target of targets) {
    const result = await autocannon({
      url: `http://localhost:${port}${target.path}?app_version=26&app_name=storefront`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(target.body),
      connections,
      duration: seconds,
    });
    const bytes = Math.round(result.throughput.average / Math.max(1, result.requests.average));
    console.log(
      `${target.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${result.non2xx} non-2xx, ${result.errors} errors, ~${bytes} B/answer (${connections} connections, ${seconds} s)`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
}
