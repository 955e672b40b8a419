/** What the store page shows of a menu: search, recommended items, stale basket lines, offers. */
import type { Schemas } from '@storefront/api';
import { toCoreItem, toCoreUnavailableStores, toCoreWaiver } from '@storefront/api/to-core';
import type { ChosenArea } from '@storefront/flows';
import {
  deliveryTerms,
  isOutOfStock,
  listedDiscounts,
  validateBasketLine,
  type BasketLine,
  type DeliveryTerms,
  type Discount,
  type UnixSeconds,
} from '@storefront/core';

/** The least of a menu category these functions read. */
export interface CategoryLike<I> {
  readonly categoryId: { readonly _id: string };
  readonly items: readonly { readonly itemId: I }[];
}

/** The least of a menu item the search reads. */
export interface TitledItem {
  readonly baseLanguage: { readonly title: string };
  readonly translations: { readonly ar: { readonly title: string } };
}

export type MenuCategory = Schemas['StoreMenu']['storeMenu']['categories'][number];

function normalise(text: string): string {
  return text.trim().toLocaleLowerCase();
}

/**
 * Menu search (spec section 2 "Menu frame"): the items whose English or Arabic title contains
 * the query, case-insensitively; categories left without items go. An empty query keeps all.
 */
export function searchMenu<C extends CategoryLike<TitledItem>>(categories: readonly C[], query: string): C[] {
  const wanted = normalise(query);
  return categories
    .map((category) => ({
      ...category,
      items: wanted
        ? category.items.filter(
            ({ itemId }) =>
              normalise(itemId.baseLanguage.title).includes(wanted) ||
              normalise(itemId.translations.ar.title).includes(wanted),
          )
        : category.items,
    }))
    .filter((category) => category.items.length > 0);
}

/** Every item of the menu with its category id, in menu order. */
export function menuEntries<I>(categories: readonly CategoryLike<I>[]): { item: I; categoryId: string }[] {
  return categories.flatMap((category) =>
    category.items.map(({ itemId }) => ({ item: itemId, categoryId: category.categoryId._id })),
  );
}

/** Most recommended items shown above the menu. */
export const MAX_RECOMMENDED = 8;

/** The store's recommended items that can be ordered now, first in menu order (at most 8). */
export function recommendedItems<
  I extends { readonly isRecommended?: boolean; readonly unavailableStores?: Schemas['UnavailableStore'][] },
>(
  categories: readonly CategoryLike<I>[],
  storeId: string,
  now: UnixSeconds,
): { item: I; categoryId: string }[] {
  return menuEntries(categories)
    .filter(
      ({ item }) =>
        item.isRecommended &&
        !isOutOfStock(
          { unavailableStores: toCoreUnavailableStores(item.unavailableStores ?? []) },
          storeId,
          now,
        ),
    )
    .slice(0, MAX_RECOMMENDED);
}

/** Indexes of the basket lines the menu no longer matches (price, options or the item itself changed). */
export function staleLineIndexes(
  categories: readonly MenuCategory[],
  lines: readonly BasketLine[],
): number[] {
  const items = new Map(menuEntries(categories).map(({ item }) => [item._id, toCoreItem(item)] as const));
  return lines
    .map((line, index) => ({ index, ok: validateBasketLine(line, items.get(line.itemId)).ok }))
    .filter((entry) => !entry.ok)
    .map((entry) => entry.index);
}

/** The offers listed on this store's page: listed discounts that apply to all stores or to this one. */
export function storeOffers(discounts: readonly Discount[], storeId: string): Discount[] {
  return listedDiscounts(discounts).filter(
    (discount) =>
      discount.isApplicableOnAllStores ||
      discount.discountAppliedOnSpecificStores.some((entry) => entry.storeId === storeId),
  );
}

/**
 * The numbers a delivery customer needs before the basket (spec sections 4 "Delivery fee",
 * 5 "Minimums"): the area's fee and minimum, and the store's waiver rules, read at `now`.
 */
export function storeDeliveryTerms(
  store: Pick<Schemas['Store'], 'deliveryChargesWaiverInfo'>,
  area: Pick<ChosenArea, 'deliveryFee' | 'minOrder'>,
  now: UnixSeconds,
): DeliveryTerms | null {
  return deliveryTerms({
    serviceType: 'DELIVERY',
    areaFee: area.deliveryFee,
    areaMinOrder: area.minOrder,
    waiver: toCoreWaiver(store.deliveryChargesWaiverInfo),
    now,
  });
}
