import type { Schemas } from '@storefront/contract';
import { customerOf } from '../http/security.js';
import { sumFils, ZERO_FILS, type UnixSeconds } from '@storefront/core';
import type { SessionService } from '../auth/sessions.js';
import type { BrandService } from '../brands/brand-service.js';
import type { CatalogueService } from '../catalogue/catalogue-service.js';
import { toApiDiscount } from '../catalogue/offer-shapes.js';
import type { Db } from '../db/database.js';
import { orderDocuments } from '../invoices/links.js';
import { errorBody, type Handler } from '../http/api-types.js';
import type { PaymentGateways, PaymentsLogger } from '../payments/gateway.js';
import type { FixedWindowLimit } from '../http/fixed-window-limit.js';
import { feedbackOrderId, feedbackToken } from './feedback-links.js';
import { moveOrder } from './move-order.js';
import { orderMessages, trackingTooMany } from './order-messages.js';
import {
  addFeedback,
  customerOrder,
  customerOrders,
  openTableOrders,
  orderById,
  orderByNumber,
  statusHistory,
} from './order-store.js';
import { discountRefusal, placeOrder as placeOrderService } from './place-order.js';
import { keepCheckout as keepCheckoutRow } from './kept-checkouts.js';
import { paymentErrorSaid } from '../payments/payment-error.js';
import { repriceCart, toApiTotals } from './reprice.js';
import { toApiOrder } from './to-api.js';
import type { UnplacedPayments } from './unplaced-payments.js';

import { tokenOpensTable } from '../table-sessions/tokens.js';
import { tableSessionMessages } from '../table-sessions/messages.js';

export { orderMessages } from './order-messages.js';

export interface OrdersContext {
  db: Db;
  brands: BrandService;
  catalogue: CatalogueService;
  sessions: SessionService;
  gateways: PaymentGateways;
  clock: () => Date;
  /** Gives back a payment whose order is refused. */
  unplaced: UnplacedPayments;
  /** Where a refund the gateway refused is reported loudly (staff must act). */
  logger?: PaymentsLogger;
  /** Public tracking lookups allowed per IP (order numbers must not be open to guessing). */
  trackingLookups?: FixedWindowLimit;
  /** The secret the tables' printed codes are signed with: the tab reads only with the table's code. */
  tableSecret: Buffer;
  /** The key of tax documents' links. */
  invoiceSecret: Buffer;
  /** The key of orders' rating links. */
  feedbackSecret: Buffer;
}

export function ordersHandlers(context: OrdersContext) {
  const { db } = context;
  const nowSeconds = () => Math.floor(context.clock().getTime() / 1000) as UnixSeconds;

  /** Place-order is a service (place-order.ts), for the signed-in customer. */
  const placeOrder: Handler<'placeOrder'> = async ({ body, caller }) =>
    placeOrderService(context, customerOf(caller), body);

  /** The order a card payment will become, kept before the payer leaves for a gateway page. */
  const keepCheckout: Handler<'keepCheckout'> = async ({ body, caller }) => {
    const kept = await keepCheckoutRow(db, customerOf(caller), body, context.clock());
    if (kept === 'kept') return { status: 200, body: { success: 1 } };
    return { status: 404, body: errorBody('NOT_FOUND', paymentErrorSaid('paymentNotFound')) };
  };

  const validateDiscount: Handler<'validateDiscount'> = async ({ body, caller }) => {
    const customer = customerOf(caller);
    const catalogue = await context.catalogue.forBrand(body.brandId);
    const store = catalogue.stores.find((candidate) => candidate.id === body.storeId);
    if (!store) return { status: 404, body: errorBody('NOT_FOUND', orderMessages.storeNotFound) };
    const code =
      body.discountCode ??
      catalogue.discounts.find((discount) => discount.id === body.discountId)?.discountCode ??
      '';
    if (!code.trim()) return { status: 400, body: errorBody('BAD_REQUEST', orderMessages.invalidPromoCode) };
    const repriced = repriceCart(catalogue, store, {
      serviceType: body.serviceType,
      cart: body.cart,
      discountCode: code,
      walletBalance: ZERO_FILS,
      now: nowSeconds(),
      itemsOnly: true,
    });
    if (!repriced.ok) return { status: 400, body: errorBody(repriced.error.code, repriced.error.message) };
    const discount = repriced.value.discount!;
    const refusal = await discountRefusal(db, customer.user.id, body.brandId, discount);
    if (refusal) return { status: 400, body: errorBody('BAD_REQUEST', refusal) };
    return {
      status: 200,
      body: {
        success: 1,
        message: 'Discount applied',
        data: { discount: toApiDiscount(discount), totals: toApiTotals(repriced.value.priced) },
      },
    };
  };

  const getCustomerOrders: Handler<'getCustomerOrders'> = async ({ query, caller }) => {
    const customer = customerOf(caller);
    const page = await customerOrders(db, customer.user.id, query.brandId, {
      limit: query.limit,
      cursor: query.cursor,
    });
    // Each order's invoice and credit notes, in one read for the page (docs/invoices.md).
    const documents = await orderDocuments(
      db,
      context.invoiceSecret,
      page.rows.map((row) => row.id),
    );
    return {
      status: 200,
      body: {
        success: 1,
        data: page.rows.map((row) => ({ ...toApiOrder(row), taxDocuments: documents.get(row.id) ?? [] })),
        hasMore: page.nextCursor !== null,
        nextCursor: page.nextCursor,
      },
    };
  };

  const getOrderInfo: Handler<'getOrderInfo'> = async ({ params, caller }) => {
    const customer = customerOf(caller);
    const row = await customerOrder(db, customer.user.id, params.id);
    // Someone else's order reads as not found: ids never confirm what exists.
    if (!row) return { status: 404, body: errorBody('NOT_FOUND', orderMessages.orderNotFound) };
    const documents = await orderDocuments(db, context.invoiceSecret, [row.id]);
    return {
      status: 200,
      body: { success: 1, data: { ...toApiOrder(row), taxDocuments: documents.get(row.id) ?? [] } },
    };
  };

  const getOrderTrackingInfo: Handler<'getOrderTrackingInfo'> = async ({ params, request, reply }) => {
    const wait = context.trackingLookups?.hit(request.ip, context.clock());
    if (wait !== undefined) {
      reply.header('retry-after', String(wait));
      return {
        status: 429,
        body: { ...errorBody('RATE_LIMITED', trackingTooMany(wait)), retryAfter: wait },
      };
    }
    const row = await orderByNumber(db, params.orderId);
    if (!row) return { status: 404, body: errorBody('NOT_FOUND', orderMessages.orderNotFound) };
    const events = await statusHistory(db, row.id);
    const { details } = row;
    return {
      status: 200,
      body: {
        success: 1,
        orders: {
          orderId: row.id,
          rated: Boolean(details.feedback),
          ...(row.status === 'COMPLETE' &&
            row.userId &&
            !details.feedback && { feedbackToken: feedbackToken(context.feedbackSecret, row.id) }),
          orderNumber: row.orderNumber,
          orderStatus: row.status,
          serviceType: row.serviceType,
          orderPlacedTime: row.placedAt,
          deliveryTime: row.deliveryTime,
          storeInfo: {
            name: details.storeInfo.name,
            mobileNumber: details.storeInfo.mobileNumber,
            whatsAppContact: details.storeInfo.whatsAppContact,
          },
          totalOrderPrice: row.total,
          // A pre-order is tracked against its slot, not against the moment it was placed.
          preOrderSlot: details.preOrderSlot ?? null,
          statusReason: row.statusReason,
          // A status announced again (a board told of a payment notice) is not a new step.
          statusHistory: events
            .filter((event, index) => index === 0 || events[index - 1]!.status !== event.status)
            .map((event) => ({
              status: event.status as Schemas['OrderStatus'],
              at: Math.floor(event.at.getTime() / 1000),
            })),
          ...(details.refund && { refund: details.refund }),
        },
      },
    };
  };

  const getTableLaterOrders: Handler<'getTableLaterOrders'> = async ({ body }) => {
    // A table that does not exist reads as such, not as an empty tab.
    const catalogue = await context.catalogue.forBrand(body.brandId);
    const store = catalogue.stores.find((candidate) => candidate.id === body.storeId);
    if (!store) return { status: 404, body: errorBody('NOT_FOUND', orderMessages.storeNotFound) };
    if (!store.dineInTables.includes(body.tableNumber)) {
      return { status: 404, body: errorBody('NOT_FOUND', orderMessages.tableNotFound) };
    }
    // The tab is read at the table only: with its printed code, never by its number alone.
    if (!tokenOpensTable(context.tableSecret, body.tableToken, { ...body, storeId: store.id })) {
      return { status: 403, body: errorBody('FORBIDDEN', tableSessionMessages.codeUnknown) };
    }
    const rows = await openTableOrders(db, body);
    const fetchedOrder = rows.map((row) => {
      const order = toApiOrder(row);
      // The tab is shared at the table: no one's personal details travel with it.
      return { ...order, userInfo: { phoneNumber: '' }, deliveryAddress: null };
    });
    return {
      status: 200,
      body: {
        success: 1,
        data: {
          fetchedOrder,
          ordersTotalPrice: sumFils(rows.map((row) => row.total)),
          ordersTotalTax: sumFils(rows.map((row) => row.taxAmount)),
          totalTipAmount: sumFils(rows.map((row) => row.tipAmount)),
        },
      },
    };
  };

  /** A customer's own order, or (signed in or not) the one a rating link names (docs/architecture.md). */
  const createFeedback: Handler<'createFeedback'> = async ({ body, caller }) => {
    const linked = body.token ? feedbackOrderId(context.feedbackSecret, body.token) : undefined;
    if (!caller.customer && linked === undefined)
      return { status: 401, body: errorBody('UNAUTHORIZED', orderMessages.loginRequired) };
    const own = caller.customer ? await customerOrder(db, caller.customer.user.id, body.orderId) : undefined;
    const row = own ?? (linked === body.orderId ? await orderById(db, body.orderId) : undefined);
    // An order of another brand, or of no customer (a table's round), is not this link's to rate.
    if (!row?.userId || row.brandId !== body.brandId)
      return { status: 404, body: errorBody('NOT_FOUND', orderMessages.orderNotFound) };
    if (row.status !== 'COMPLETE')
      return { status: 400, body: errorBody('BAD_REQUEST', orderMessages.feedbackOnlyCompleted) };
    const comment = body.comment?.trim() ?? '';
    const added = await addFeedback(db, {
      orderId: row.id,
      userId: row.userId,
      rating: body.rating,
      comment,
    });
    if (!added) return { status: 409, body: errorBody('CONFLICT', orderMessages.feedbackTwice) };
    return { status: 200, body: { success: 1, data: { orderId: row.id, rating: body.rating } } };
  };

  /** The operator's call (the admin key, checked before any handler: http/security.ts). */
  const updateOrderStatus: Handler<'updateOrderStatus'> = async ({ body }) => {
    const result = await moveOrder(db, body.orderNumber, body.status, {
      gateways: context.gateways,
      logger: context.logger,
      now: context.clock(),
    });
    if (!result.ok) {
      return result.notFound
        ? { status: 404, body: errorBody('NOT_FOUND', orderMessages.orderNotFound) }
        : { status: 409, body: errorBody('CONFLICT', result.message) };
    }
    return {
      status: 200,
      body: { success: 1, data: { orderNumber: body.orderNumber, orderStatus: body.status } },
    };
  };

  return {
    placeOrder,
    keepCheckout,
    validateDiscount,
    getCustomerOrders,
    getOrderInfo,
    getOrderTrackingInfo,
    getTableLaterOrders,
    createFeedback,
    updateOrderStatus,
  };
}
