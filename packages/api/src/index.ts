export {
  APP_VERSION,
  OFFLINE_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type AppName,
} from './client.js';
export {
  followEventStream,
  parseEventStream,
  type FollowOptions,
  type StatusEventData,
  type StreamEvent,
} from './event-stream.js';
export {
  DEFAULT_ERROR_KEY,
  DEFAULT_ERROR_MESSAGE,
  resolveError,
  resolveErrorMessage,
  type ResolvedError,
} from './errors.js';
export type {
  BrandInfo,
  ErrorCode,
  PageBootstrap,
  Schemas,
  components,
  operations,
  paths,
} from '@storefront/contract';
