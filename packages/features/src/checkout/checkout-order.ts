import type { BrandInfo, Schemas } from '@storefront/api';
import type { Discount, PricedOrder } from '@storefront/core';
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
}

/** The order as the customer confirms it now (spec section 3 "Order payload"). */
export function orderDraft(sources: OrderSources): OrderDraft {
  const { brand, setup, lines, choices, priced } = sources;
  const service = setup.serviceType ?? 'PICKUP';
  const { area, timing } = setup;
  const mapped = brand.brand.deliveryMethods[0] === 'MAPPED_AREA_BASED';
  const slot = timing?.timingType === 'PREORDER' ? timing.preOrderSlot : null;
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
    expectedTotal: priced.grandTotal,
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
      totals: { grandTotal: priced.grandTotal },
      timingType: setup.timing?.timingType ?? 'ASAP',
      preOrderSlot: setup.timing?.preOrderSlot ?? null,
    },
    draft: orderDraft(sources),
    preOrder: setup.timing?.timingType === 'PREORDER',
    ...gateway,
  };
}
