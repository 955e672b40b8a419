// Screenshots of representative components in English and Arabic, from the built Storybook,
// for packages/ui/docs/. Run after `pnpm build`: npx tsx scripts/screenshots.ts [story-id ...]
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

const root = join(import.meta.dirname, '..', 'storybook-static');
const out = join(import.meta.dirname, '..', 'docs');
const stories = process.argv.slice(2);
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

const server = createServer((request, response) => {
  let file = join(root, normalize(decodeURIComponent((request.url ?? '/').split('?')[0]!)));
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!file.startsWith(root) || !existsSync(file)) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
mkdirSync(out, { recursive: true });
const page = await browser.newPage({ viewport: { width: 430, height: 760 }, deviceScaleFactor: 1 });
for (const id of stories) {
  for (const locale of ['en', 'ar']) {
    await page.goto(`${origin}/iframe.html?id=${id}&viewMode=story&globals=locale:${locale};theme:zaatar`);
    await page.locator('#storybook-root > *').first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, `${id}.${locale}.png`), fullPage: false });
  }
}
await browser.close();
server.close();
process.stdout.write(`wrote ${stories.length * 2} screenshots to docs/\n`);
