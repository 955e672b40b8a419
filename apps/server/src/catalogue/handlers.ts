/**
 * The catalogue's HTTP handlers, one file per group of operations beside this one; this file only
 * combines them for app.ts. Handlers hold no SQL: what they read comes through catalogue-service.ts
 * and catalogue-store.ts (DEVELOPERS.md, "Server modules").
 */
import { areaHandlers } from './area-handlers.js';
import type { CatalogueContext } from './catalogue-context.js';
import { itemHandlers } from './item-handlers.js';
import { menuHandlers } from './menu-handlers.js';
import { offerHandlers } from './offer-handlers.js';
import { pageHandlers } from './page-handlers.js';
import { placeHandlers } from './place-handlers.js';
import { storeHandlers } from './store-handlers.js';

export function catalogueHandlers(context: CatalogueContext) {
  return {
    ...areaHandlers(context),
    ...menuHandlers(context),
    ...itemHandlers(context),
    ...storeHandlers(context),
    ...pageHandlers(context),
    ...offerHandlers(context),
    ...placeHandlers(context),
  };
}
