/**
 * The catalogue's HTTP handlers, one file per group of operations beside this one; this file only
 * combines them for app.ts. Handlers hold no SQL: what they read comes through catalogue-service.ts
 * and catalogue-store.ts (DEVELOPERS.md, "Server modules").
 */
import { areaHandlers } from './handlers/areas.js';
import type { CatalogueContext } from './catalogue-context.js';
import { itemHandlers } from './handlers/items.js';
import { menuHandlers } from './handlers/menus.js';
import { offerHandlers } from './handlers/offers.js';
import { pageHandlers } from './handlers/pages.js';
import { placeHandlers } from './handlers/places.js';
import { storeHandlers } from './handlers/stores.js';

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
