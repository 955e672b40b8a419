import type { Schemas } from '@storefront/contract';
import {
  toCoreDiscount as coreDiscount,
  toCoreItem as coreItem,
  toCoreLoyaltyPolicy,
  toCoreTip,
  toCoreUnavailableStores,
  toCoreWaiver,
} from '@storefront/contract/to-core';
import {
  bestAutomaticDiscount,
  busyExtraMinutes,
  checkDiscountEligibility,
  findDiscountByCode,
  haversineKm,
  isInDeliveryArea,
  isOutOfStock,
  fils,
  multiplyFils,
  percent,
  priceOrder,
  sumFils,
  validateBasketLine,
  ZERO_FILS,
  type BasketLine,
  type CoreError,
  type Discount,
  type Fils,
  type MenuItem,
  type PricedOrder,
  type UnixSeconds,
  isDiscountLive,
} from '@storefront/core';
import type { BrandCatalogue } from '../catalogue/catalogue-service.js';
import { toMappedArea, toSelectedArea, toSelectedMappedArea, zoneId } from '../catalogue/area-shapes.js';
import { soldAt, toApiItem } from '../catalogue/item-shapes.js';
import { toApiDiscount } from '../catalogue/offer-shapes.js';
import { kitchenBusy } from '../catalogue/shapes.js';
import type { AddressRow, DiscountRow, ItemRow, ServiceType, StoreRow } from '../db/schema.js';
import { saidByCore, type Said } from '../http/messages.js';
import { orderMessages } from './order-messages.js';

export interface RepriceInput {
  serviceType: ServiceType;
  cart: Schemas['CartLine'][];
  areaId?: string | undefined;
  mappedAreaId?: string | undefined;
  /** The saved address a delivery goes to; its point must be in the zone. */
  address?: AddressRow | undefined;
  discountCode?: string | undefined;
  useLoyalty?: boolean | undefined;
  walletBalance: Fils;
  tip?: Schemas['Tip'] | undefined;
  now: UnixSeconds;
  /** Discount checks: price the items without a delivery address (no fee, no zone check). */
  itemsOnly?: boolean;
}

export interface RepricedOrder {
  priced: PricedOrder;
  lines: Schemas['OrderLine'][];
  discount: DiscountRow | undefined;
  selectedArea: Schemas['SelectedArea'] | null;
  deliveryTime: number;
}

/**
 * The most an order may come to, in fils (AED 1,000,000): the `maximum` of every amount in the API
 * description, well inside the database's integer columns.
 */
export const MAX_ORDER_TOTAL = 100_000_000;

export type RepriceFailure = { message: Said; code: 'BAD_REQUEST' | 'PRICE_CHANGED' };

const fail = (message: Said, code: RepriceFailure['code'] = 'BAD_REQUEST') => ({
  ok: false as const,
  error: { message, code },
});
const coreFail = (error: CoreError) =>
  fail(
    saidByCore(error),
    error.key === 'menuUpdated' || error.key === 'itemRemoved' ? 'PRICE_CHANGED' : 'BAD_REQUEST',
  );

// Rows of a cached catalogue are never changed in place (a write loads a new catalogue), so each
// row's core form is made once, not on every order that prices it.
const coreItems = new WeakMap<ItemRow, MenuItem>();
const coreDiscounts = new WeakMap<DiscountRow, Discount>();

/** An item row as the core rules read it: the API's item in core's units. */
export function toCoreItem(item: ItemRow): MenuItem {
  let core = coreItems.get(item);
  if (!core) {
    core = coreItem(toApiItem(item));
    coreItems.set(item, core);
  }
  return core;
}

/** A discount row as the core rules price it: the API's discount in core's units, named in English. */
export function toCoreDiscount(row: DiscountRow): Discount {
  let core = coreDiscounts.get(row);
  if (!core) {
    core = coreDiscount(toApiDiscount(row));
    coreDiscounts.set(row, core);
  }
  return core;
}

/** The discount a code names, if it is live now for this brand (hidden codes included). */
export function liveDiscountByCode(
  catalogue: BrandCatalogue,
  code: string,
  now: UnixSeconds,
): DiscountRow | undefined {
  const live = catalogue.discounts.filter((row) => isDiscountLive(row, now));
  const found = findDiscountByCode(live.map(toCoreDiscount), code);
  return found.ok ? live.find((row) => row.id === found.value._id) : undefined;
}

/**
 * Why a code that is not live cannot be used: one the brand had and that has ended says it has
 * expired (the customer typed it right, and 'not found' would say otherwise); anything else is the
 * spec's 'not found'.
 */
function unusableCodeSaid(catalogue: BrandCatalogue, code: string, now: UnixSeconds) {
  const found = findDiscountByCode(catalogue.discounts.map(toCoreDiscount), code);
  const row = found.ok ? catalogue.discounts.find((entry) => entry.id === found.value._id) : undefined;
  return row && row.endsAt <= now ? orderMessages.couponExpired : orderMessages.couponNotFound;
}

/** Every line checked against the menu as sold at this store now, as core basket lines and as order lines. */
function checkLines(
  catalogue: BrandCatalogue,
  store: StoreRow,
  input: RepriceInput,
): { ok: true; basket: BasketLine[]; lines: Schemas['OrderLine'][] } | ReturnType<typeof fail> {
  const basket: BasketLine[] = [];
  const lines: Schemas['OrderLine'][] = [];
  for (const line of input.cart) {
    const item = catalogue.itemsById.get(line.itemId);
    if (!item || !soldAt(item, store.id)) return coreFail({ key: 'itemRemoved', params: {} } as CoreError);
    const coreItem = toCoreItem(item);
    if (isOutOfStock(coreItem, store.id, input.now)) {
      return fail(orderMessages.outOfStock);
    }
    const candidate: BasketLine = {
      itemId: item.id,
      quantity: line.quantity,
      price: line.price ?? item.price,
      sections: line.sections.map((section) => ({
        _id: section._id,
        options: section.options.map((option) => {
          const modifier = item.modifierGroups
            .find((group) => group.id === section._id)
            ?.modifiers.find((entry) => entry.id === option._id);
          return {
            _id: option._id,
            quantity: option.quantity,
            price: option.price ?? modifier?.price ?? fils(-1),
          };
        }),
      })),
    };
    const checked = validateBasketLine(candidate, coreItem);
    if (!checked.ok) return coreFail(checked.error);
    // An option the kitchen sold out refuses the line as a sold-out item does (docs/kitchen.md).
    const soldOutOption = line.sections.some((section) =>
      section.options.some((option) => {
        const modifier = item.modifierGroups
          .find((group) => group.id === section._id)
          ?.modifiers.find((entry) => entry.id === option._id);
        return modifier?.unavailableStores?.length
          ? isOutOfStock(
              { unavailableStores: toCoreUnavailableStores(modifier.unavailableStores) },
              store.id,
              input.now,
            )
          : false;
      }),
    );
    if (soldOutOption) return fail(orderMessages.outOfStock);
    basket.push(checked.value);
    const options = line.sections.flatMap((section) => {
      const group = item.modifierGroups.find((entry) => entry.id === section._id);
      return section.options.map((option) => {
        const modifier = group?.modifiers.find((entry) => entry.id === option._id);
        return {
          _id: option._id,
          name: modifier?.name ?? { en: '', ar: '' },
          quantity: option.quantity,
          price: modifier?.price ?? ZERO_FILS,
        };
      });
    });
    const unitPrice = sumFils([
      item.price,
      ...options.map((option) => multiplyFils(option.price, option.quantity)),
    ]);
    lines.push({
      itemId: item.id,
      categoryId: item.categoryId,
      sku: item.sku,
      title: item.title,
      quantity: line.quantity,
      unitPrice,
      lineTotal: multiplyFils(unitPrice, line.quantity),
      options,
      ...(line.specialRequest && { specialRequest: line.specialRequest }),
    });
  }

  return { ok: true, basket, lines };
}

/** A delivery's zone (fee, minimum, waiver) holding the address, and the time the service takes. */
function deliveryZone(
  catalogue: BrandCatalogue,
  store: StoreRow,
  input: RepriceInput,
):
  | {
      ok: true;
      delivery: { areaFee: Fils; areaMinOrder: Fils; waiver: StoreRow['deliveryChargesWaiverInfo'] } | null;
      selectedArea: Schemas['SelectedArea'] | null;
      deliveryTime: number;
    }
  | ReturnType<typeof fail> {
  let delivery: { areaFee: Fils; areaMinOrder: Fils; waiver: StoreRow['deliveryChargesWaiverInfo'] } | null =
    null;
  let selectedArea: Schemas['SelectedArea'] | null = null;
  let deliveryTime =
    input.serviceType === 'PICKUP'
      ? store.averagePrepTimeForPickup
      : input.serviceType === 'DINE_IN'
        ? store.averagePrepTimeForDineIn
        : store.averagePrepTime;
  if (input.serviceType === 'DELIVERY' && input.itemsOnly) {
    delivery = { areaFee: ZERO_FILS, areaMinOrder: ZERO_FILS, waiver: store.deliveryChargesWaiverInfo };
  } else if (input.serviceType === 'DELIVERY') {
    const notHere = fail(orderMessages.doesNotDeliver);
    if (!input.address) return fail(orderMessages.addressNotFound);
    const point: [number, number] = [input.address.lng, input.address.lat];
    if (input.mappedAreaId) {
      const area = catalogue.mappedAreas.find(
        (entry) => entry.id === input.mappedAreaId && entry.storeId === store.id,
      );
      const shape = area && toMappedArea(area, store);
      if (!area || !shape || !isInDeliveryArea(shape, point)) return notHere;
      delivery = {
        areaFee: area.deliveryFee,
        areaMinOrder: area.minOrder,
        waiver: store.deliveryChargesWaiverInfo,
      };
      selectedArea = toSelectedMappedArea(area);
      deliveryTime = area.deliveryTime;
    } else {
      const area = catalogue.deliveryAreas.find(
        (entry) => zoneId(entry) === input.areaId && entry.storeIds.includes(store.id),
      );
      const addressZone =
        area?.method === 'AREA_BASED'
          ? input.address.areaId
          : area?.method === 'CITY_BASED'
            ? input.address.cityId
            : input.address.countryId;
      if (!area || addressZone !== input.areaId) return notHere;
      // The pin itself within the area's reach: an address naming the area is not enough, as its pin
      // may lie far outside it (docs/architecture.md, "Money").
      if (area.reach && haversineKm([area.reach.lng, area.reach.lat], point) > area.reach.km) return notHere;
      delivery = {
        areaFee: area.deliveryFee,
        areaMinOrder: area.minOrder,
        waiver: store.deliveryChargesWaiverInfo,
      };
      selectedArea = toSelectedArea(area);
      deliveryTime = area.deliveryTime;
    }
  }

  // A busy kitchen's minutes are part of the order's quoted time (docs/kitchen.md).
  deliveryTime += busyExtraMinutes(kitchenBusy(store), input.now);
  return { ok: true, delivery, selectedArea, deliveryTime };
}

/** The code's discount when the basket is eligible; with no code and no loyalty, the best automatic one. */
function chooseDiscount(
  catalogue: BrandCatalogue,
  store: StoreRow,
  input: RepriceInput,
  basket: BasketLine[],
): { ok: true; discount: DiscountRow | undefined } | ReturnType<typeof fail> {
  let discount: DiscountRow | undefined;
  if (input.discountCode?.trim()) {
    discount = liveDiscountByCode(catalogue, input.discountCode, input.now);
    if (!discount) return fail(unusableCodeSaid(catalogue, input.discountCode, input.now));
    const error = checkDiscountEligibility(toCoreDiscount(discount), {
      lines: basket,
      storeId: store.id,
      serviceType: input.serviceType,
    });
    if (error) return coreFail(error);
  } else if (!input.useLoyalty) {
    // No code and no loyalty: the best automatic discount the basket qualifies for applies by itself.
    const live = catalogue.discounts.filter((row) => isDiscountLive(row, input.now));
    const best = bestAutomaticDiscount(live.map(toCoreDiscount), {
      lines: basket,
      storeId: store.id,
      serviceType: input.serviceType,
    });
    discount = best ? live.find((row) => row.id === best._id) : undefined;
  }

  return { ok: true, discount };
}

/**
 * Prices a basket the way the server will charge it: every line checked against the menu as
 * sold at this store now (existence, stock, options, prices), the zone's fee and minimum, the
 * discount's eligibility, loyalty, tax and tip, through `priceOrder` of packages/core.
 */
export function repriceCart(
  catalogue: BrandCatalogue,
  store: StoreRow,
  input: RepriceInput,
): { ok: true; value: RepricedOrder } | { ok: false; error: RepriceFailure } {
  // A tip is a dine-in thing (spec section 1: "add a tip (dine-in)"); the storefront offers none elsewhere.
  if (input.tip && input.serviceType !== 'DINE_IN') return fail(orderMessages.tipDineInOnly);
  const checked = checkLines(catalogue, store, input);
  if (!checked.ok) return checked;
  const { basket, lines } = checked;
  const zone = deliveryZone(catalogue, store, input);
  if (!zone.ok) return zone;
  const { delivery, selectedArea, deliveryTime } = zone;
  const chosen = chooseDiscount(catalogue, store, input, basket);
  if (!chosen.ok) return chosen;
  const { discount } = chosen;

  const policy = catalogue.loyaltyPolicy && toCoreLoyaltyPolicy(catalogue.loyaltyPolicy);
  const priced = priceOrder({
    serviceType: input.serviceType,
    storeId: store.id,
    lines: basket,
    taxRate: percent(store.taxRate),
    taxIncluded: store.taxIncluded === true,
    discount: discount ? toCoreDiscount(discount) : null,
    loyaltyPolicy: policy ?? null,
    walletBalance: input.walletBalance,
    redeemLoyalty: Boolean(input.useLoyalty),
    tip: input.tip ? toCoreTip(input.tip) : null,
    delivery: delivery
      ? {
          areaFee: delivery.areaFee,
          areaMinOrder: delivery.areaMinOrder,
          waiver: toCoreWaiver(delivery.waiver),
        }
      : null,
    now: input.now,
  });
  if (!priced.ok) return coreFail(priced.error);
  if (priced.value.grandTotal > MAX_ORDER_TOTAL) return fail(orderMessages.orderTooLarge);
  return { ok: true, value: { priced: priced.value, lines, discount, selectedArea, deliveryTime } };
}

export function toApiTotals(priced: PricedOrder): Schemas['Totals'] {
  return {
    itemsGrossAmount: priced.itemsGrossAmount,
    cartTotal: priced.cartTotal,
    discountAmount: priced.discountAmount,
    amountAfterDiscount: priced.amountAfterDiscount,
    loyaltyAmount: priced.loyaltyAmount,
    deliveryFee: priced.deliveryFee,
    orderGrossAmount: priced.orderGrossAmount,
    taxRate: priced.taxRate,
    taxAmount: priced.taxAmount,
    ...(priced.taxIncluded && { taxIncluded: true }),
    tipAmount: priced.tipAmount,
    total: priced.grandTotal,
    cashbackAmount: priced.cashbackAmount,
    deliveryChargesWaiverInfo: {
      isWaiver: priced.deliveryChargesWaiverInfo.isWaiver,
      waiverAmount: priced.deliveryChargesWaiverInfo.waiverAmount,
      WaiverInfo: priced.deliveryChargesWaiverInfo.WaiverInfo,
    },
  };
}
