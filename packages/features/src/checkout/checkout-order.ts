import type { BrandInfo, Schemas } from '@storefront/api';
import {
  addFils,
  isTrn,
  ZERO_FILS,
  type Discount,
  type Fils,
  type PricedOrder,
  type TipChoice,
} from '@storefront/core';
import type {
  CheckoutSubmission,
  DisplayLine,
  GatewayCardField,
  OrderSetupContext,
  PaymentChoice,
  StorePaymentOptions,
  WalletPayment,
} from '@storefront/flows';
import type { Session } from '../session/session.js';
import { toApiCart, type CheckoutChoices } from './checkout-state.js';
import type { OrderDraft } from './pending-payment.js';

export type StoreInfo = Schemas['StoreMenu']['storeInfo'];

/** The store's 'Pay with' lists as the checkout machine reads them (spec section 3 "Store"). */
export function storeOptions(store: StoreInfo): StorePaymentOptions {
  return {
    paymentOptions: store.paymentOptions,
    pickupPaymentOptions: store.pickupPaymentOptions,
    dineInPaymentOptions: 'dineInPaymentOptions' in store ? store.dineInPaymentOptions : null,
  };
}

/** Everything 'Place order' reads at the moment of the tap. */
export interface OrderSources {
  readonly brand: BrandInfo;
  readonly store: StoreInfo;
  readonly setup: OrderSetupContext;
  readonly lines: readonly DisplayLine[];
  readonly choices: CheckoutChoices;
  readonly address: Schemas['UserAddress'] | null;
  readonly user: Session['user'] | null;
  readonly priced: PricedOrder;
  /** The machine's choices: how to pay, the code applied, loyalty redeemed. */
  readonly payment: PaymentChoice;
  readonly discount: Discount | null;
  readonly redeemLoyalty: boolean;
  /** Dine-in: the table's unpaid pay-later orders, settled with this order when it is paid now. */
  readonly tab?: { readonly orderIds: readonly string[]; readonly total: Fils } | null;
}

/** The tip as place-order takes it: a preset percentage, or a fixed amount in fils. */
export function apiTip(tip: TipChoice): Schemas['Tip'] {
  return tip.type === 'custom'
    ? { type: 'fixed', amount: tip.value }
    : { type: 'percent', percent: Math.round(tip.value * 100) as 5 | 10 | 15 };
}

/**
 * The tab this order settles: a dine-in order paid now takes the table's pay-later orders along
 * (their ids, and their total added to what the diner pays); a pay-later order settles nothing.
 */
export function settledTab(sources: Pick<OrderSources, 'setup' | 'payment' | 'tab'>) {
  const { setup, payment, tab } = sources;
  const settles =
    setup.serviceType === 'DINE_IN' && payment.paymentType !== 'PAY_LATER' && tab && tab.orderIds.length > 0;
  return settles ? tab : null;
}

/** The order as the customer confirms it now (spec section 3 "Order payload"). */
export function orderDraft(sources: OrderSources): OrderDraft {
  const { brand, setup, lines, choices, priced } = sources;
  const service = setup.serviceType ?? 'PICKUP';
  const { area, timing } = setup;
  const mapped = brand.brand.deliveryMethods[0] === 'MAPPED_AREA_BASED';
  const slot = timing?.timingType === 'PREORDER' ? timing.preOrderSlot : null;
  const dineIn = service === 'DINE_IN';
  const tab = settledTab(sources);
  return {
    brandId: brand.brand._id,
    storeId: setup.storeId ?? sources.store._id,
    serviceType: service,
    cart: toApiCart(lines),
    ...(service === 'DELIVERY' && choices.deliveryAddressId
      ? { deliveryAddressId: choices.deliveryAddressId }
      : {}),
    ...(service === 'DELIVERY' && area
      ? mapped
        ? { mappedAreaId: area.areaId }
        : { areaId: area.areaId }
      : {}),
    timing:
      slot?.day && slot.time
        ? { type: 'PREORDER', preOrderSlot: { day: slot.day, start: slot.time.start } }
        : { type: 'ASAP' },
    ...(sources.discount ? { discountCode: sources.discount.discountCode } : {}),
    useLoyalty: sources.redeemLoyalty && !sources.discount,
    payment: { paymentType: sources.payment.paymentType ?? 'CASH' },
    ...(choices.specialRequest.trim() ? { orderLevelSpecialRequest: choices.specialRequest.trim() } : {}),
    ...(service === 'PICKUP' && choices.vehicleInfo.trim()
      ? { pickupVehicleInfo: choices.vehicleInfo.trim() }
      : {}),
    ...(dineIn && setup.tableNumber !== null ? { tableNumber: setup.tableNumber } : {}),
    ...(dineIn && setup.tableToken ? { tableToken: setup.tableToken } : {}),
    ...(dineIn && choices.tip ? { tip: apiTip(choices.tip) } : {}),
    ...(tab ? { payLaterOrders: [...tab.orderIds] } : {}),
    ...(choices.business && isTrn(choices.business.trn)
      ? {
          taxRecipient: {
            name: choices.business.name.trim(),
            trn: choices.business.trn.replace(/\s/g, ''),
          },
        }
      : {}),
    expectedTotal: addFils(priced.grandTotal, tab?.total ?? ZERO_FILS),
    idempotencyKey: choices.idempotencyKey,
    orderingPlatform: 'web',
  };
}

/** What the checkout machine validates (spec section 5) and places, with the gateway's field or wallet token. */
export function checkoutSubmission(
  sources: OrderSources,
  gateway: { cardField?: GatewayCardField | null; wallet?: WalletPayment | null } = {},
): CheckoutSubmission {
  const { brand, store, setup, address, priced } = sources;
  return {
    order: {
      serviceType: setup.serviceType ?? 'PICKUP',
      store: {
        _id: store._id,
        taxRate: store.taxRate,
        baseLanguage: { name: store.baseLanguage.name },
        mapAddress: store.mapAddress,
        manualAddress: store.manualAddress.en,
        storeLocation: store.storeLocation,
        vehicleInfoForPickup: store.vehicleInfoForPickup,
      },
      pickupVehicleInfo: sources.choices.vehicleInfo,
      shippingMethod: brand.brand.deliveryMethods[0] ?? null,
      selectedArea: setup.area,
      deliveryAddress: address
        ? {
            city: address.city,
            addressType: address.addressType,
            address: address.address,
            street: address.street || address.area,
          }
        : null,
      brandId: brand.brand._id,
      user: sources.user,
      totals: { grandTotal: addFils(priced.grandTotal, settledTab(sources)?.total ?? ZERO_FILS) },
      timingType: setup.timing?.timingType ?? 'ASAP',
      preOrderSlot: setup.timing?.preOrderSlot ?? null,
      taxRecipient: sources.choices.business,
    },
    draft: orderDraft(sources),
    preOrder: setup.timing?.timingType === 'PREORDER',
    ...gateway,
  };
}
