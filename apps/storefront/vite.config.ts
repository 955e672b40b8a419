import { fileURLToPath } from 'node:url';
import { appConfig } from '../../scripts/vite-app.js';
import { workboxServiceWorker } from './service-worker/vite-plugin.js';

export default appConfig({
  app: 'storefront',
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [workboxServiceWorker()],
});
