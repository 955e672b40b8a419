#!/usr/bin/env node
// Makes sure the machine has the programs the tests drive: Debian's Chromium (the Playwright
// journeys) and, for the PostgreSQL runs, PostgreSQL's server binaries. A missing one is installed
// from Debian when this process may (root with apt-get, or passwordless sudo on CI); otherwise it
// stops at once with the exact command to run. Never a silent skip. Uses nothing but Node, so it
// runs before `pnpm install` too (.ci/run).
// Usage: node scripts/ensure-tools.mjs chromium [postgresql]
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const POSTGRESQL_ROOT = '/usr/lib/postgresql';

/**
 * What each tool is for, where it is looked for and Debian's package for it. `find` answers the
 * path found, or undefined.
 */
export const tools = {
  chromium: {
    title: 'Chromium',
    purpose: 'the e2e journeys cannot run',
    debianPackage: 'chromium',
    where: (env) => env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM,
    find: (probes, env) => {
      const path = env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;
      return probes.isExecutable(path) ? path : undefined;
    },
  },
  postgresql: {
    title: 'PostgreSQL',
    purpose: 'the server tests cannot run on PostgreSQL',
    debianPackage: 'postgresql',
    where: () => `${POSTGRESQL_ROOT}/<version>/bin/postgres`,
    find: (probes) => {
      const versions = probes.listDir(POSTGRESQL_ROOT).sort((a, b) => Number(b) - Number(a));
      const version = versions.find((v) => probes.isExecutable(`${POSTGRESQL_ROOT}/${v}/bin/postgres`));
      return version === undefined ? undefined : `${POSTGRESQL_ROOT}/${version}/bin/postgres`;
    },
  },
};

/** The one-line shell command that installs these Debian packages, with `sudo` unless root. */
export function installCommand(packages, { root }) {
  const sudo = root ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y ${packages.join(' ')}`;
}

/**
 * The decision, from the probes' answers only: nothing to do, install (the argv lists to run, in
 * order), or stop with the message to print.
 * @param {string[]} names tools wanted (keys of `tools`)
 * @param {{ isExecutable(path: string): boolean, listDir(path: string): string[], uid: number,
 *   hasCommand(name: string): boolean, passwordlessSudo(): boolean }} probes
 * @param {Record<string, string | undefined>} env
 */
export function plan(names, probes, env) {
  for (const name of names) if (!tools[name]) throw new Error(`Unknown tool: ${name}`);
  const missing = names.filter((name) => !tools[name].find(probes, env));
  if (missing.length === 0) return { action: 'none' };

  // A Chromium the user pointed at is theirs to fix: Debian's package would not put it there.
  if (missing.includes('chromium') && env.CHROMIUM_PATH && env.CHROMIUM_PATH !== DEBIAN_CHROMIUM) {
    return {
      action: 'stop',
      message: `Chromium is not at ${env.CHROMIUM_PATH} (CHROMIUM_PATH): ${tools.chromium.purpose}. Point CHROMIUM_PATH at a Chromium, or unset it to use Debian's (${DEBIAN_CHROMIUM}).`,
    };
  }

  const packages = missing.map((name) => tools[name].debianPackage);
  const root = probes.uid === 0;
  const lacking = missing
    .map((name) => `${tools[name].title} is missing (${tools[name].where(env)}): ${tools[name].purpose}.`)
    .join('\n');
  if (!probes.hasCommand('apt-get')) {
    return {
      action: 'stop',
      message: `${lacking}\nThis machine has no apt-get: install ${missing.map((name) => tools[name].title).join(' and ')} with its package manager${missing.includes('chromium') ? ', then set CHROMIUM_PATH to the Chromium binary' : ''}.`,
    };
  }
  const sudo = !root && env.CI && probes.hasCommand('sudo') && probes.passwordlessSudo();
  if (!root && !sudo) {
    return {
      action: 'stop',
      message: `${lacking}\nInstall ${packages.length > 1 ? 'them' : 'it'} with:\n  ${installCommand(packages, { root })}`,
    };
  }
  const prefix = root ? [] : ['sudo'];
  return {
    action: 'install',
    packages,
    missing,
    command: installCommand(packages, { root }),
    steps: [
      [...prefix, 'apt-get', 'update'],
      [...prefix, 'apt-get', 'install', '-y', ...packages],
    ],
  };
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasCommand(name) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && isExecutable(join(dir, name)));
}

/** The probes of this machine. */
export const machine = {
  isExecutable,
  listDir: (path) => (existsSync(path) ? readdirSync(path) : []),
  uid: typeof process.getuid === 'function' ? process.getuid() : -1,
  hasCommand,
  passwordlessSudo: () => spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
};

/** Runs a step, its output shown; answers its exit status. */
function runStep(argv) {
  const [command, ...args] = argv;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // With sudo, the variable has to be passed on the command line to survive env_reset.
  const withEnv = command === 'sudo' ? ['sudo', 'DEBIAN_FRONTEND=noninteractive', ...args] : argv;
  return spawnSync(withEnv[0], withEnv.slice(1), { stdio: 'inherit', env }).status ?? 1;
}

/**
 * Checks, installs when it may, and checks again. Answers `{ ok: true }` or `{ ok: false,
 * message }`; prints what it installs.
 */
export function ensureTools(
  names,
  { probes = machine, env = process.env, run = runStep, log = console.log } = {},
) {
  const decision = plan(names, probes, env);
  if (decision.action === 'none') return { ok: true };
  if (decision.action === 'stop') return { ok: false, message: decision.message };
  log(`Installing from Debian: ${decision.packages.join(', ')} (${decision.command})`);
  for (const step of decision.steps) {
    const status = run(step);
    if (status !== 0) {
      return {
        ok: false,
        message: `${step.join(' ')} failed (exit ${status}). Install by hand with:\n  ${installCommand(decision.packages, { root: probes.uid === 0 })}`,
      };
    }
  }
  const still = decision.missing.filter((name) => !tools[name].find(probes, env));
  if (still.length) {
    return {
      ok: false,
      message: still
        .map(
          (name) =>
            `${tools[name].title} is still missing after apt-get installed ${tools[name].debianPackage}: looked for ${tools[name].where(env)}.`,
        )
        .join('\n'),
    };
  }
  return { ok: true };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const names = process.argv.slice(2);
  if (names.length === 0) {
    console.error(`Usage: node scripts/ensure-tools.mjs ${Object.keys(tools).join(' | ')} ...`);
    process.exit(2);
  }
  const result = ensureTools(names);
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
}
