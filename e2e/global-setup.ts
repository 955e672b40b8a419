import { chromiumAvailable, chromiumPath } from './chromium.js';

export default function globalSetup() {
  if (!chromiumAvailable) {
    throw new Error(
      `Chromium is not at ${chromiumPath}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
}
