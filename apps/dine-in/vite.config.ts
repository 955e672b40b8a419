import { fileURLToPath } from 'node:url';
import { appConfig } from '../../scripts/vite-app.js';

export default appConfig({ app: 'dine-in', appDir: fileURLToPath(new URL('.', import.meta.url)) });
