#!/usr/bin/env node
// Runs every test of the repo and ends with one line: "N passed, N failed".
// Stages: generated API types up to date, typecheck + lint (incl. the OpenAPI lint), formatting,
// unit and integration tests (vitest, per package), then the Playwright journeys in Chromium.
// Static checks count as one test each; vitest and Playwright counts come from their JSON reports.
// Before anything, the tools the journeys drive must be there: Debian's Chromium is installed when
// this process may, else the run stops at once with the command to run (scripts/ensure-tools.mjs).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureTools } from './ensure-tools.mjs';

const root = new URL('..', import.meta.url).pathname;
const workspaces = [
  'packages/core',
  'packages/api',
  'packages/i18n',
  'packages/ui',
  'packages/flows',
  'packages/features',
  'apps/server',
  'apps/storefront',
  'apps/dine-in',
  'apps/payment-link',
  'apps/business-card',
  'apps/operator',
];

const tools = ensureTools(['chromium']);
if (!tools.ok) {
  process.stderr.write(`\n${tools.message}\n\n0 passed, 1 failed\n`);
  process.exit(1);
}

let passed = 0;
let failed = 0;
const lines = [];

function run(title, command, args, env = {}) {
  process.stdout.write(`\n=== ${title}: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(title, command, args) {
  const ok = run(title, command, args);
  if (ok) passed += 1;
  else failed += 1;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${title}`);
  return ok;
}

// The titles of the journeys that failed, so the summary (often all a CI log keeps) names them.
function failedJourneys(playwrightReport) {
  const titles = [];
  const walk = (suite, path) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message?.split('\n')[0] ?? '';
          titles.push(`${[...here, spec.title].join(' > ')}:${spec.line} ${error}`.slice(0, 400));
        }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of playwrightReport.suites ?? []) walk(suite, []);
  return titles;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

for (const dir of [...workspaces, 'scripts', 'e2e'])
  rmSync(join(root, dir, 'test-results.json'), { force: true });

check('contract types match openapi/openapi.yaml (generate --check)', 'pnpm', [
  '--filter',
  '@storefront/contract',
  'generate:check',
]);
check('typecheck and lint, every package (incl. Redocly lint of openapi/)', 'pnpm', [
  'turbo',
  'run',
  'typecheck',
  'lint',
  '--continue',
  '--output-logs=errors-only',
]);
check('dependency rules fire on wrong-way imports (scripts/check-boundaries.mjs)', 'node', [
  'scripts/check-boundaries.mjs',
]);
check(
  'thin apps keep their shape: app size, file and component length (scripts/check-front-end-shape.mjs)',
  'node',
  ['scripts/check-front-end-shape.mjs'],
);
check('formatting (prettier --check)', 'pnpm', ['prettier', '--check', '.', '--log-level=warn']);

const unitOk = run('unit and integration tests (vitest)', 'pnpm', [
  'turbo',
  'run',
  'test',
  // The journeys run below, once the apps are built.
  '--filter=!@storefront/e2e',
  '--continue',
  '--concurrency=1',
]);
const scriptsOk = run("the repo's scripts (vitest: scripts/*.test.mjs)", 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--dir',
  'scripts',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=scripts/test-results.json',
]);
let unitCounted = 0;
for (const dir of [...workspaces, 'scripts']) {
  const report = readJson(join(root, dir, 'test-results.json'));
  if (!report) continue;
  unitCounted += report.numTotalTests;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  lines.push(
    `${report.numFailedTests ? 'FAIL' : 'ok  '} vitest ${dir}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
  );
  for (const file of report.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        lines.push(`       failed: ${file.name.replace(root, '')} > ${test.fullName ?? test.title}`);
}
if (!unitOk && unitCounted === 0) {
  failed += 1;
  lines.push('FAIL vitest: no report written');
}
if (!scriptsOk && !readJson(join(root, 'scripts', 'test-results.json'))) {
  failed += 1;
  lines.push('FAIL vitest scripts: no report written');
}

check('build every app, the server and the Storybook (turbo build)', 'pnpm', [
  'turbo',
  'run',
  'build',
  '--output-logs=errors-only',
]);

check("each app's first-paint JavaScript within its budget (bench/bundle-size.mjs)", 'node', [
  'bench/bundle-size.mjs',
]);

const e2eOk = run('end-to-end journeys (Playwright, Chromium)', 'pnpm', [
  '--filter',
  '@storefront/e2e',
  'test',
]);
const report = readJson(join(root, 'e2e', 'test-results.json'));
if (report?.stats) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  passed += expected + flaky;
  failed += unexpected;
  lines.push(
    `${unexpected ? 'FAIL' : 'ok  '} playwright e2e: ${expected + flaky} passed, ${unexpected} failed, ${skipped} skipped`,
  );
  for (const title of failedJourneys(report)) lines.push(`       failed: ${title}`);
  if (!e2eOk && unexpected === 0) {
    failed += 1;
    lines.push('FAIL playwright exited with an error');
  }
} else {
  failed += 1;
  lines.push('FAIL playwright: no report written');
}

process.stdout.write(`\n${lines.join('\n')}\n\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
