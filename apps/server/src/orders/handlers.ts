import type { Schemas } from '@storefront/contract';
import {
  checkOnlinePaymentAmount,
  coreError,
  formatFils,
  formatMessageEn,
  validateVehicleInfo,
  type Fils,
  type UnixSeconds,
} from '@storefront/core';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { newId, type SessionService } from '../auth/sessions.js';
import type { BrandService } from '../brands/brand-service.js';
import type { CatalogueService } from '../catalogue/catalogue-service.js';
import { isStoreAvailable, offersService, toApiDiscount, toApiStore } from '../catalogue/shapes.js';
import { toApiAddress } from '../customers/addresses.js';
import type { Db } from '../db/database.js';
import {
  addresses,
  feedbacks,
  orders,
  orderStatusEvents,
  walletEntries,
  type OrderRow,
} from '../db/schema.js';
import { errorBody, type Handler } from '../http/api-types.js';
import type { PaymentGateways } from '../payments/gateway.js';
import { ORDER_REFERENCE_PREFIX, orderPaymentDescription } from '../payments/order-payments.js';
import { moveOrder } from './move-order.js';
import { newOrderNumber } from './order-number.js';
import { repriceCart, toApiTotals } from './reprice.js';
import { toApiOrder, type OrderDetails } from './to-api.js';
import {
  isClaimedForRefund,
  paymentLock,
  withRefundSentence,
  type UnplacedPayments,
} from './unplaced-payments.js';

export interface OrdersContext {
  db: Db;
  brands: BrandService;
  catalogue: CatalogueService;
  sessions: SessionService;
  gateways: PaymentGateways;
  clock: () => Date;
  adminKey?: string;
  /** Gives back a payment whose order is refused. */
  unplaced: UnplacedPayments;
}

export const orderMessages = {
  loginRequired: 'Please login to continue',
  brandNotFound: 'Brand not found',
  storeNotFound: 'Store not found',
  storeClosed: 'We apologize, but our store is closed right now. We hope to see you soon!',
  serviceDisabled:
    "The service is disabled from the store's side. Alternatively, you can place an order using some other method",
  chooseSlot: 'Please choose a time for pre order',
  choosePayment: 'Please choose a payment method',
  paymentFailed: 'Payment failed or cancelled',
  paymentUsed: 'This payment was already used for another order',
  priceChanged:
    'We apologize for the inconvenience. Our menu has just been updated. Please refresh the page to see the latest version',
  benefitsExclusive: 'A discount code and loyalty credits cannot be used together',
  perCustomerUse: 'You have already used this discount code the maximum number of times',
  firstOrderOnly: 'Sorry, this code is only for your first order',
  orderNotFound: "Sorry, we couldn't find the order.",
  addressNotFound: 'Please choose an address.',
  tableNotFound: 'This table does not exist at the store',
  feedbackOnlyCompleted: 'You can rate an order once it is delivered or picked up',
  feedbackTwice: 'You have already rated this order',
  adminKey: 'A valid admin key is needed',
} as const;

const ACTIVE_STATUSES = ['PENDING', 'PREPARING', 'SCHEDULED', 'ON_THE_WAY', 'COMPLETE'] as const;

export function ordersHandlers(context: OrdersContext) {
  const { db } = context;
  const nowSeconds = () => Math.floor(context.clock().getTime() / 1000) as UnixSeconds;

  async function signedIn(request: FastifyRequest, brandId: string) {
    const customer = await context.sessions.authenticate(request, context.clock(), brandId);
    return customer ?? { status: 401 as const, body: errorBody('UNAUTHORIZED', orderMessages.loginRequired) };
  }

  async function walletBalance(userId: string, brandId: string): Promise<number> {
    const [row] = await db
      .select({ balance: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, userId), eq(walletEntries.brandId, brandId)));
    return Number(row?.balance ?? 0);
  }

  /**
   * Why this customer can no longer use a discount, or null: its per-customer uses are spent, or it
   * is a first-order code and they have an order. One query, so concurrent orders always read the
   * same refusal (the use is counted again under a lock when the order is written).
   */
  async function discountRefusal(
    userId: string,
    brandId: string,
    discount: { id: string; perCustomerUse: number; isWelcomeCoupon: boolean },
  ): Promise<string | null> {
    const [row] = await db
      .select({
        all: count(),
        withDiscount: sql<number>`count(*) filter (where ${orders.discountId} = ${discount.id})`.mapWith(
          Number,
        ),
      })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.brandId, brandId),
          inArray(orders.status, [...ACTIVE_STATUSES]),
        ),
      );
    if (discount.perCustomerUse > 0 && (row?.withDiscount ?? 0) >= discount.perCustomerUse)
      return orderMessages.perCustomerUse;
    if (discount.isWelcomeCoupon && (row?.all ?? 0) > 0) return orderMessages.firstOrderOnly;
    return null;
  }

  /** Asks the gateway itself whether a card payment went through for exactly this amount. */
  async function verifyPayment(
    transaction: { gateway: 'intent' | 'frames' | 'hosted'; reference: string },
    amount: number,
    storeId: string,
  ): Promise<boolean> {
    try {
      // Paid, for exactly this amount, and made for an order at this store (not a payment link).
      if (transaction.gateway === 'intent') {
        const intent = await context.gateways.intent.retrievePaymentIntent(transaction.reference);
        return (
          intent.status === 'succeeded' &&
          intent.amount === amount &&
          intent.description === orderPaymentDescription(storeId)
        );
      }
      if (transaction.gateway === 'frames') {
        const payment = await context.gateways.frames.getPaymentDetails(transaction.reference);
        return (
          payment.approved &&
          payment.amount === amount &&
          payment.reference.startsWith(ORDER_REFERENCE_PREFIX)
        );
      }
      const hosted = await context.gateways.hosted.checkHostedPayment(transaction.reference);
      return hosted.status === 'paid' && hosted.amount === amount;
    } catch {
      return false;
    }
  }

  async function existingByKey(userId: string, key: string): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
    return row;
  }

  const refunds = context.unplaced;

  /**
   * Never money without an order: an order refused (or failed) after its payment went through
   * gives that payment back through its gateway, and the answer says so (`refund`).
   */
  const placeOrder: Handler<'placeOrder'> = async (input) => {
    const payment = input.body.payment.transactionInfo;
    if (!payment) return attemptOrder(input);
    const giveBack = async (reason: string) => {
      const customer = await context.sessions.authenticate(
        input.request,
        context.clock(),
        input.body.brandId,
      );
      return refunds.refundIfPaid({
        payment,
        brandId: input.body.brandId,
        storeId: input.body.storeId,
        userId: customer?.user.id ?? null,
        reason,
      });
    };
    let result: Awaited<ReturnType<typeof attemptOrder>>;
    try {
      result = await attemptOrder(input);
    } catch (error) {
      await giveBack(error instanceof Error ? error.message : 'place-order failed');
      throw error;
    }
    if (result.status === 200) return result;
    const refund = await giveBack(result.body.message);
    if (!refund) return result;
    return {
      ...result,
      body: {
        ...result.body,
        message: withRefundSentence(result.body.message, refund),
        refund: { ...refund, reason: result.body.message },
      },
    } as typeof result;
  };

  const attemptOrder: Handler<'placeOrder'> = async ({ body, request }) => {
    const customer = await signedIn(request, body.brandId);
    if ('status' in customer) return customer;
    const userId = customer.user.id;
    const replay = await existingByKey(userId, body.idempotencyKey);
    if (replay)
      return {
        status: 200,
        body: { success: 1, message: 'Order placed', data: { savedOrder: toApiOrder(replay) } },
      };

    const bad = (
      message: string,
      code: 'BAD_REQUEST' | 'PRICE_CHANGED' | 'PAYMENT_FAILED' | 'STORE_CLOSED' = 'BAD_REQUEST',
    ) => ({
      status: 400 as const,
      body: errorBody(code, message),
    });
    const brand = await context.brands.byId(body.brandId);
    if (!brand) return { status: 404, body: errorBody('NOT_FOUND', orderMessages.brandNotFound) };
    const catalogue = await context.catalogue.forBrand(body.brandId);
    const store = catalogue.stores.find((candidate) => candidate.id === body.storeId);
    if (!store) return { status: 404, body: errorBody('NOT_FOUND', orderMessages.storeNotFound) };
    if (!offersService(store, body.serviceType)) return bad(orderMessages.serviceDisabled);
    const now = nowSeconds();

    // Timing: ASAP needs the store open; a pre-order needs one of the slots offered now.
    const storeInfo = toApiStore(store, brand.setting.temporaryDomainName, now);
    let preOrderSlot: Schemas['PreOrderSlot'] | null = null;
    if (body.timing.type === 'PREORDER') {
      const days =
        body.serviceType === 'PICKUP'
          ? storeInfo.availablePreOrderSlotsForPickup
          : storeInfo.availablePreOrderSlotsForDelivery;
      const wanted = body.timing.preOrderSlot;
      preOrderSlot =
        days.find((day) => day.day === wanted?.day)?.slots.find((slot) => slot.start === wanted?.start) ??
        null;
      if (!preOrderSlot) return bad(orderMessages.chooseSlot);
    } else if (!isStoreAvailable(store, body.serviceType)) {
      return bad(orderMessages.storeClosed, 'STORE_CLOSED');
    }

    const vehicleError = validateVehicleInfo(
      body.pickupVehicleInfo,
      store.vehicleInfoForPickup,
      body.serviceType,
    );
    if (vehicleError) return bad(formatMessageEn(vehicleError));
    if (
      body.serviceType === 'DINE_IN' &&
      (!body.tableNumber || !store.dineInTables.includes(body.tableNumber))
    ) {
      return bad(orderMessages.tableNotFound);
    }

    let address;
    if (body.serviceType === 'DELIVERY') {
      [address] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, body.deliveryAddressId ?? ''), eq(addresses.userId, userId)));
      if (!address) return bad(orderMessages.addressNotFound);
    }
    if (body.discountCode?.trim() && body.useLoyalty) return bad(orderMessages.benefitsExclusive);

    const balance = await walletBalance(userId, body.brandId);
    const repriced = repriceCart(catalogue, store, {
      serviceType: body.serviceType,
      cart: body.cart,
      areaId: body.areaId,
      mappedAreaId: body.mappedAreaId,
      address,
      discountCode: body.discountCode,
      useLoyalty: body.useLoyalty,
      walletBalance: balance,
      tip: body.tip,
      now,
    });
    if (!repriced.ok) return bad(repriced.error.message, repriced.error.code);
    const { priced, discount } = repriced.value;
    const refusal = discount ? await discountRefusal(userId, body.brandId, discount) : null;
    if (refusal) return bad(refusal);
    if (!priced.minimumOrder.met) {
      const { minimum, missing } = priced.minimumOrder;
      return bad(
        formatMessageEn(
          coreError('belowMinimumOrder', {
            missing: `AED ${formatFils(missing)}`,
            minimum: `AED ${formatFils(minimum)}`,
          }),
        ),
      );
    }
    const totals = toApiTotals(priced);
    if (body.expectedTotal !== priced.grandTotal) {
      return {
        status: 400,
        body: { ...errorBody('PRICE_CHANGED', orderMessages.priceChanged), data: totals },
      };
    }

    // Payment: an option of the store for this service; cards verified with the gateway here.
    const options =
      body.serviceType === 'DELIVERY'
        ? store.paymentOptions.delivery
        : body.serviceType === 'PICKUP'
          ? store.paymentOptions.pickup
          : store.paymentOptions.dineIn;
    const paymentType = body.payment.paymentType;
    if (!options.includes(paymentType)) return bad(orderMessages.choosePayment);
    const online = paymentType === 'CREDIT_CARD' || paymentType === 'PAYMENT_GATEWAY';
    const transaction = body.payment.transactionInfo;
    if (online) {
      const amountError = checkOnlinePaymentAmount(priced.grandTotal as Fils, { paymentType: 'CREDIT_CARD' });
      if (amountError) return bad(formatMessageEn(amountError));
      if (!transaction) return bad(orderMessages.paymentFailed, 'PAYMENT_FAILED');
      const [used] = await db.select().from(orders).where(eq(orders.transactionRef, transaction.reference));
      if (used) {
        if (used.userId === userId) {
          return {
            status: 200,
            body: { success: 1, message: 'Order placed', data: { savedOrder: toApiOrder(used) } },
          };
        }
        return { status: 409, body: errorBody('CONFLICT', orderMessages.paymentUsed) };
      }
      if (await isClaimedForRefund(db, transaction.reference))
        return bad(orderMessages.paymentFailed, 'PAYMENT_FAILED');
      if (!(await verifyPayment(transaction, priced.grandTotal, store.id)))
        return bad(orderMessages.paymentFailed, 'PAYMENT_FAILED');
    }

    const id = newId();
    const details: OrderDetails = {
      storeInfo: {
        _id: store.id,
        name: store.name,
        address: store.manualAddress,
        city: store.city,
        mobileNumber: store.mobileNumber,
        whatsAppContact: store.whatsAppContact,
      },
      deliveryAddress: address ? toApiAddress(address) : null,
      selectedArea: repriced.value.selectedArea,
      userInfo: {
        brandId: body.brandId,
        phoneNumber: customer.user.phoneNumber,
        name: customer.user.name,
        email: customer.user.email,
      },
      orderedMenu: repriced.value.lines,
      totals,
      discountApplied: discount
        ? {
            discountAmountAvailedByCustomer: priced.discountAmount,
            discountValue: discount.discountAmount,
            discountId: discount.id,
            discountCode: discount.discountCode,
            discountType: discount.discountType,
          }
        : null,
      isPreOrder: preOrderSlot !== null,
      preOrderSlot,
      preOrderDay: body.timing.type === 'PREORDER' ? (body.timing.preOrderSlot?.day ?? null) : null,
      orderLevelSpecialRequest: body.orderLevelSpecialRequest?.trim() ?? '',
      pickupVehicleInfo: body.pickupVehicleInfo?.trim() ?? '',
      transactionInfo: transaction ?? null,
    };
    const status = preOrderSlot ? 'SCHEDULED' : 'PENDING';
    const payLater = paymentType === 'PAY_LATER';
    try {
      const row = await db.transaction(async (tx) => {
        if (transaction) {
          // Under the payment's lock: a payment being given back never becomes an order.
          await tx.execute(paymentLock(transaction.reference));
          if (await isClaimedForRefund(tx, transaction.reference)) throw new PaymentRefunded();
        }
        if (priced.loyaltyAmount > 0) {
          // One redemption at a time per customer, and never more than the balance.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wallet:${userId}`}))`);
          const [current] = await tx
            .select({ balance: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
            .from(walletEntries)
            .where(and(eq(walletEntries.userId, userId), eq(walletEntries.brandId, body.brandId)));
          if (Number(current?.balance ?? 0) < priced.loyaltyAmount) throw new PriceChanged();
        }
        if (discount && discount.perCustomerUse > 0) {
          // Counted again under a lock: concurrent orders (on any process) cannot both take the last use.
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext(${`discount:${userId}:${discount.id}`}))`,
          );
          const [used] = await tx
            .select({ value: count() })
            .from(orders)
            .where(
              and(
                eq(orders.userId, userId),
                eq(orders.discountId, discount.id),
                inArray(orders.status, [...ACTIVE_STATUSES]),
              ),
            );
          if ((used?.value ?? 0) >= discount.perCustomerUse) throw new DiscountUsedUp();
        }
        const [inserted] = await tx
          .insert(orders)
          .values({
            id,
            orderNumber: newOrderNumber(brand.brand.brandName),
            brandId: body.brandId,
            storeId: store.id,
            userId,
            serviceType: body.serviceType,
            status,
            placedAt: now,
            deliveryTime: repriced.value.deliveryTime,
            itemsTotal: priced.cartTotal,
            discountAmount: priced.discountAmount,
            loyaltyAmount: priced.loyaltyAmount,
            deliveryFee: priced.deliveryFee,
            taxRate: priced.taxRate,
            taxAmount: priced.taxAmount,
            tipAmount: priced.tipAmount,
            total: priced.grandTotal,
            cashbackAmount: priced.cashbackAmount,
            paymentType,
            isPaid: online,
            transactionRef: transaction?.reference ?? null,
            idempotencyKey: body.idempotencyKey,
            discountId: discount?.id ?? null,
            tableNumber: body.tableNumber ?? null,
            payLater,
            details: details as unknown as Record<string, unknown>,
          })
          .returning();
        if (priced.loyaltyAmount > 0) {
          await tx.insert(walletEntries).values({
            userId,
            brandId: body.brandId,
            amount: -priced.loyaltyAmount,
            kind: 'redemption',
            orderId: id,
          });
        }
        await tx.insert(orderStatusEvents).values({ orderId: id, status });
        return inserted!;
      });
      return {
        status: 200,
        body: { success: 1, message: 'Order placed', data: { savedOrder: toApiOrder(row) } },
      };
    } catch (error) {
      // A concurrent twin with the same key (or the same payment) won the race: answer its order.
      const twin =
        (await existingByKey(userId, body.idempotencyKey)) ??
        (transaction
          ? (await db.select().from(orders).where(eq(orders.transactionRef, transaction.reference)))[0]
          : undefined);
      if (twin && twin.userId === userId) {
        return {
          status: 200,
          body: { success: 1, message: 'Order placed', data: { savedOrder: toApiOrder(twin) } },
        };
      }
      if (error instanceof PriceChanged) return bad(orderMessages.priceChanged, 'PRICE_CHANGED');
      if (error instanceof DiscountUsedUp) return bad(orderMessages.perCustomerUse);
      if (error instanceof PaymentRefunded) return bad(orderMessages.paymentFailed, 'PAYMENT_FAILED');
      throw error;
    }
  };

  const validateDiscount: Handler<'validateDiscount'> = async ({ body, request }) => {
    const customer = await signedIn(request, body.brandId);
    if ('status' in customer) return customer;
    const catalogue = await context.catalogue.forBrand(body.brandId);
    const store = catalogue.stores.find((candidate) => candidate.id === body.storeId);
    if (!store) return { status: 404, body: errorBody('NOT_FOUND', orderMessages.storeNotFound) };
    const code =
      body.discountCode ??
      catalogue.discounts.find((discount) => discount.id === body.discountId)?.discountCode ??
      '';
    if (!code.trim())
      return { status: 400, body: errorBody('BAD_REQUEST', 'Please enter a working promo code.') };
    const repriced = repriceCart(catalogue, store, {
      serviceType: body.serviceType,
      cart: body.cart,
      discountCode: code,
      walletBalance: 0,
      now: nowSeconds(),
      itemsOnly: true,
    });
    if (!repriced.ok) return { status: 400, body: errorBody(repriced.error.code, repriced.error.message) };
    const discount = repriced.value.discount!;
    const refusal = await discountRefusal(customer.user.id, body.brandId, discount);
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

  const getCustomerOrders: Handler<'getCustomerOrders'> = async ({ query, request }) => {
    const customer = await signedIn(request, query.brandId);
    if ('status' in customer) return customer;
    const rows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, customer.user.id), eq(orders.brandId, query.brandId)))
      .orderBy(desc(orders.placedAt), desc(orders.createdAt));
    return { status: 200, body: { success: 1, data: rows.map(toApiOrder) } };
  };

  const getOrderInfo: Handler<'getOrderInfo'> = async ({ body, params, request }) => {
    const customer = await signedIn(request, body.brandId);
    if ('status' in customer) return customer;
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, params.id), eq(orders.userId, customer.user.id)));
    // Someone else's order reads as not found: ids never confirm what exists.
    if (!row) return { status: 404, body: errorBody('NOT_FOUND', orderMessages.orderNotFound) };
    return { status: 200, body: { success: 1, data: toApiOrder(row) } };
  };

  const getOrderTrackingInfo: Handler<'getOrderTrackingInfo'> = async ({ params }) => {
    const [row] = await db.select().from(orders).where(eq(orders.orderNumber, params.orderId));
    if (!row) return { status: 404, body: errorBody('NOT_FOUND', orderMessages.orderNotFound) };
    const events = await db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, row.id))
      .orderBy(orderStatusEvents.id);
    const details = row.details as unknown as OrderDetails;
    return {
      status: 200,
      body: {
        success: 1,
        orders: {
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
          statusHistory: events.map((event) => ({
            status: event.status as Schemas['OrderStatus'],
            at: Math.floor(event.at.getTime() / 1000),
          })),
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
    const rows = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.brandId, body.brandId),
          eq(orders.storeId, body.storeId),
          eq(orders.tableNumber, body.tableNumber),
          eq(orders.payLater, true),
          eq(orders.isPaid, false),
          ne(orders.status, 'CANCELLED'),
          ne(orders.status, 'REJECTED'),
        ),
      )
      .orderBy(orders.placedAt);
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
          ordersTotalPrice: rows.reduce((sum, row) => sum + row.total, 0),
          ordersTotalTax: rows.reduce((sum, row) => sum + row.taxAmount, 0),
          totalTipAmount: rows.reduce((sum, row) => sum + row.tipAmount, 0),
        },
      },
    };
  };

  const createFeedback: Handler<'createFeedback'> = async ({ body, request }) => {
    const customer = await signedIn(request, body.brandId);
    if ('status' in customer) return customer;
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, body.orderId), eq(orders.userId, customer.user.id)));
    if (!row) return { status: 404, body: errorBody('NOT_FOUND', orderMessages.orderNotFound) };
    if (row.status !== 'COMPLETE')
      return { status: 400, body: errorBody('BAD_REQUEST', orderMessages.feedbackOnlyCompleted) };
    const comment = body.comment?.trim() ?? '';
    const inserted = await db
      .insert(feedbacks)
      .values({ orderId: row.id, userId: customer.user.id, rating: body.rating, comment })
      .onConflictDoNothing()
      .returning({ id: feedbacks.id });
    if (inserted.length === 0)
      return { status: 409, body: errorBody('CONFLICT', orderMessages.feedbackTwice) };
    await db
      .update(orders)
      .set({
        details: sql`${orders.details} || ${JSON.stringify({ feedback: { rating: body.rating, comment } })}::jsonb`,
      })
      .where(eq(orders.id, row.id));
    return { status: 200, body: { success: 1, data: { orderId: row.id, rating: body.rating } } };
  };

  const updateOrderStatus: Handler<'updateOrderStatus'> = async ({ body, request }) => {
    const key = request.headers['x-admin-key'];
    if (!context.adminKey || typeof key !== 'string' || key !== context.adminKey) {
      return { status: 401, body: errorBody('UNAUTHORIZED', orderMessages.adminKey) };
    }
    const result = await moveOrder(db, body.orderNumber, body.status);
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
    validateDiscount,
    getCustomerOrders,
    getOrderInfo,
    getOrderTrackingInfo,
    getTableLaterOrders,
    createFeedback,
    updateOrderStatus,
  };
}

class PriceChanged extends Error {}
class DiscountUsedUp extends Error {}
class PaymentRefunded extends Error {}
