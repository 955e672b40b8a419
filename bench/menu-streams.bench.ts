// A kitchen change reaching the store's open screens (the target: time from a change to 1,000 open
// menu streams hearing it, p99 under 1 s): starts the built server on a fresh PGlite folder (or
// PostgreSQL with BENCH_DATABASE_URL), opens N menu streams of the Jumeirah store
// (`GET /stores/{storeId}/menu-events`) from 10 loopback addresses (the per-address limit is 200),
// signs the Jumeirah kitchen in, then for each round sells an item out (or brings it back) on the
// board's call and times, for every stream, from just before the call to the `changed` event
// arriving on it. Prints p50, p99 and the slowest over every stream of every round.
// Usage: npx tsx menu-streams.bench.ts [streams=1000] [rounds=10]   (after `pnpm build`)
import { request, type ClientRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandId, post, startServer, stopServer } from './lib/product.js';

const streamCount = Number(process.argv[2] ?? 1000);
const rounds = Number(process.argv[3] ?? 10);
const storeId = '6650a1e0c0ffee1000000001'; // Zaatar House Jumeirah
const itemId = '6650a1e0c0ffee3000000004'; // an item of its menu (checked below)
const dataDir = mkdtempSync(join(tmpdir(), 'bench-menu-streams-'));
const server = await startServer({
  port: 40000 + Math.floor(Math.random() * 1000),
  dataDir,
  databaseUrl: process.env.BENCH_DATABASE_URL,
});
const { api } = server;

interface OpenStream {
  request: ClientRequest;
  /** When each `changed` event arrived (hrtime ns), in order. */
  heard: bigint[];
}

function openStream(address: string): Promise<OpenStream> {
  const url = new URL(`${api}/stores/${storeId}/menu-events?brandId=${brandId}`);
  return new Promise((resolve, reject) => {
    const stream: OpenStream = { request: undefined as never, heard: [] };
    stream.request = request(
      {
        host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        localAddress: address,
        headers: { accept: 'text/event-stream' },
      },
      (answer) => {
        if (answer.statusCode !== 200) return reject(new Error(`stream answered ${answer.statusCode}`));
        answer.setEncoding('utf8');
        let buffer = '';
        answer.on('data', (chunk: string) => {
          const at = process.hrtime.bigint();
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (frame.startsWith('event: ready')) resolve(stream);
            if (frame.startsWith('event: changed')) stream.heard.push(at);
          }
        });
        answer.on('error', () => undefined);
      },
    );
    stream.request.on('error', (error) => (stream.request.destroyed ? undefined : reject(error)));
    stream.request.end();
  });
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

let streams: OpenStream[] = [];
try {
  const signedIn = await post<{ data: { token: string } }>(api, '/staff/sign-in', {
    email: 'jumeirah@zaatarhouse.example',
    password: 'zaatar-jumeirah-demo',
  });
  const token = signedIn.json.data.token;
  const opened = Date.now();
  streams = await Promise.all(
    Array.from({ length: streamCount }, (_, index) => openStream(`127.0.0.${2 + (index % 10)}`)),
  );
  console.log(`${streams.length} menu streams open in ${Date.now() - opened} ms`);
  const latencies: number[] = [];
  const perRound: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = process.hrtime.bigint();
    const change =
      round % 2 === 0 ? { change: 'SOLD_OUT', itemId, soldOutFor: 'HOUR' } : { change: 'BACK_ON', itemId };
    const answer = await post(api, '/staff/kitchen/changes', { storeId, ...change }, token);
    if (answer.status !== 200) throw new Error(`the change was refused: ${JSON.stringify(answer.json)}`);
    const deadline = Date.now() + 10_000;
    while (streams.some((stream) => stream.heard.length <= round)) {
      if (Date.now() > deadline) throw new Error(`round ${round}: not every stream heard the change in 10 s`);
      await new Promise((done) => setTimeout(done, 5));
    }
    const times = streams.map((stream) => Number(stream.heard[round]! - start) / 1e6);
    latencies.push(...times);
    perRound.push(`${percentile(times, 99).toFixed(1)}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  console.log(`p99 per round (ms): ${perRound.join(', ')}`);
  console.log(
    `change to ${streams.length} streams hearing it, ${rounds} rounds: p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(1)} ms, slowest ${Math.max(...latencies).toFixed(1)} ms`,
  );
} finally {
  streams.forEach((stream) => stream.request.destroy());
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
