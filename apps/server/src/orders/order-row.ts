import type { Schemas } from '@storefront/contract';
import { ZERO_FILS, type UnixSeconds } from '@storefront/core';
import { newId } from '../auth/sessions.js';
import type { OrderDetails, OrderRow, PaymentType, StoreRow } from '../db/schema.js';
import { newOrderNumber } from './order-number.js';
import { toApiTotals, type RepricedOrder } from './reprice.js';

/**
 * The one place an order's row is made, whoever places it: a customer's checkout
 * (orders/place-order.ts) or a shared table's round sent to the kitchen (table-sessions/rounds.ts).
 * Its money columns and its stored totals come from the server's own pricing (`RepricedOrder`),
 * never from what a client sent; the details keep what the order answers later (docs/payments.md).
 */

/** Who ordered: a signed-in customer, or nobody (a shared table's round, paid by its shares). */
export interface OrderCustomer {
  id: string;
  phoneNumber: string;
  name: string | null;
  email: string | null;
}

export interface OrderRowInput {
  brand: { id: string; name: string };
  store: Pick<StoreRow, 'id' | 'name' | 'manualAddress' | 'city' | 'mobileNumber' | 'whatsAppContact'>;
  customer: OrderCustomer | null;
  serviceType: OrderRow['serviceType'];
  status: OrderRow['status'];
  now: UnixSeconds;
  repriced: RepricedOrder;
  /** The totals answered and stored, when they are not the round's own (a settled tab's). */
  totals?: Schemas['Totals'];
  payment: {
    type: PaymentType;
    transaction: { gateway: string; reference: string } | null;
    /** On the single phone's pay-later tab; a table session's round is paid by its shares instead. */
    payLater: boolean;
  };
  idempotencyKey: string;
  tableNumber: number | null;
  tableSessionId?: string;
  /** What else the order keeps: its address, timing, requests, a tab it settles, a round's diners. */
  details: Omit<
    OrderDetails,
    'storeInfo' | 'userInfo' | 'orderedMenu' | 'totals' | 'discountApplied' | 'transactionInfo'
  >;
}

/** Paid at once by a card or a gateway; cash, a card machine and pay-later are paid later. */
export function isPaidOnline(paymentType: PaymentType): boolean {
  return paymentType === 'CREDIT_CARD' || paymentType === 'PAYMENT_GATEWAY';
}

export function newOrderRow<C extends OrderCustomer | null>(input: OrderRowInput & { customer: C }) {
  const { brand, store, customer, repriced, payment } = input;
  const { priced, discount } = repriced;
  const details: OrderDetails = {
    storeInfo: {
      _id: store.id,
      name: store.name,
      address: store.manualAddress,
      city: store.city,
      mobileNumber: store.mobileNumber,
      whatsAppContact: store.whatsAppContact,
    },
    userInfo: {
      brandId: brand.id,
      phoneNumber: customer?.phoneNumber ?? '',
      name: customer?.name ?? null,
      email: customer?.email ?? null,
    },
    orderedMenu: repriced.lines,
    totals: input.totals ?? toApiTotals(priced),
    discountApplied: discount
      ? {
          discountAmountAvailedByCustomer: priced.discountAmount,
          discountValue: discount.discountAmount,
          discountId: discount.id,
          discountCode: discount.discountCode,
          discountType: discount.discountType,
        }
      : null,
    transactionInfo: payment.transaction,
    ...input.details,
  };
  return {
    id: newId(),
    orderNumber: newOrderNumber(brand.name),
    brandId: brand.id,
    storeId: store.id,
    // A customer's order is theirs; a round of a shared table is nobody's (its diners are in details).
    userId: (customer?.id ?? null) as C extends OrderCustomer ? string : null,
    tableSessionId: input.tableSessionId ?? null,
    serviceType: input.serviceType,
    status: input.status,
    placedAt: input.now,
    deliveryTime: repriced.deliveryTime,
    itemsTotal: priced.cartTotal,
    discountAmount: priced.discountAmount,
    // Loyalty spent and cashback earned are a customer's wallet's: an order without one has neither.
    loyaltyAmount: customer ? priced.loyaltyAmount : ZERO_FILS,
    deliveryFee: priced.deliveryFee,
    taxRate: priced.taxRate,
    taxAmount: priced.taxAmount,
    tipAmount: priced.tipAmount,
    total: priced.grandTotal,
    cashbackAmount: customer ? priced.cashbackAmount : ZERO_FILS,
    paymentType: payment.type,
    isPaid: isPaidOnline(payment.type),
    transactionRef: payment.transaction?.reference ?? null,
    idempotencyKey: input.idempotencyKey,
    discountId: discount?.id ?? null,
    tableNumber: input.tableNumber,
    payLater: payment.payLater,
    details,
  };
}
