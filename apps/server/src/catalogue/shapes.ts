/**
 * A store as the API gives it, and the store's state now: open, offering a service, paused or busy
 * by the kitchen (docs/kitchen.md). Items, delivery areas and offers have their own shape files
 * beside this one (item-shapes.ts, area-shapes.ts, offer-shapes.ts).
 */
import type { Schemas } from '@storefront/contract';
import {
  WEEKDAYS,
  busyExtraMinutes,
  fullSlotKey,
  generatePreOrderSlots,
  pausedUntil,
  serviceKey,
  minutes,
  type UnixSeconds,
  type WeeklyOpeningHours,
} from '@storefront/core';
import type { PaymentType, ServiceType, StoreRow } from '../db/schema.js';

const PAYMENT_NAMES: Record<PaymentType, { en: string; ar: string }> = {
  CREDIT_CARD: { en: 'Credit card', ar: 'بطاقة ائتمان' },
  CASH: { en: 'Cash', ar: 'نقداً' },
  CARD_MACHINE: { en: 'Card machine', ar: 'جهاز البطاقة' },
  PAY_LATER: { en: 'Pay later', ar: 'الدفع لاحقاً' },
  PAYMENT_GATEWAY: { en: 'Online payment', ar: 'الدفع الإلكتروني' },
};

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
