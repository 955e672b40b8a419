import type { SeedDataset } from '../types.js';
import { businessCards } from './business-cards.js';
import {
  datesAreas,
  datesCategories,
  datesDiscounts,
  datesItems,
  datesLoyalty,
  datesPages,
  datesStoreId,
  datesStores,
} from './dates-and-co.js';
import {
  karakCategories,
  karakDiscounts,
  karakItems,
  karakLoyalty,
  karakMappedAreas,
  karakPages,
  karakStoreIds,
  karakStores,
} from './karak-corner.js';
import { places } from './places.js';
import {
  zaatarAreas,
  zaatarCategories,
  zaatarDiscounts,
  zaatarItemIds,
  zaatarItems,
  zaatarLoyalty,
  zaatarPages,
  zaatarStoreIds,
  zaatarStores,
} from './zaatar-house.js';

/** The demo dataset: three brands, their outlets, menus, zones, discounts, loyalty and pages. */
export const demoDataset: SeedDataset = {
  categories: [...zaatarCategories, ...karakCategories, ...datesCategories],
  items: [...zaatarItems, ...karakItems, ...datesItems],
  stores: [...zaatarStores, ...karakStores, ...datesStores],
  deliveryAreas: [...zaatarAreas, ...datesAreas],
  mappedAreas: karakMappedAreas,
  discounts: [...zaatarDiscounts, ...karakDiscounts, ...datesDiscounts],
  loyaltyPolicies: [zaatarLoyalty, karakLoyalty, datesLoyalty],
  staticPages: [...zaatarPages, ...karakPages, ...datesPages],
  businessCards,
  places,
};

/** Ids tests and docs refer to by name. */
export const demoIds = {
  stores: {
    ...zaatarStoreIds,
    karakAlMajaz: karakStoreIds.alMajaz,
    karakAlQusais: karakStoreIds.alQusais,
    datesWarehouse: datesStoreId,
  },
  items: zaatarItemIds,
  areas: Object.fromEntries(zaatarAreas.map((area) => [area.area!.name.en, area.area!.id])),
  mappedAreas: { karakPolygon: karakMappedAreas[0]!.id, karakDistance: karakMappedAreas[1]!.id },
  discounts: Object.fromEntries(
    [...zaatarDiscounts, ...karakDiscounts, ...datesDiscounts].map((d) => [d.discountCode, d.id]),
  ),
} as const;
