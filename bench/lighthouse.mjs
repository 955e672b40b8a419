// Lighthouse (mobile, simulated slow 4G and a mid-range phone's CPU: Lighthouse's defaults) on the
// first page of each app, against a running product. Lighthouse is not a dependency of the repo
// (it would pull ~200 packages into every install): install it once next to it, e.g.
//   npm i --prefix /tmp/lh lighthouse@12.8
// then: LIGHTHOUSE_BIN=/tmp/lh/node_modules/.bin/lighthouse node lighthouse.mjs [origin] [runs=3]
// (ONLY=payment, for one, runs only the pages whose name holds the word)
// Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH). Prints each run and, per page, the
// median run (by performance score) as a Markdown table.
//
// The store page is a returning visitor's (its store is chosen in the browser): a profile is
// prepared first by choosing Pickup at Zaatar House Jumeirah with Playwright (service workers
// blocked), its HTTP caches are then deleted, and Lighthouse opens the page in that profile with
// storage kept, so the page loads cold except for the visitor's choice.
//
// Google Pay's payment method manifest, which Chrome downloads from google.com when the payment
// link asks whether Google Pay can pay, comes from a local stand-in (lib/google-pay-stand-in.mjs):
// offline, the failed download is a console error that costs 4 points of best practices, a figure
// of this machine's closed network rather than of the page. GOOGLE_PAY_STAND_IN=0 runs without it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium as playwright } from 'playwright-core';
import { startGooglePayStandIn } from './lib/google-pay-stand-in.mjs';

const origin = process.argv[2] ?? 'http://localhost:3000';
const runs = Number(process.argv[3] ?? 3);
const bin = process.env.LIGHTHOUSE_BIN ?? 'lighthouse';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const baseFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Table 7's printed code (each phone on its own), as the Table codes page gets it from staff/tables. */
async function tableSevenPath() {
  const signedIn = await fetch(`${origin}/api/v1/staff/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'jumeirah@zaatarhouse.example', password: 'zaatar-jumeirah-demo' }),
  });
  const { token } = (await signedIn.json()).data;
  const tables = await fetch(`${origin}/api/v1/staff/tables?storeId=6650a1e0c0ffee1000000001`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const code = (await tables.json()).data.tableCodes.find((entry) => entry.tableNumber === 7);
  return `/zaatar-house/dine-in?store-id=6650a1e0c0ffee1000000001&service-type=dine-in&table-number=7&table=${code.phoneToken}`;
}

const pages = [
  { name: 'Storefront: brand home', path: '/zaatar-house' },
  {
    name: 'Storefront: store page (returning visitor)',
    path: '/zaatar-house/store/store-detail',
    chosenStore: true,
  },
  {
    name: 'Dine-in: table 7 home',
    path: await tableSevenPath(),
  },
  { name: 'Payment link (Stripe)', path: '/zaatar-house/payment-link/PL-ZH-24002' },
  { name: 'Business card', path: '/gulf-kitchens/card' },
];

/** A browser profile whose visitor chose Pickup at Zaatar House Jumeirah, with no HTTP cache. */
async function profileWithChosenStore() {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const context = await playwright.launchPersistentContext(dir, {
    executablePath: chromium,
    args: baseFlags,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(`${origin}/zaatar-house`);
  await page.getByRole('button', { name: 'Pickup', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Select a store' })
    .getByRole('button', { name: /Zaatar House Jumeirah/ })
    .click();
  await page.waitForURL(/store-detail$/);
  await context.close();
  for (const cache of ['Cache', 'Code Cache', 'GPUCache', 'Service Worker'])
    rmSync(join(dir, 'Default', cache), { recursive: true, force: true });
  return dir;
}

const googlePay = process.env.GOOGLE_PAY_STAND_IN === '0' ? undefined : await startGooglePayStandIn();

/** One Lighthouse run; a child process the event loop waits for, so the stand-in keeps answering. */
async function lighthouse(url, report, profile) {
  const flags = [
    '--headless=new',
    ...baseFlags,
    ...(googlePay?.chromeFlags() ?? []),
    ...(profile ? [`--user-data-dir=${profile}`] : []),
  ];
  const child = spawn(
    bin,
    [
      url,
      '--quiet',
      `--chrome-flags=${flags.join(' ')}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${report}`,
      ...(profile ? ['--disable-storage-reset'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const status = await new Promise((resolve) => {
    child.on('error', () => resolve(-1));
    child.on('close', resolve);
  });
  if (status !== 0) return null;
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const score = (key) => Math.round((result.categories[key]?.score ?? 0) * 100);
  const audit = (key) => result.audits[key]?.displayValue ?? '';
  return {
    performance: score('performance'),
    cells: [
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      audit('first-contentful-paint'),
      audit('largest-contentful-paint'),
      audit('total-blocking-time'),
      audit('cumulative-layout-shift'),
    ],
  };
}

const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const header = '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |';
const rule = '| --- | --- | --- | --- | --- | --- | --- | --- | --- |';
const medians = [];
console.log(header);
console.log(rule);
// ONLY=<part of a page's name> runs the pages whose name holds it (case aside).
const only = process.env.ONLY?.toLowerCase();
for (const { name, path, chosenStore } of pages.filter(
  (page) => !only || page.name.toLowerCase().includes(only),
)) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART): one more try before giving up.
    let result = null;
    for (let attempt = 1; attempt <= 2 && !result; attempt += 1) {
      const profile = chosenStore ? await profileWithChosenStore() : undefined;
      result = await lighthouse(`${origin}${path}`, join(out, 'report.json'), profile);
      if (profile) rmSync(profile, { recursive: true, force: true });
    }
    console.log(
      result
        ? `| ${name} (run ${run}) | ${result.cells.join(' | ')} |`
        : `| ${name} (run ${run}) | failed | | | | | | | |`,
    );
    if (result) results.push(result);
  }
  results.sort((a, b) => a.performance - b.performance);
  const median = results[Math.floor(results.length / 2)];
  medians.push(median ? `| ${name} | ${median.cells.join(' | ')} |` : `| ${name} | failed | | | | | | | |`);
}
console.log(`\nMedian of ${runs} (by performance score):\n\n${header}\n${rule}\n${medians.join('\n')}`);
console.log(
  googlePay
    ? `\nGoogle Pay's manifests from the local stand-in (${googlePay.requests.length} requests; GOOGLE_PAY_STAND_IN=0 runs without it)`
    : "\nNo stand-in for Google Pay's manifests: offline, the payment link logs their failed download",
);
await googlePay?.close();
rmSync(out, { recursive: true, force: true });
