import type { Schemas } from '@storefront/contract';
import type { OrderRow } from '../db/schema.js';

const SERVICE_NAMES = { DELIVERY: 'DELIVERY', PICKUP: 'PICKUP', DINE_IN: 'DINE IN' } as const;

export function toApiOrder(row: OrderRow): Schemas['Order'] {
  const details = row.details;
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    orderStatus: row.status,
    orderPlacedTime: row.placedAt,
    serviceType: row.serviceType,
    orderType: { serviceType: row.serviceType, EN: { name: SERVICE_NAMES[row.serviceType] } },
    storeInfo: details.storeInfo,
    deliveryAddress: details.deliveryAddress,
    selectedArea: details.selectedArea,
    userInfo: details.userInfo,
    orderedMenu: details.orderedMenu,
    totals: details.totals,
    deliveryFee: row.deliveryFee,
    totalOrderPrice: row.total,
    itemsTotalPrice: row.itemsTotal,
    taxRate: row.taxRate,
    tipAmount: row.tipAmount,
    discountApplied: details.discountApplied,
    loyaltyApplied: { redeemAmount: row.loyaltyAmount, cashBackAmount: row.cashbackAmount },
    paymentType: row.paymentType as Schemas['PaymentType'],
    orderCurrency: 'AED',
    deliveryTime: row.deliveryTime,
    isPreOrder: details.isPreOrder,
    preOrderSlot: details.preOrderSlot,
    preOrderDay: details.preOrderDay,
    orderLevelSpecialRequest: details.orderLevelSpecialRequest,
    pickupVehicleInfo: details.pickupVehicleInfo,
    dineInTableNumber: row.tableNumber,
    isPaid: row.isPaid,
    transactionInfo: details.transactionInfo,
    feedback: details.feedback ?? null,
    ...(details.settlement && { settledOrders: details.settlement.settledOrders }),
    ...(details.settledBy && { settledBy: details.settledBy }),
    ...(details.cashSettlement && { settledInCash: true }),
    ...(details.refund && { refund: details.refund }),
  };
}
