// Load test of the store-menu call on loopback: starts the built server on a fresh PGlite data
// folder (timing its cold start: spawn to first answer), then drives
// `menus/get-delivery-store-menu-v2` with autocannon for a bounded time, uncompressed and with
// `accept-encoding: br, gzip`, each side by side with a bare Fastify route answering the same bytes
// (lib/bare-fastify.mjs: the floor), and brand settings.
// Usage: npx tsx api-load.bench.ts [seconds=10] [connections=10]   (after `pnpm build`)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 10);
const port = 39000 + Math.floor(Math.random() * 1000);
const barePort = port + 1000;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
const started = performance.now();
const server = spawn('node', [join(import.meta.dirname, '..', 'apps', 'server', 'dist', 'main.js')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let bare: ChildProcess | undefined;

async function ready(url: string): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 25));
    }
  }
  throw new Error(`${url} did not answer`);
}

interface Target {
  name: string;
  url: string;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

async function load(target: Target): Promise<Figures> {
  const result = await autocannon({
    url: target.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: JSON.stringify(target.body),
    connections,
    duration: seconds,
  });
  const rps = Math.round(result.requests.average);
  const bytes = Math.round(result.throughput.average / Math.max(1, result.requests.average));
  console.log(
    `${target.name}: ${rps} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors, ~${bytes} B/answer (${connections} connections, ${seconds} s)`,
  );
  return { rps, p50: result.latency.p50, p99: result.latency.p99 };
}

try {
  await ready(`http://localhost:${port}/api/v1/`);
  console.log(
    `cold start (spawn to first answer, fresh data folder): ${Math.round(performance.now() - started)} ms`,
  );
  const api = `http://localhost:${port}/api/v1`;
  const query = '?app_version=26&app_name=storefront';
  const brandId = '6650a1e0c0ffee0000000001';
  const pickup = (await (
    await fetch(`${api}/store/get-stores-for-pickup${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ brandId }),
    })
  ).json()) as { stores: { _id: string }[] };
  const storeId = pickup.stores[0]?._id;
  const menuBody = { brandId, storeId };
  const menuUrl = `${api}/menus/get-delivery-store-menu-v2${query}`;
  const menu = await fetch(menuUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
    body: JSON.stringify(menuBody),
  });
  const answerFile = join(dataDir, 'menu-answer.json');
  writeFileSync(answerFile, Buffer.from(await menu.arrayBuffer()));
  bare = spawn('node', [join(import.meta.dirname, 'lib', 'bare-fastify.mjs'), String(barePort), answerFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await ready(`http://127.0.0.1:${barePort}/`);

  for (const encoding of [undefined, 'br, gzip']) {
    const headers = encoding ? { 'accept-encoding': encoding } : undefined;
    const label = encoding ? `accept-encoding: ${encoding}` : 'uncompressed';
    const ours = await load({
      name: `store menu (delivery), ${label}`,
      url: menuUrl,
      body: menuBody,
      headers,
    });
    const floor = await load({
      name: `bare Fastify, same bytes, ${label}`,
      url: `http://127.0.0.1:${barePort}/menu`,
      body: menuBody,
      headers,
    });
    console.log(
      `  ratio store menu / bare Fastify (${label}): ${(ours.rps / floor.rps).toFixed(2)} of the req/s`,
    );
  }
  await load({
    name: 'brand settings',
    url: `${api}/branding/get-brand-settings-by-brand-id-for-store-front${query}`,
    body: { brandId },
  });
} finally {
  bare?.kill('SIGTERM');
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
}
