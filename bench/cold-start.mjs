// Cold start of the embedded default: `node apps/server/dist/main.js` on a fresh, empty PGlite
// folder, timed from spawn to the first 200 of the brand page (the database is open, migrated and
// seeded by then: the server listens only after). Each round starts the server twice, interleaved:
// from the prepared data folder (the default) and with PREPARED_DATABASE=false (initdb, migrations,
// seed), so both are measured under the same load. `pnpm build` first.
// Usage: node cold-start.mjs [rounds=3]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const rounds = Number(process.argv[2] ?? 3);
const main = new URL('../apps/server/dist/main.js', import.meta.url).pathname;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function coldStart(prepared) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-cold-start-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn('node', [main], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PREPARED_DATABASE: String(prepared),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const status = await fetch(`http://localhost:${port}/zaatar-house`).then(
        (answer) => answer.status,
        () => 0,
      );
      if (status === 200) return performance.now() - started;
      if (performance.now() - started > 120_000) throw new Error('no answer in 120 s');
      await new Promise((done) => setTimeout(done, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const times = { prepared: [], initdb: [] };
for (let round = 1; round <= rounds; round += 1) {
  for (const prepared of [true, false]) {
    const ms = await coldStart(prepared);
    times[prepared ? 'prepared' : 'initdb'].push(ms);
    console.log(
      `round ${round}: ${prepared ? 'prepared data folder' : 'initdb + migrations + seed'}: ${Math.round(ms)} ms`,
    );
  }
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const load = (await import('node:os')).loadavg()[0].toFixed(1);
for (const [name, list] of Object.entries(times)) {
  console.log(
    `${name.padEnd(8)} median ${Math.round(median(list))} ms (${list.map((ms) => Math.round(ms)).join(', ')}); load average ${load}`,
  );
}
