import { SlotFull, slotHold, type SlotHold } from '../kitchen/slot-capacity.js';
import type { Schemas } from '@storefront/contract';
import {
  checkOnlinePaymentAmount,
  addFils,
  coreError,
  formatFils,
  tabTotals,
  validateVehicleInfo,
  ZERO_FILS,
  type Fils,
  type UnixSeconds,
} from '@storefront/core';
import { newId, type Customer } from '../auth/sessions.js';
import type { BrandService } from '../brands/brand-service.js';
import type { BrandCatalogue, CatalogueService } from '../catalogue/catalogue-service.js';
import { isStoreAvailable, offersService, servicePausedUntil, toApiStore } from '../catalogue/shapes.js';
import { toApiAddress } from '../customers/addresses.js';
import type { Db } from '../db/database.js';
import type { AddressRow, OrderRow } from '../db/schema.js';
import { errorBody, type Handler } from '../http/api-types.js';
import { saidByCore, saidOf, type Said } from '../http/messages.js';
import { paymentAttemptOf } from '../payments/attempt-store.js';
import type { PaymentGateways } from '../payments/gateway.js';
import { paymentErrorSaid } from '../payments/payment-error.js';
import { ORDER_REFERENCE_PREFIX, orderPaymentDescription } from '../payments/order-payments.js';
import { orderMessages } from './order-messages.js';
import { CatalogueChanged } from './order-insert.js';
import { newOrderNumber } from './order-number.js';
import {
  countActiveOrders,
  customerAddress,
  DiscountUsedUp,
  insertOrder,
  orderByIdempotencyKey,
  orderByTransactionRef,
  PaymentRefunded,
  PriceChanged,
  TabAlreadySettled,
  walletBalance,
  type TabSettlement,
} from './order-store.js';
import { toCoreTip } from '@storefront/contract/to-core';
import { MAX_ORDER_TOTAL, repriceCart, toApiTotals, type RepricedOrder } from './reprice.js';
import { checkTab, tabPaid, tabRounds, type TabPaid } from './table-tab.js';
import { toApiOrder, type OrderDetails } from './to-api.js';
import { isClaimedForRefund, withRefundSentence, type UnplacedPayments } from './unplaced-payments.js';
import { tableSessionMessages } from '../table-sessions/messages.js';
import { tokenOpensTable } from '../table-sessions/tokens.js';
import { ordersPlaced, payments } from '../ops/metrics.js';

/**
 * Place-order as a service: validate (store, service, timing, table, address) → reprice →
 * discount/loyalty checks → payment verification → write under the locks. Every refusal is the
 * answer the handler sends.
 */

export type PlaceOrderBody = Parameters<Handler<'placeOrder'>>[0]['body'];
export type PlaceOrderAnswer = Awaited<ReturnType<Handler<'placeOrder'>>>;

export interface PlaceOrderDeps {
  db: Db;
  brands: BrandService;
  catalogue: CatalogueService;
  gateways: PaymentGateways;
  clock: () => Date;
  /** Gives back a payment whose order is refused. */
  unplaced: UnplacedPayments;
  /** The secret the tables' printed codes are signed with: a dine-in order needs its table's code. */
  tableSecret: Buffer;
}

type Store = BrandCatalogue['stores'][number];
type Brand = NonNullable<Awaited<ReturnType<BrandService['byId']>>>;
type Transaction = NonNullable<PlaceOrderBody['payment']['transactionInfo']>;
type RefusalCode = 'BAD_REQUEST' | 'PRICE_CHANGED' | 'PAYMENT_FAILED' | 'STORE_CLOSED';
/** A step either refuses the order (the answer to send) or hands on what it found. */
type Step<T> = { refused: PlaceOrderAnswer } | { refused?: undefined; value: T };

const bad = (message: Said, code: RefusalCode = 'BAD_REQUEST') => ({
  status: 400 as const,
  body: errorBody(code, message),
});
const refuse = (answer: PlaceOrderAnswer) => ({ refused: answer });
const placed = (row: OrderRow): PlaceOrderAnswer => ({
  status: 200,
  body: { success: 1, message: 'Order placed', data: { savedOrder: toApiOrder(row) } },
});

/**
 * Why this customer can no longer use a discount, or null: its per-customer uses are spent, or it
 * is a first-order code and they have an order. One query, so concurrent orders always read the
 * same refusal (the use is counted again under a lock when the order is written).
 */
export async function discountRefusal(
  db: Db,
  userId: string,
  brandId: string,
  discount: { id: string; perCustomerUse: number; isWelcomeCoupon: boolean },
): Promise<Said | null> {
  const row = await countActiveOrders(db, userId, brandId, discount.id);
  if (discount.perCustomerUse > 0 && row.withDiscount >= discount.perCustomerUse)
    return orderMessages.perCustomerUse;
  if (discount.isWelcomeCoupon && row.all > 0) return orderMessages.firstOrderOnly;
  return null;
}

/** Asks the gateway itself whether a card payment went through for exactly this amount. */
async function verifyPayment(
  gateways: PaymentGateways,
  transaction: Transaction,
  amount: number,
  storeId: string,
): Promise<boolean> {
  try {
    // Paid, for exactly this amount, and made for an order at this store (not a payment link).
    if (transaction.gateway === 'intent') {
      const intent = await gateways.intent.retrievePaymentIntent(transaction.reference);
      return (
        intent.status === 'succeeded' &&
        intent.amount === amount &&
        intent.description === orderPaymentDescription(storeId)
      );
    }
    if (transaction.gateway === 'frames') {
      const payment = await gateways.frames.getPaymentDetails(transaction.reference);
      return (
        payment.approved && payment.amount === amount && payment.reference.startsWith(ORDER_REFERENCE_PREFIX)
      );
    }
    const hosted = await gateways.hosted.checkHostedPayment(transaction.reference);
    return hosted.status === 'paid' && hosted.amount === amount;
  } catch {
    return false;
  }
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
function checkTiming(
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
function checkServiceDetails(
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

/** An order priced by the server: the new round, and the tab it settles with the amount charged. */
interface PricedPlacement {
  repriced: RepricedOrder;
  /** What the payment must be: the round's total, plus the settled orders' when settling a tab. */
  amountDue: Fils;
  /** The rounds it settles, with the tip's base (null when it settles none). */
  tab: { rows: OrderRow[]; paid: TabPaid } | null;
  /** The totals answered and stored: `total` is the amount due, with `settledOrdersTotal` for a tab. */
  totals: Schemas['Totals'];
}

/**
 * Prices the new round as today; when it settles a tab, the tip is taken once on the whole tab
 * (packages/core `tabTotals`) and the rounds are added at their stored totals.
 */
function withTab(repriced: RepricedOrder, rows: OrderRow[] | null, tip: PlaceOrderBody['tip']) {
  if (!rows) {
    const totals = toApiTotals(repriced.priced);
    return { repriced, amountDue: repriced.priced.grandTotal, tab: null, totals };
  }
  const { priced } = repriced;
  const totals = tabTotals({
    basketItemsTotal: priced.cartTotal,
    basketTotalBeforeTip: priced.grandTotal,
    rounds: tabRounds(rows),
    tip: tip ? toCoreTip(tip) : null,
  });
  const round = {
    ...priced,
    tipAmount: totals.tipAmount,
    grandTotal: addFils(priced.grandTotal, totals.tipAmount),
  };
  return {
    repriced: { ...repriced, priced: round },
    amountDue: totals.amountDue,
    tab: { rows, paid: tabPaid(rows, totals) },
    totals: { ...toApiTotals(round), total: totals.amountDue, settledOrdersTotal: totals.roundsTotal },
  };
}

/** The prices the server charges, with the discount's per-customer and first-order checks. */
async function priceOrder(
  deps: PlaceOrderDeps,
  order: {
    userId: string;
    body: PlaceOrderBody;
    catalogue: BrandCatalogue;
    store: Store;
    tab: OrderRow[] | null;
  },
  address: AddressRow | undefined,
  now: UnixSeconds,
): Promise<Step<PricedPlacement>> {
  const { userId, body, catalogue, store, tab } = order;
  // The balance matters only to a loyalty redemption (and is read again under its lock).
  const balance = body.useLoyalty ? await walletBalance(deps.db, userId, body.brandId) : ZERO_FILS;
  const repriced = repriceCart(catalogue, store, {
    serviceType: body.serviceType,
    cart: body.cart,
    areaId: body.areaId,
    mappedAreaId: body.mappedAreaId,
    address,
    discountCode: body.discountCode,
    useLoyalty: body.useLoyalty,
    walletBalance: balance,
    // A tab's tip is taken on the whole tab below, not on this round alone.
    tip: tab ? undefined : body.tip,
    now,
  });
  if (!repriced.ok) return refuse(bad(repriced.error.message, repriced.error.code));
  const { priced, discount } = repriced.value;
  const refusal = discount ? await discountRefusal(deps.db, userId, body.brandId, discount) : null;
  if (refusal) return refuse(bad(refusal));
  if (!priced.minimumOrder.met) {
    const { minimum, missing } = priced.minimumOrder;
    return refuse(
      bad(
        saidByCore(
          coreError('belowMinimumOrder', {
            missing: `AED ${formatFils(missing)}`,
            minimum: `AED ${formatFils(minimum)}`,
          }),
        ),
      ),
    );
  }
  const placement = withTab(repriced.value, tab, body.tip);
  if (placement.amountDue > MAX_ORDER_TOTAL) return refuse(bad(orderMessages.orderTooLarge));
  if (body.expectedTotal !== placement.amountDue) {
    return refuse({
      status: 400,
      body: { ...errorBody('PRICE_CHANGED', orderMessages.priceChanged), data: placement.totals },
    });
  }
  return { value: placement };
}

/**
 * The payment: an option of the store for this service; a card payment verified with its gateway,
 * unused by another order and not being given back. A payment already holding this customer's
 * order answers that order.
 */
async function checkPayment(
  deps: PlaceOrderDeps,
  order: { userId: string; body: PlaceOrderBody; store: Store; amountDue: Fils },
): Promise<PlaceOrderAnswer | null> {
  const { userId, body, store, amountDue } = order;
  const options =
    body.serviceType === 'DELIVERY'
      ? store.paymentOptions.delivery
      : body.serviceType === 'PICKUP'
        ? store.paymentOptions.pickup
        : store.paymentOptions.dineIn;
  const paymentType = body.payment.paymentType;
  if (!options.includes(paymentType)) return bad(orderMessages.choosePayment);
  if (!isOnline(paymentType)) return null;
  const transaction = body.payment.transactionInfo;
  const amountError = checkOnlinePaymentAmount(amountDue, { paymentType: 'CREDIT_CARD' });
  if (amountError) return bad(saidByCore(amountError));
  if (!transaction) return bad(orderMessages.paymentFailed, 'PAYMENT_FAILED');
  // Only the customer who started the payment, at this brand, pays an order with it; to anyone
  // else it does not exist (whether it went through, or holds an order, is not theirs to learn).
  const attempt = await paymentAttemptOf(deps.db, { reference: transaction.reference });
  if (
    !attempt ||
    attempt.gateway !== transaction.gateway ||
    attempt.userId !== userId ||
    attempt.brandId !== body.brandId
  ) {
    return { status: 404, body: errorBody('NOT_FOUND', paymentErrorSaid('paymentNotFound')) };
  }
  const used = await orderByTransactionRef(deps.db, transaction.reference);
  if (used) {
    if (used.userId === userId) return placed(used);
    return { status: 409, body: errorBody('CONFLICT', orderMessages.paymentUsed) };
  }
  if (await isClaimedForRefund(deps.db, transaction.reference))
    return bad(orderMessages.paymentFailed, 'PAYMENT_FAILED');
  if (!(await verifyPayment(deps.gateways, transaction, amountDue, store.id)))
    return bad(orderMessages.paymentFailed, 'PAYMENT_FAILED');
  return null;
}

function isOnline(paymentType: PlaceOrderBody['payment']['paymentType']): boolean {
  return paymentType === 'CREDIT_CARD' || paymentType === 'PAYMENT_GATEWAY';
}

/** The order as it is stored: its prices, its details as answered later, its payment. */
function orderRow(
  order: { customer: Customer; body: PlaceOrderBody; brand: Brand; store: Store },
  placement: PricedPlacement,
  address: AddressRow | undefined,
  timing: { preOrderSlot: Schemas['PreOrderSlot'] | null; now: UnixSeconds },
) {
  const { customer, body, brand, store } = order;
  const { repriced, tab } = placement;
  const { priced, discount } = repriced;
  const { preOrderSlot, now } = timing;
  const transaction = body.payment.transactionInfo;
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
    selectedArea: repriced.selectedArea,
    userInfo: {
      brandId: body.brandId,
      phoneNumber: customer.user.phoneNumber,
      name: customer.user.name,
      email: customer.user.email,
    },
    orderedMenu: repriced.lines,
    totals: placement.totals,
    discountApplied: discount
      ? {
          discountAmountAvailedByCustomer: priced.discountAmount,
          discountValue: discount.discountAmount,
          discountId: discount.id,
          discountCode: discount.discountCode,
          discountType: discount.discountType,
        }
      : null,
    ...invoiceDetails(discount, repriced.lines, body.taxRecipient),
    isPreOrder: preOrderSlot !== null,
    preOrderSlot,
    preOrderDay: body.timing.type === 'PREORDER' ? (body.timing.preOrderSlot?.day ?? null) : null,
    orderLevelSpecialRequest: body.orderLevelSpecialRequest?.trim() ?? '',
    pickupVehicleInfo: body.pickupVehicleInfo?.trim() ?? '',
    transactionInfo: transaction ?? null,
    ...(tab && { settlement: tab.paid }),
  };
  const paymentType = body.payment.paymentType;
  // Settling a tab with nothing new leaves the kitchen nothing to do.
  const status = preOrderSlot ? 'SCHEDULED' : tab && body.cart.length === 0 ? 'COMPLETE' : 'PENDING';
  return {
    id: newId(),
    orderNumber: newOrderNumber(brand.brand.brandName),
    brandId: body.brandId,
    storeId: store.id,
    userId: customer.user.id,
    serviceType: body.serviceType,
    status: status as OrderRow['status'],
    placedAt: now,
    deliveryTime: repriced.deliveryTime,
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
    isPaid: isOnline(paymentType),
    transactionRef: transaction?.reference ?? null,
    idempotencyKey: body.idempotencyKey,
    discountId: discount?.id ?? null,
    tableNumber: body.tableNumber ?? null,
    payLater: paymentType === 'PAY_LATER',
    details,
  };
}

/**
 * Writes the order; a concurrent twin with the same key (or the same payment) that won answers its
 * order. Throws CatalogueChanged (nothing written) when the catalogue moved on since it was priced.
 */
/** The order, committed, counted (docs/operations.md): by service and surface, and its card payment. */
function countPlaced(order: OrderRow): void {
  ordersPlaced.inc({
    service: order.serviceType,
    surface: order.serviceType === 'DINE_IN' ? 'dine-in' : 'storefront',
  });
  const gateway = order.details.transactionInfo?.gateway;
  if (order.transactionRef) payments.inc({ gateway: gateway ?? 'unknown', outcome: 'paidOrder' });
}

async function writeOrder(
  db: Db,
  row: ReturnType<typeof orderRow>,
  placement: PricedPlacement,
  catalogue: { version: number; slot: SlotHold | null },
): Promise<PlaceOrderAnswer> {
  const { repriced, tab } = placement;
  const settles: TabSettlement | null = tab && {
    table: { brandId: row.brandId, storeId: row.storeId, tableNumber: row.tableNumber! },
    orderIds: tab.rows.map((entry) => entry.id),
    roundsTotal: tab.paid.roundsTotal,
    paid: row.isPaid,
  };
  try {
    const written = await insertOrder(db, {
      row,
      catalogueVersion: catalogue.version,
      transactionRef: row.transactionRef,
      loyaltyAmount: repriced.priced.loyaltyAmount,
      discount: repriced.discount ?? null,
      settles,
      slot: catalogue.slot,
    });
    countPlaced(written);
    return placed(written);
  } catch (error) {
    if (error instanceof CatalogueChanged) throw error;
    const twin =
      (await orderByIdempotencyKey(db, row.userId, row.idempotencyKey)) ??
      (row.transactionRef ? await orderByTransactionRef(db, row.transactionRef) : undefined);
    if (twin && twin.userId === row.userId) return placed(twin);
    if (error instanceof PriceChanged) return bad(orderMessages.priceChanged, 'PRICE_CHANGED');
    if (error instanceof DiscountUsedUp) return bad(orderMessages.perCustomerUse);
    if (error instanceof PaymentRefunded) return bad(orderMessages.paymentFailed, 'PAYMENT_FAILED');
    if (error instanceof SlotFull) {
      const said = error.place.kind === 'slot' ? orderMessages.slotFull : orderMessages.asapFull;
      return { status: 409, body: errorBody('CONFLICT', said) };
    }
    if (error instanceof TabAlreadySettled) {
      return { status: 409, body: errorBody('CONFLICT', orderMessages.tabAlreadySettled) };
    }
    throw error;
  }
}

/** The brand and the store, when the store offers this service. */
async function findStore(
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

/** Tries of an order whose brand's catalogue keeps changing while it is priced, before it is refused. */
const PRICING_TRIES = 3;

/**
 * Places the order, without giving back its payment when it is refused. A retry of an order already
 * placed (its idempotency key) answers that order, even when the order would be refused today; a
 * paid order is looked up first (its gateway is asked before writing), any other when it is
 * refused or its insert meets its twin (`on conflict`), so a new order costs no extra query.
 */
async function attemptOrder(
  deps: PlaceOrderDeps,
  customer: Customer | undefined,
  body: PlaceOrderBody,
): Promise<PlaceOrderAnswer> {
  if (!customer) return { status: 401, body: errorBody('UNAUTHORIZED', orderMessages.loginRequired) };
  const replayOf = async () => {
    const replay = await orderByIdempotencyKey(deps.db, customer.user.id, body.idempotencyKey);
    return replay && placed(replay);
  };
  if (body.payment.transactionInfo) {
    const replay = await replayOf();
    if (replay) return replay;
  }
  let answer: PlaceOrderAnswer = bad(orderMessages.priceChanged, 'PRICE_CHANGED');
  for (let tries = 1; tries <= PRICING_TRIES; tries += 1) {
    try {
      answer = await priceAndWrite(deps, customer, body);
      break;
    } catch (error) {
      // Priced from a catalogue that changed since: price it again from the current one.
      if (!(error instanceof CatalogueChanged)) throw error;
      deps.catalogue.invalidate(body.brandId);
    }
  }
  if (answer.status === 200) return answer;
  return (await replayOf()) ?? answer;
}

/** One try: validate, price from the cached catalogue, check the payment, write. */
async function priceAndWrite(
  deps: PlaceOrderDeps,
  customer: Customer,
  body: PlaceOrderBody,
): Promise<PlaceOrderAnswer> {
  const userId = customer.user.id;
  const found = await findStore(deps, body);
  if (found.refused) return found.refused;
  const { brand, catalogue, store } = found.value;
  const now = Math.floor(deps.clock().getTime() / 1000) as UnixSeconds;
  const timing = checkTiming(store, brand, body, now);
  if (timing.refused) return timing.refused;
  const detailsError = checkServiceDetails(store, body, deps.tableSecret);
  if (detailsError) return detailsError;
  const tab = await checkTab(deps.db, body);
  if (tab.refusal) {
    const { status, code, message } = tab.refusal;
    return { status, body: errorBody(code, message) };
  }
  let address: AddressRow | undefined;
  if (body.serviceType === 'DELIVERY') {
    address = await customerAddress(deps.db, userId, body.deliveryAddressId ?? '');
    if (!address) return bad(orderMessages.addressNotFound);
  }
  if (body.discountCode?.trim() && body.useLoyalty) return bad(orderMessages.benefitsExclusive);

  const priced = await priceOrder(deps, { userId, body, catalogue, store, tab: tab.rounds }, address, now);
  if (priced.refused) return priced.refused;
  const { amountDue } = priced.value;
  const paymentAnswer = await checkPayment(deps, { userId, body, store, amountDue });
  if (paymentAnswer) return paymentAnswer;
  const row = orderRow({ customer, body, brand, store }, priced.value, address, {
    preOrderSlot: timing.value,
    now,
  });
  // A round that only settles the table's bill takes no place in the kitchen's slots.
  const slot =
    body.cart.length > 0 ? slotHold(store, body.serviceType, timing.value?.startsAt ?? null, now) : null;
  return writeOrder(deps.db, row, priced.value, { version: catalogue.version, slot });
}

/**
 * Places an order for a signed-in customer (the answer is 401 without one). Never money without
 * an order: an order refused (or failed) after its payment went through gives that payment back
 * through its gateway, and the answer says so (`refund`).
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  customer: Customer | undefined,
  body: PlaceOrderBody,
): Promise<PlaceOrderAnswer> {
  const payment = body.payment.transactionInfo;
  if (!payment) return attemptOrder(deps, customer, body);
  const giveBack = (reason: string) =>
    deps.unplaced.refundIfPaid({
      payment,
      brandId: body.brandId,
      storeId: body.storeId,
      userId: customer?.user.id ?? null,
      reason,
    });
  let result: PlaceOrderAnswer;
  try {
    result = await attemptOrder(deps, customer, body);
  } catch (error) {
    await giveBack(error instanceof Error ? error.message : 'place-order failed');
    throw error;
  }
  if (result.status === 200) return result;
  const reason = saidOf(result.body);
  const refund = await giveBack(reason.text);
  if (!refund) return result;
  return {
    ...result,
    body: {
      ...result.body,
      ...errorBody(result.body.error?.code ?? 'BAD_REQUEST', withRefundSentence(reason, refund)),
      refund: { ...refund, reason: reason.text },
    },
  } as typeof result;
}

/**
 * What the order's invoice needs besides its lines (docs/invoices.md): the lines an item-specific
 * discount applied to, by index, and a business customer's name and TRN (a full tax invoice).
 */
function invoiceDetails(
  discount: { isApplicableOnAllItems: boolean; discountAppliedOnSpecificItems: string[] } | undefined,
  lines: readonly { itemId: string }[],
  recipient: { name: string; trn: string } | undefined,
): Pick<OrderDetails, 'discountLines' | 'taxRecipient'> {
  const items = new Set(discount?.discountAppliedOnSpecificItems);
  return {
    ...(discount &&
      !discount.isApplicableOnAllItems && {
        discountLines: lines.flatMap((line, index) => (items.has(line.itemId) ? [index] : [])),
      }),
    ...(recipient && { taxRecipient: { name: recipient.name.trim(), trn: recipient.trn } }),
  };
}
