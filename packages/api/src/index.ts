export {
  APP_VERSION,
  OFFLINE_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type AppName,
  type Language,
} from './client.js';
export { DEFAULT_ERROR_MESSAGE, resolveErrorMessage } from './errors.js';
export type { components, operations, paths } from './generated/schema.js';

import type { components } from './generated/schema.js';
export type Schemas = components['schemas'];
export type BrandInfo = components['schemas']['BrandInfo'];
