/**
 * Items and menus as the API gives them, and whether a store sells an item now. The menu reads,
 * the kitchen's stock board and the order repricing all answer from these.
 */
import type { Schemas } from '@storefront/contract';
import { toCoreUnavailableStores } from '@storefront/contract/to-core';
import { isOutOfStock, type UnixSeconds } from '@storefront/core';
import type { ItemRow } from '../db/schema.js';
import type { BrandCatalogue } from './catalogue-service.js';

/**
 * An item as the API gives it. With a store, only that store's out-of-stock entries are given: an
 * answer about one store then says nothing about the others, and stays cached while they change.
 */
export function toApiItem(item: ItemRow, storeId: string | null = null): Schemas['Item'] {
  const atStore = <T extends { storeId: string }>(entries: T[]): T[] =>
    storeId === null ? entries : entries.filter((entry) => entry.storeId === storeId);
  return {
    _id: item.id,
    sku: item.sku,
    price: item.price,
    itemImageURLs: item.images.map((image) => image.url),
    images: item.images,
    baseLanguage: { title: item.title.en, description: item.description.en },
    translations: { ar: { title: item.title.ar, description: item.description.ar } },
    modifierGroups: item.modifierGroups.map((group) => ({
      _id: group.id,
      baseLanguage: { name: group.name.en },
      translations: { ar: { name: group.name.ar } },
      isSingleSelection: group.isSingleSelection,
      minimumAllowedSelection: group.minimumAllowedSelection,
      maximumAllowedSelection: group.maximumAllowedSelection,
      modifiers: group.modifiers.map((modifier) => {
        const optionUnavailable = atStore(modifier.unavailableStores ?? []);
        return {
          _id: modifier.id,
          sku: modifier.sku,
          price: modifier.price,
          baseLanguage: { name: modifier.name.en },
          translations: { ar: { name: modifier.name.ar } },
          ...(modifier.maximumOrderQuantity !== undefined && {
            maximumOrderQuantity: modifier.maximumOrderQuantity,
          }),
          ...(optionUnavailable.length && { unavailableStores: optionUnavailable }),
        };
      }),
    })),
    unavailableStores: atStore(item.unavailableStores),
    categoryId: item.categoryId,
    isRecommended: item.isRecommended,
  };
}

/** True when the store sells the item (an item without a store list is sold everywhere). */
export function soldAt(item: ItemRow, storeId: string | null): boolean {
  return storeId === null || item.storeIds === null || item.storeIds.includes(storeId);
}

/**
 * A menu: the brand's categories in order, each with the items sold at the store (or all items
 * for the brand-wide menu); empty categories are left out. Out-of-stock items stay listed with
 * their unavailable-store entries so the app can badge them.
 */
export function toApiMenu(catalogue: BrandCatalogue, storeId: string | null): Schemas['Menu'] {
  return {
    _id: storeId ?? catalogue.brandId,
    isMenuActive: true,
    categories: catalogue.categories
      .map((category) => ({
        categoryId: {
          _id: category.id,
          baseLanguage: { name: category.name.en },
          translations: { ar: { name: category.name.ar } },
        },
        items: catalogue.items
          .filter((item) => item.categoryId === category.id && soldAt(item, storeId))
          .map((item) => ({ itemId: toApiItem(item, storeId), categoryId: category.id })),
      }))
      .filter((category) => category.items.length > 0),
  };
}

/** An item is orderable at a store when the store sells it and it is not out of stock now. */
export function isItemOrderable(item: ItemRow, storeId: string, now: UnixSeconds): boolean {
  const unavailableStores = toCoreUnavailableStores(item.unavailableStores);
  return soldAt(item, storeId) && !isOutOfStock({ unavailableStores }, storeId, now);
}
