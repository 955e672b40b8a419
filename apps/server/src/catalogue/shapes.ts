import type { Schemas } from '@storefront/contract';
import { toCoreUnavailableStores } from '@storefront/contract/to-core';
import {
  WEEKDAYS,
  busyExtraMinutes,
  fullSlotKey,
  generatePreOrderSlots,
  pausedUntil,
  serviceKey,
  isOutOfStock,
  minutes,
  ZERO_FILS,
  type MappedArea,
  type UnixSeconds,
  type WeeklyOpeningHours,
  isDiscountLive,
} from '@storefront/core';
import type {
  DeliveryAreaRow,
  DiscountRow,
  ItemRow,
  LoyaltyPolicyRow,
  MappedAreaRow,
  PaymentType,
  ServiceType,
  StoreRow,
} from '../db/schema.js';
import type { BrandCatalogue } from './catalogue-service.js';

const PAYMENT_NAMES: Record<PaymentType, { en: string; ar: string }> = {
  CREDIT_CARD: { en: 'Credit card', ar: 'بطاقة ائتمان' },
  CASH: { en: 'Cash', ar: 'نقداً' },
  CARD_MACHINE: { en: 'Card machine', ar: 'جهاز البطاقة' },
  PAY_LATER: { en: 'Pay later', ar: 'الدفع لاحقاً' },
  PAYMENT_GATEWAY: { en: 'Online payment', ar: 'الدفع الإلكتروني' },
};

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

function paymentOptions(store: StoreRow, serviceType: ServiceType): Schemas['PaymentOption'][] {
  const types =
    serviceType === 'DELIVERY'
      ? store.paymentOptions.delivery
      : serviceType === 'PICKUP'
        ? store.paymentOptions.pickup
        : store.paymentOptions.dineIn;
  // Credit card first (spec section 4, "Payment").
  const ordered = [...types].sort((a, b) => Number(b === 'CREDIT_CARD') - Number(a === 'CREDIT_CARD'));
  return ordered.map((paymentType) => ({
    _id: `${store.id}-${serviceType.toLowerCase()}-${paymentType.toLowerCase()}`,
    paymentType,
    serviceType,
    nameEN: PAYMENT_NAMES[paymentType].en,
    nameAR: PAYMENT_NAMES[paymentType].ar,
  }));
}

export function weeklyOpeningHours(store: StoreRow): WeeklyOpeningHours {
  const hours: Partial<Record<(typeof WEEKDAYS)[number], { open: string; close: string }[]>> = {};
  for (const period of store.openingHours) {
    const weekday = WEEKDAYS[period.day];
    if (!weekday) continue;
    (hours[weekday] ??= []).push({ open: period.open, close: period.close });
  }
  return hours;
}

/**
 * The pre-order days and slots, less the slots full to the store's capacity (docs/kitchen.md);
 * while the kitchen pauses the service, only slots starting after it resumes.
 */
function preOrderSlots(
  store: StoreRow,
  service: 'delivery' | 'pickup',
  now: UnixSeconds,
  pausedTill: UnixSeconds | null,
): Schemas['PreOrderDay'][] {
  const enabled = store.services[service] && store.preOrder[service];
  if (!enabled) return [];
  const days = generatePreOrderSlots({
    openingHours: weeklyOpeningHours(store),
    leadMinutes: minutes(store.preOrderLeadMinutes),
    intervalMinutes: minutes(store.slotIntervalMinutes),
    now,
    days: store.preOrderDays,
  }).map((day) => ({
    day: day.day,
    slots: day.slots.map(({ start, end, startsAt, endsAt }) => ({ start, end, startsAt, endsAt })),
  }));
  const full = new Set(store.fullSlots);
  if (pausedTill === null && full.size === 0) return days;
  const offered = (slot: Schemas['PreOrderSlot']) =>
    (pausedTill === null || slot.startsAt >= pausedTill) && !full.has(fullSlotKey(service, slot.startsAt));
  return days
    .map((day) => ({ ...day, slots: day.slots.filter(offered) }))
    .filter((day) => day.slots.length > 0);
}

export function toApiStore(
  store: StoreRow,
  temporaryDomainName: string,
  now: UnixSeconds,
  extra: Partial<
    Pick<Schemas['Store'], 'mappedAreaType' | 'mappedAreaId' | 'distance' | 'areaName' | 'minOrder'>
  > = {},
  /** The service asked for: a service the kitchen paused reads as closed (docs/kitchen.md). */
  serviceType?: ServiceType,
): Schemas['Store'] {
  // A busy kitchen's minutes are part of every quoted time ('Delivery happens within', the order's).
  const busy = busyExtraMinutes(kitchenBusy(store), now);
  const pausedTill = serviceType ? servicePausedUntil(store, serviceType, now) : null;
  return {
    _id: store.id,
    brandId: store.brandId,
    domainName: temporaryDomainName,
    baseLanguage: { name: store.name.en, description: store.description.en },
    translations: { ar: { name: store.name.ar, description: store.description.ar } },
    manualAddress: store.manualAddress,
    mapAddress: store.mapAddress,
    city: store.city,
    country: store.country,
    mobileNumber: store.mobileNumber,
    whatsAppContact: store.whatsAppContact,
    taxRate: store.taxRate,
    taxIncluded: store.taxIncluded,
    isOpened: serviceType ? isStoreAvailable(store, serviceType, now) : store.isOpened,
    ...(pausedTill !== null && { pausedUntil: pausedTill }),
    averagePrepTime: store.averagePrepTime + busy,
    averagePrepTimeForPickup: store.averagePrepTimeForPickup + busy,
    averagePrepTimeForDineIn: store.averagePrepTimeForDineIn + busy,
    isPreOrderEnabledForDelivery: store.services.delivery && store.preOrder.delivery,
    isPreOrderEnabledForPickup: store.services.pickup && store.preOrder.pickup,
    availablePreOrderSlotsForDelivery: preOrderSlots(
      store,
      'delivery',
      now,
      servicePausedUntil(store, 'DELIVERY', now),
    ),
    availablePreOrderSlotsForPickup: preOrderSlots(
      store,
      'pickup',
      now,
      servicePausedUntil(store, 'PICKUP', now),
    ),
    paymentOptions: paymentOptions(store, 'DELIVERY'),
    pickupPaymentOptions: paymentOptions(store, 'PICKUP'),
    dineInPaymentOptions: paymentOptions(store, 'DINE_IN'),
    vehicleInfoForPickup: store.vehicleInfoForPickup,
    storeLocation: { type: 'Point', coordinates: [store.lng, store.lat] },
    deliveryChargesWaiverInfo: store.deliveryChargesWaiverInfo,
    services: store.services,
    ...extra,
  };
}

export function offersService(store: StoreRow, serviceType: ServiceType): boolean {
  return serviceType === 'DELIVERY'
    ? store.services.delivery
    : serviceType === 'PICKUP'
      ? store.services.pickup
      : store.services.dineIn;
}

/** The kitchen's busy mode, typed for core. */
export function kitchenBusy(store: StoreRow) {
  return store.busy
    ? { extraMinutes: store.busy.extraMinutes, until: store.busy.until as UnixSeconds }
    : null;
}

/** When the kitchen paused the service, the Unix second it resumes; null when not paused at `now`. */
export function servicePausedUntil(store: StoreRow, serviceType: ServiceType, now: UnixSeconds) {
  return pausedUntil(store.pausedUntil as Record<string, UnixSeconds>, serviceKey(serviceType), now);
}

/** The store is taking ASAP orders for the service now: open, offering it, and not paused by the kitchen. */
export function isStoreAvailable(store: StoreRow, serviceType: ServiceType, now: UnixSeconds): boolean {
  return (
    store.isOpened &&
    offersService(store, serviceType) &&
    servicePausedUntil(store, serviceType, now) === null
  );
}

/** The store's average prep time for the service now, a busy kitchen's minutes included. */
export function prepMinutes(store: StoreRow, serviceType: ServiceType, now: UnixSeconds): number {
  const base =
    serviceType === 'PICKUP'
      ? store.averagePrepTimeForPickup
      : serviceType === 'DINE_IN'
        ? store.averagePrepTimeForDineIn
        : store.averagePrepTime;
  return base + busyExtraMinutes(kitchenBusy(store), now);
}

/** An item is orderable at a store when the store sells it and it is not out of stock now. */
export function isItemOrderable(item: ItemRow, storeId: string, now: UnixSeconds): boolean {
  const unavailableStores = toCoreUnavailableStores(item.unavailableStores);
  return soldAt(item, storeId) && !isOutOfStock({ unavailableStores }, storeId, now);
}

export function areaDisplayName(area: DeliveryAreaRow): { en: string; ar: string } {
  return area.areaName ?? (area.method === 'CITY_BASED' ? area.cityName : area.countryName);
}

/** The zone id a customer picks: the area id, the city id or the country id, by method. */
export function zoneId(area: DeliveryAreaRow): string {
  return area.method === 'AREA_BASED'
    ? (area.areaId ?? area.id)
    : area.method === 'CITY_BASED'
      ? area.cityId
      : area.countryId;
}

export function toSelectedArea(area: DeliveryAreaRow): Schemas['SelectedArea'] {
  const name = areaDisplayName(area);
  return {
    areaId: zoneId(area),
    areaName: name.en,
    areaNameAR: name.ar,
    deliveryFee: area.deliveryFee,
    deliveryTime: area.deliveryTime,
    minOrder: area.minOrder,
  };
}

export function toSelectedMappedArea(area: MappedAreaRow): Schemas['SelectedArea'] {
  return {
    areaId: area.id,
    areaName: area.name.en,
    areaNameAR: area.name.ar,
    deliveryFee: area.deliveryFee,
    deliveryTime: area.deliveryTime,
    minOrder: area.minOrder,
  };
}

/** Groups a brand's zones the way the area picker shows them, for the given method. */
export function toApiDeliveryAreas(
  method: 'AREA_BASED' | 'CITY_BASED' | 'COUNTRY_BASED' | 'MAPPED_AREA_BASED',
  areas: DeliveryAreaRow[],
  mapped: MappedAreaRow[],
  stores: StoreRow[],
): Schemas['DeliveryAreas'] {
  if (method === 'MAPPED_AREA_BASED') {
    const cities = new Map<
      string,
      { city: { en: string; ar: string }; areas: Schemas['MappedAreaCity']['areas'] }
    >();
    for (const area of mapped) {
      const entry = cities.get(area.city.en) ?? { city: area.city, areas: [] };
      const store = stores.find((candidate) => candidate.id === area.storeId);
      entry.areas.push({
        mappedAreaId: area.id,
        mappedAreaType: area.type,
        storeId: area.storeId,
        translations: { en: { name: area.name.en }, ar: { name: area.name.ar } },
        deliveryFee: area.deliveryFee,
        deliveryTime: area.deliveryTime,
        minOrder: area.minOrder,
        ...(area.polygon && { polygon: [area.polygon.outer, ...(area.polygon.holes ?? [])] }),
        ...(area.type === 'DISTANCE' && store && { center: { lat: store.lat, lng: store.lng } }),
        ...(area.radiusKm !== null && { radiusKm: area.radiusKm }),
      });
      cities.set(area.city.en, entry);
    }
    return { deliveryMethod: method, deliveryAreas: [...cities.values()] };
  }
  const ofMethod = areas.filter((area) => area.method === method);
  if (method === 'AREA_BASED') {
    const cities = new Map<string, Schemas['AreaBasedCity']>();
    for (const area of ofMethod) {
      const entry: Schemas['AreaBasedCity'] = cities.get(area.cityId) ?? {
        cityInfo: { _id: area.cityId, cityNameEN: area.cityName.en, cityNameAR: area.cityName.ar },
        countryInfo: {
          _id: area.countryId,
          countryNameEN: area.countryName.en,
          countryNameAR: area.countryName.ar,
        },
        cityAreas: [],
      };
      const name = areaDisplayName(area);
      entry.cityAreas.push({
        areaInfo: { _id: zoneId(area), areaNameEN: name.en, areaNameAR: name.ar },
        deliveryFee: area.deliveryFee,
        deliveryTime: area.deliveryTime,
        minOrder: area.minOrder,
      });
      cities.set(area.cityId, entry);
    }
    for (const city of cities.values())
      city.cityAreas.sort((a, b) => a.areaInfo.areaNameEN.localeCompare(b.areaInfo.areaNameEN));
    return { deliveryMethod: method, deliveryAreas: [...cities.values()] };
  }
  if (method === 'CITY_BASED') {
    return {
      deliveryMethod: method,
      deliveryAreas: ofMethod.map((area) => ({
        countryID: area.countryId,
        cityID: area.cityId,
        cityNameEN: area.cityName.en,
        cityNameAR: area.cityName.ar,
        countryNameEN: area.countryName.en,
        countryNameAR: area.countryName.ar,
        deliveryFee: area.deliveryFee,
        deliveryTime: area.deliveryTime,
        minOrder: area.minOrder,
      })),
    };
  }
  return {
    deliveryMethod: method,
    deliveryAreas: ofMethod.map((area) => ({
      countryID: area.countryId,
      countryNameEN: area.countryName.en,
      countryNameAR: area.countryName.ar,
      deliveryFee: area.deliveryFee,
      deliveryTime: area.deliveryTime,
      minOrder: area.minOrder,
    })),
  };
}

export function toApiDiscount(discount: DiscountRow, usedByCustomer?: number): Schemas['Discount'] {
  return {
    _id: discount.id,
    brandId: discount.brandId,
    discountCode: discount.discountCode,
    discountName: discount.discountName,
    description: discount.description,
    discountType: discount.discountType,
    discountAmount: discount.discountAmount,
    maximumDiscountValue: discount.maximumDiscountValue,
    minOrderValue: discount.minOrderValue,
    perCustomerUse: discount.perCustomerUse,
    isApplicableOnAllStores: discount.isApplicableOnAllStores,
    isApplicableOnAllItems: discount.isApplicableOnAllItems,
    discountAppliedOnSpecificItems: discount.discountAppliedOnSpecificItems.map((itemId) => ({ itemId })),
    discountAppliedOnSpecificStores: discount.discountAppliedOnSpecificStores.map((storeId) => ({ storeId })),
    serviceType: discount.serviceType.map((serviceName) => ({ serviceName })),
    discountApplication: discount.discountApplication,
    isWelcomeCoupon: discount.isWelcomeCoupon,
    isActive: discount.isActive,
    startsAt: discount.startsAt,
    endsAt: discount.endsAt,
    ...(discount.dailyHours && { dailyHours: discount.dailyHours }),
    ...(usedByCustomer !== undefined && { usedByCustomer }),
  };
}

/** Live now (happy hours in their window) and shown to customers (hidden codes work when typed but are never listed). */
export function isListedDiscount(discount: DiscountRow, now: UnixSeconds): boolean {
  return discount.discountApplication !== 'hidden' && isDiscountLive(discount, now);
}

export const INACTIVE_LOYALTY: Schemas['LoyaltyPolicy'] = {
  isLoyaltyActive: false,
  minOrderValueForCashback: ZERO_FILS,
  specificToDelivery: { isActive: false, cashbackPercentage: 0 },
  redeemablePercentagePerOrder: 0,
  maxRedeemableValuePerOrder: ZERO_FILS,
};

export function toApiLoyalty(policy: LoyaltyPolicyRow | undefined): Schemas['LoyaltyPolicy'] {
  if (!policy) return INACTIVE_LOYALTY;
  return {
    isLoyaltyActive: policy.isLoyaltyActive,
    minOrderValueForCashback: policy.minOrderValueForCashback,
    specificToDelivery: policy.specificToDelivery,
    redeemablePercentagePerOrder: policy.redeemablePercentagePerOrder,
    maxRedeemableValuePerOrder: policy.maxRedeemableValuePerOrder,
  };
}

/** A mapped area as core's geometry wants it; undefined when its data is incomplete. */
export function toMappedArea(area: MappedAreaRow, store: StoreRow | undefined): MappedArea | undefined {
  if (area.type === 'POLYGON' && area.polygon) {
    return { mappedAreaType: 'POLYGON', polygons: [[area.polygon.outer, ...(area.polygon.holes ?? [])]] };
  }
  if (area.type === 'DISTANCE' && store && area.radiusKm !== null) {
    return { mappedAreaType: 'DISTANCE', center: [store.lng, store.lat], distanceKm: area.radiusKm };
  }
  return undefined;
}
