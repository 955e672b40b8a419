import { existsSync } from 'node:fs';

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without these, Chromium as root refuses to start or hangs on a closed network (DEVELOPERS.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
];

export const chromiumAvailable = existsSync(chromiumPath);
