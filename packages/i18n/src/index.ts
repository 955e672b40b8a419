export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  apiLanguage,
  applyDocumentLanguage,
  directionOf,
  isLanguage,
  type Language,
} from './language.js';
export { createI18n, namespaceBackend, type I18nOptions, type NamespaceLoader } from './setup.js';
export {
  BUNDLED_NAMESPACES,
  NAMESPACES,
  bundledResources,
  fetchNamespaceLoader,
  isNamespace,
  loadAllResources,
  loadNamespace,
  namespaceAssetPath,
  type BundledNamespace,
  type LazyNamespace,
  type Namespace,
  type ResourceTree,
} from './resources.js';
export {
  CURRENCY_LABEL,
  TIME_ZONE,
  TIME_ZONE_OFFSET_MINUTES,
  aedParts,
  dubaiDateTime,
  dubaiIsoDate,
  formatAed,
  formatAmount,
  formatLinkDate,
  formatOrderDate,
  formatOrderDetailDate,
  formatPreOrderDay,
  formatSlotRange,
  formatTime,
  parseDigits,
  withCurrency,
  type DubaiDate,
  type Instant,
} from './format.js';
export {
  coreMessage,
  formatDeliveryDuration,
  interpolate,
  translateBundled,
  translateCoreError,
  type CoreMessageLike,
} from './translate.js';
export type { i18n as I18n, TFunction } from 'i18next';
