/** The pieces of `@storefront/core` this package uses. */
export {
  coreCatalogue,
  errorCatalogue,
  fils,
  formatFils,
  messageCatalogue,
  normalizeDigits,
  type CatalogueKey,
  type CatalogueMessage,
  type CoreError,
  type DeliveryDuration,
  type Fils,
  type OrderStatus,
  type ShownMessage,
  type SlotRange,
  type UnixSeconds,
} from '@storefront/core';
