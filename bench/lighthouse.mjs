// Lighthouse (mobile, simulated slow 4G and a mid-range phone's CPU: Lighthouse's defaults) on the
// first page of each app, against a running product. Lighthouse is not a dependency of the repo
// (it would pull ~200 packages into every install): install it once next to it, e.g.
//   npm i --prefix /tmp/lh lighthouse@12.8
// then: LIGHTHOUSE_BIN=/tmp/lh/node_modules/.bin/lighthouse node lighthouse.mjs [origin]
// Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH). Prints a Markdown table.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const origin = process.argv[2] ?? 'http://localhost:3000';
const bin = process.env.LIGHTHOUSE_BIN ?? 'lighthouse';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const flags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const pages = [
  ['Storefront: brand home', '/zaatar-house'],
  [
    'Dine-in: table 7 home',
    '/zaatar-house/dine-in?store-id=6650a1e0c0ffee1000000001&service-type=dine-in&table-number=7',
  ],
  ['Payment link (Stripe)', '/zaatar-house/payment-link/PL-ZH-24002'],
  ['Business card', '/gulf-kitchens/card'],
];

const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));
console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [name, path] of pages) {
  const report = join(out, 'report.json');
  const run = spawnSync(
    bin,
    [
      `${origin}${path}`,
      '--quiet',
      `--chrome-flags=${flags}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${report}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) {
    console.log(`| ${name} | failed (exit ${run.status}) | | | | | | | |`);
    continue;
  }
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const score = (key) => Math.round((result.categories[key]?.score ?? 0) * 100);
  const audit = (key) => result.audits[key]?.displayValue ?? '';
  console.log(
    `| ${name} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${audit('first-contentful-paint')} | ${audit('largest-contentful-paint')} | ${audit('total-blocking-time')} | ${audit('cumulative-layout-shift')} |`,
  );
}
rmSync(out, { recursive: true, force: true });
