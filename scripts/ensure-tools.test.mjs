import { describe, expect, it } from 'vitest';
import { ensureTools, installCommand, machine, plan } from './ensure-tools.mjs';

/** A machine described by what it has: executables, directories, uid, commands, sudo. */
function fakeMachine({ executables = [], dirs = {}, uid = 1000, commands = ['apt-get'], sudo = false } = {}) {
  const present = new Set(executables);
  const asked = { sudo: 0 };
  return {
    asked,
    present,
    isExecutable: (path) => present.has(path),
    listDir: (path) => dirs[path] ?? [],
    uid,
    hasCommand: (name) => commands.includes(name),
    passwordlessSudo: () => {
      asked.sudo += 1;
      return sudo;
    },
  };
}

const chromium = '/usr/bin/chromium';
const postgres15 = '/usr/lib/postgresql/15/bin/postgres';
const withPostgres = { executables: [postgres15], dirs: { '/usr/lib/postgresql': ['15'] } };

describe('plan: what the test command does about Chromium and PostgreSQL', () => {
  it('does nothing when Chromium and PostgreSQL are there', () => {
    const probes = fakeMachine({ ...withPostgres, executables: [chromium, postgres15] });
    expect(plan(['chromium', 'postgresql'], probes, {})).toEqual({ action: 'none' });
  });

  it('finds the newest PostgreSQL of several', () => {
    const probes = fakeMachine({
      executables: ['/usr/lib/postgresql/16/bin/postgres'],
      dirs: { '/usr/lib/postgresql': ['13', '16'] },
    });
    expect(plan(['postgresql'], probes, {})).toEqual({ action: 'none' });
  });

  it('takes a Chromium named by CHROMIUM_PATH', () => {
    const probes = fakeMachine({ executables: ['/opt/chromium/chrome'] });
    expect(plan(['chromium'], probes, { CHROMIUM_PATH: '/opt/chromium/chrome' })).toEqual({ action: 'none' });
  });

  it('as root with apt-get, installs Debian chromium: apt-get update, then apt-get install -y chromium', () => {
    const decision = plan(['chromium'], fakeMachine({ uid: 0 }), {});
    expect(decision).toMatchObject({
      action: 'install',
      command: 'apt-get update && apt-get install -y chromium',
      steps: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', 'chromium'],
      ],
    });
  });

  it('as root, installs only what is missing: postgresql when Chromium is there', () => {
    const decision = plan(['chromium', 'postgresql'], fakeMachine({ uid: 0, executables: [chromium] }), {});
    expect(decision.steps).toEqual([
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', 'postgresql'],
    ]);
  });

  it('as root, installs both in one apt-get run when both are missing', () => {
    const decision = plan(['chromium', 'postgresql'], fakeMachine({ uid: 0 }), {});
    expect(decision.command).toBe('apt-get update && apt-get install -y chromium postgresql');
  });

  it('not root and not on CI: stops with the exact sudo command, without asking sudo', () => {
    const probes = fakeMachine({ uid: 1000, commands: ['apt-get', 'sudo'], sudo: true });
    const decision = plan(['chromium'], probes, {});
    expect(decision).toEqual({
      action: 'stop',
      message:
        'Chromium is missing (/usr/bin/chromium): the e2e journeys cannot run.\n' +
        'Install it with:\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium',
    });
    expect(probes.asked.sudo).toBe(0);
  });

  it('not root, PostgreSQL missing: names both the path looked for and the command', () => {
    const decision = plan(['chromium', 'postgresql'], fakeMachine({ executables: [chromium] }), {});
    expect(decision).toEqual({
      action: 'stop',
      message:
        'PostgreSQL is missing (/usr/lib/postgresql/<version>/bin/postgres): the server tests cannot run on PostgreSQL.\n' +
        'Install it with:\n' +
        '  sudo apt-get update && sudo apt-get install -y postgresql',
    });
  });

  it('on CI with passwordless sudo: installs through sudo', () => {
    const probes = fakeMachine({ uid: 1001, commands: ['apt-get', 'sudo'], sudo: true });
    const decision = plan(['chromium', 'postgresql'], probes, { CI: 'true' });
    expect(decision.steps).toEqual([
      ['sudo', 'apt-get', 'update'],
      ['sudo', 'apt-get', 'install', '-y', 'chromium', 'postgresql'],
    ]);
  });

  it('on CI when sudo asks a password: stops with the command', () => {
    const probes = fakeMachine({ uid: 1001, commands: ['apt-get', 'sudo'], sudo: false });
    const decision = plan(['chromium'], probes, { CI: 'true' });
    expect(decision.action).toBe('stop');
    expect(decision.message).toContain('  sudo apt-get update && sudo apt-get install -y chromium');
  });

  it('without apt-get (not Debian): stops, saying to install Chromium and set CHROMIUM_PATH', () => {
    const decision = plan(['chromium'], fakeMachine({ uid: 0, commands: [] }), {});
    expect(decision).toEqual({
      action: 'stop',
      message:
        'Chromium is missing (/usr/bin/chromium): the e2e journeys cannot run.\n' +
        'This machine has no apt-get: install Chromium with its package manager, then set CHROMIUM_PATH to the Chromium binary.',
    });
  });

  it('a CHROMIUM_PATH with nothing there: stops even as root (Debian would not install it there)', () => {
    const decision = plan(['chromium'], fakeMachine({ uid: 0 }), { CHROMIUM_PATH: '/opt/chrome' });
    expect(decision).toEqual({
      action: 'stop',
      message:
        "Chromium is not at /opt/chrome (CHROMIUM_PATH): the e2e journeys cannot run. Point CHROMIUM_PATH at a Chromium, or unset it to use Debian's (/usr/bin/chromium).",
    });
  });

  it('refuses a tool it does not know', () => {
    expect(() => plan(['firefox'], fakeMachine(), {})).toThrow('Unknown tool: firefox');
  });

  it('installCommand prefixes sudo unless root', () => {
    expect(installCommand(['chromium'], { root: false })).toBe(
      'sudo apt-get update && sudo apt-get install -y chromium',
    );
    expect(installCommand(['chromium'], { root: true })).toBe(
      'apt-get update && apt-get install -y chromium',
    );
  });
});

describe('ensureTools: runs the plan', () => {
  it('as root, runs the two apt-get steps in order and succeeds once Chromium is there', () => {
    const probes = fakeMachine({ uid: 0 });
    const ran = [];
    const logged = [];
    const result = ensureTools(['chromium'], {
      probes,
      env: {},
      log: (line) => logged.push(line),
      run: (argv) => {
        ran.push(argv);
        if (argv.includes('install')) probes.present.add(chromium);
        return 0;
      },
    });
    expect(result).toEqual({ ok: true });
    expect(ran).toEqual([
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', 'chromium'],
    ]);
    expect(logged).toEqual([
      'Installing from Debian: chromium (apt-get update && apt-get install -y chromium)',
    ]);
  });

  it('stops at the first failed step, with the command to run by hand', () => {
    const ran = [];
    const result = ensureTools(['chromium'], {
      probes: fakeMachine({ uid: 0 }),
      env: {},
      log: () => {},
      run: (argv) => {
        ran.push(argv);
        return 100;
      },
    });
    expect(ran).toEqual([['apt-get', 'update']]);
    expect(result).toEqual({
      ok: false,
      message:
        'apt-get update failed (exit 100). Install by hand with:\n  apt-get update && apt-get install -y chromium',
    });
  });

  it('fails when the package installed but the binary is still not there', () => {
    const result = ensureTools(['chromium'], {
      probes: fakeMachine({ uid: 0 }),
      env: {},
      log: () => {},
      run: () => 0,
    });
    expect(result).toEqual({
      ok: false,
      message: 'Chromium is still missing after apt-get installed chromium: looked for /usr/bin/chromium.',
    });
  });

  it('runs nothing when the tools are there, and never runs anything when it must stop', () => {
    const ran = [];
    const run = (argv) => ran.push(argv);
    expect(
      ensureTools(['chromium'], { probes: fakeMachine({ executables: [chromium] }), env: {}, run }),
    ).toEqual({
      ok: true,
    });
    expect(ensureTools(['chromium'], { probes: fakeMachine(), env: {}, run }).ok).toBe(false);
    expect(ran).toEqual([]);
  });
});

describe('the probes of this machine', () => {
  it('answer the questions the plan asks', () => {
    expect(machine.isExecutable(process.execPath)).toBe(true);
    expect(machine.isExecutable('/nonexistent/chromium')).toBe(false);
    expect(machine.listDir('/nonexistent')).toEqual([]);
    expect(machine.hasCommand('node')).toBe(true);
    expect(machine.hasCommand('no-such-command-here')).toBe(false);
    expect(typeof machine.uid).toBe('number');
  });
});
