// A deployment run here (docs/operations.md, "A deployment"): PostgreSQL, `pnpm db:migrate` once,
// N server processes (MIGRATE_ON_START=false) and nginx in front, all on this machine. Used by
// bench/rolling-restart.bench.ts; also runnable by hand after `pnpm build`:
//   DATABASE_URL=postgres://… node deploy/cluster.mjs 3     (Ctrl+C stops everything)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = join(root, 'apps', 'server', 'dist', 'main.js');
const migrate = join(root, 'apps', 'server', 'dist', 'cli', 'db-migrate.js');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long nginx leaves a process out after it refused connections (while it restarted). The next
 * process is restarted only after this, so two are never out at once (as an orchestrator's
 * minimum-ready time does).
 */
const FAIL_TIMEOUT_S = 2;

/** Waits until `url` answers 200 (a process's /readyz). */
export async function waitReady(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

/**
 * Starts the cluster: answers its proxy's origin, each process's port, and calls to take a process
 * out of the proxy, stop it (SIGTERM, draining), start it again and put it back, and to stop all.
 */
export async function startCluster({ databaseUrl, processes = 3, basePort = 43000, env = {} }) {
  const prefix = join(tmpdir(), `storefront-cluster-${process.pid}`);
  mkdirSync(prefix, { recursive: true });
  const migrated = spawnSync('node', [migrate], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (migrated.status !== 0) throw new Error(`db:migrate failed: ${migrated.stderr}`);
  const ports = Array.from({ length: processes }, (_, n) => basePort + 1 + n);
  const children = new Map();
  const inProxy = new Set(ports);

  const startProcess = async (port) => {
    const child = spawn('node', [serverMain], {
      env: {
        ...process.env,
        ...env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        MIGRATE_ON_START: 'false',
        TRUSTED_PROXIES: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.set(port, child);
    await waitReady(`http://127.0.0.1:${port}/readyz`);
  };

  const nginxConf = join(prefix, 'nginx.conf');
  const writeConf = () => {
    const servers = [...inProxy]
      .map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=${FAIL_TIMEOUT_S}s;`)
      .join('\n');
    const text = readFileSync(join(root, 'deploy', 'nginx.conf.template'), 'utf8')
      .replaceAll('{{PREFIX}}', prefix)
      .replaceAll('{{PORT}}', String(basePort))
      .replace('{{SERVERS}}', servers);
    writeFileSync(nginxConf, text);
  };
  const reload = async () => {
    writeConf();
    const run = spawnSync('nginx', ['-p', prefix, '-c', nginxConf, '-s', 'reload'], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`nginx reload: ${run.stderr}`);
    // nginx's old worker finishes what it has; new connections go to the new configuration.
    await sleep(300);
  };

  const stopAll = async (nginx) => {
    nginx?.kill('SIGQUIT');
    await Promise.all(
      [...children.values()].map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  let nginx;
  try {
    // The first seeds an empty database alone; the others start on what it made.
    await startProcess(ports[0]);
    await Promise.all(ports.slice(1).map(startProcess));
    writeConf();
    nginx = spawn('nginx', ['-p', prefix, '-c', nginxConf], { stdio: ['ignore', 'ignore', 'inherit'] });
    await waitReady(`http://127.0.0.1:${basePort}/healthz`, 10_000);
  } catch (error) {
    await stopAll(nginx);
    throw error;
  }

  return {
    origin: `http://127.0.0.1:${basePort}`,
    ports,
    /**
     * One process drained and stopped (SIGTERM), started again and ready. nginx needs no reload:
     * a connection refused, or a 503 from a process that is closing, sends the request to another
     * process (`proxy_next_upstream`), and the process is back in turn once it answers. With
     * `reloadProxy`, the process is also taken out of nginx's configuration first and put back
     * after (a reload closes the proxy's idle client connections, which clients may be reusing).
     */
    async restart(port, { reloadProxy = false } = {}) {
      if (reloadProxy) {
        inProxy.delete(port);
        await reload();
      }
      const child = children.get(port);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await startProcess(port);
      if (reloadProxy) {
        inProxy.add(port);
        await reload();
      } else {
        // nginx takes it back once its fail timeout is over.
        await sleep(FAIL_TIMEOUT_S * 1000 + 500);
      }
    },
    /**
     * One process killed outright (SIGKILL: no draining, its connections cut mid-answer), then
     * started again and ready: what a crash or an OOM kill does. nginx sends what it had in flight
     * there to another process (`proxy_next_upstream`), and streams reconnect elsewhere.
     */
    async kill(port) {
      const child = children.get(port);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      await startProcess(port);
      await sleep(FAIL_TIMEOUT_S * 1000 + 500);
    },
    /** The process ids, by port (to read each one's memory). */
    pids: () => new Map([...children].map(([port, child]) => [port, child.pid])),
    stop: () => stopAll(nginx),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    process.stderr.write(
      'Set DATABASE_URL (PostgreSQL): several processes cannot share the embedded database.\n',
    );
    process.exit(2);
  }
  const cluster = await startCluster({ databaseUrl, processes: Number(process.argv[2] ?? 3) });
  process.stdout.write(`Storefront on ${cluster.origin} (processes on ${cluster.ports.join(', ')})\n`);
  process.on('SIGINT', () => void cluster.stop().then(() => process.exit(0)));
}
