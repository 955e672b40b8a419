import type { Schemas } from '@storefront/contract';
import { validateVehicleInfo, type UnixSeconds } from '@storefront/core';
import type { BrandCatalogue } from '../../catalogue/catalogue-service.js';
import { isStoreAvailable, offersService, servicePausedUntil, toApiStore } from '../../catalogue/shapes.js';
import { errorBody } from '../../http/api-types.js';
import { saidByCore } from '../../http/messages.js';
import { orderMessages } from '../order-messages.js';
import { tableSessionMessages } from '../../table-sessions/messages.js';
import { tokenOpensTable } from '../../table-sessions/tokens.js';
import {
  type Brand,
  type PlaceOrderAnswer,
  type PlaceOrderBody,
  type PlaceOrderDeps,
  type Step,
  type Store,
  bad,
  refuse,
} from './types.js';

/**
 * The checks before pricing: the brand and its store offer the service, the timing (open now,
 * or a pre-order slot still offered), the pick-up vehicle and the dine-in table's signed code.
 */

/** The brand and the store, when the store offers this service. */
export async function findStore(
  deps: PlaceOrderDeps,
  body: PlaceOrderBody,
): Promise<Step<{ brand: Brand; catalogue: BrandCatalogue; store: Store }>> {
  const brand = await deps.brands.byId(body.brandId);
  if (!brand) return refuse({ status: 404, body: errorBody('NOT_FOUND', orderMessages.brandNotFound) });
  // A preview-only brand shows its menu and takes no order, whatever a client sends.
  if (brand.brand.catalogueType === 'preview') return refuse(bad(orderMessages.previewOnly));
  const catalogue = await deps.catalogue.forBrand(body.brandId);
  const store = catalogue.stores.find((candidate) => candidate.id === body.storeId);
  if (!store) return refuse({ status: 404, body: errorBody('NOT_FOUND', orderMessages.storeNotFound) });
  if (!offersService(store, body.serviceType)) return refuse(bad(orderMessages.serviceDisabled));
  return { value: { brand, catalogue, store } };
}

/** What a paused service says (the spec's texts for delivery and pickup). */
export function pausedSaid(serviceType: PlaceOrderBody['serviceType']) {
  return serviceType === 'DELIVERY'
    ? orderMessages.deliveryPaused
    : serviceType === 'PICKUP'
      ? orderMessages.pickupPaused
      : orderMessages.dineInPaused;
}

/** The pre-order slot asked for when it is one of those offered now; ASAP needs the store open and not paused. */
export function checkTiming(
  store: Store,
  brand: Brand,
  body: PlaceOrderBody,
  now: UnixSeconds,
): Step<Schemas['PreOrderSlot'] | null> {
  if (body.timing.type !== 'PREORDER') {
    if (store.isOpened && servicePausedUntil(store, body.serviceType, now) !== null)
      return refuse(bad(pausedSaid(body.serviceType), 'STORE_CLOSED'));
    if (!isStoreAvailable(store, body.serviceType, now))
      return refuse(bad(orderMessages.storeClosed, 'STORE_CLOSED'));
    return { value: null };
  }
  const storeInfo = toApiStore(store, brand.setting.temporaryDomainName, now, {}, body.serviceType);
  const days =
    body.serviceType === 'PICKUP'
      ? storeInfo.availablePreOrderSlotsForPickup
      : storeInfo.availablePreOrderSlotsForDelivery;
  const wanted = body.timing.preOrderSlot;
  const slotIn = (offered: Schemas['PreOrderDay'][]) =>
    offered.find((day) => day.day === wanted?.day)?.slots.find((slot) => slot.start === wanted?.start) ??
    null;
  const preOrderSlot = slotIn(days);
  if (preOrderSlot) return { value: preOrderSlot };
  // A slot that filled up while the customer chose it says so (and they pick another).
  if (store.fullSlots.length > 0) {
    const all = toApiStore(
      { ...store, fullSlots: [] },
      brand.setting.temporaryDomainName,
      now,
      {},
      body.serviceType,
    );
    const full = slotIn(
      body.serviceType === 'PICKUP'
        ? all.availablePreOrderSlotsForPickup
        : all.availablePreOrderSlotsForDelivery,
    );
    if (full) return refuse({ status: 409, body: errorBody('CONFLICT', orderMessages.slotFull) });
  }
  return refuse(bad(orderMessages.chooseSlot));
}

/**
 * The pick-up vehicle and the dine-in table the store asks for. A dine-in order needs the signed
 * token of the table's printed code: a table number alone places nothing on a table's tab.
 */
export function checkServiceDetails(
  store: Store,
  body: PlaceOrderBody,
  tableSecret: Buffer,
): PlaceOrderAnswer | null {
  const vehicleError = validateVehicleInfo(
    body.pickupVehicleInfo,
    store.vehicleInfoForPickup,
    body.serviceType,
  );
  if (vehicleError) return bad(saidByCore(vehicleError));
  if (
    body.serviceType === 'DINE_IN' &&
    (!body.tableNumber || !store.dineInTables.includes(body.tableNumber))
  ) {
    return bad(orderMessages.tableNotFound);
  }
  if (
    body.serviceType === 'DINE_IN' &&
    !tokenOpensTable(tableSecret, body.tableToken, {
      brandId: body.brandId,
      storeId: store.id,
      tableNumber: body.tableNumber!,
    })
  ) {
    return { status: 403, body: errorBody('FORBIDDEN', tableSessionMessages.codeUnknown) };
  }
  return null;
}
