import { fileURLToPath } from 'node:url';
import { appConfig } from '../../scripts/vite-app.js';

export default appConfig({
  app: 'payment-link',
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  proxy: ['/sandbox'],
});
