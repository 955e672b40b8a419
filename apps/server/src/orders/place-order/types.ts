import type { BrandService } from '../../brands/brand-service.js';
import type { BrandCatalogue, CatalogueService } from '../../catalogue/catalogue-service.js';
import type { Db } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import { errorBody, type Handler } from '../../http/api-types.js';
import { type Said } from '../../http/messages.js';
import type { PaymentGateways } from '../../payments/gateway.js';
import { toApiOrder } from '../to-api.js';
import { type UnplacedPayments } from '../unplaced-payments.js';

/**
 * What placing an order takes and answers, and the steps' way of refusing: a step either hands
 * on what it found or the answer to send.
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

export type Store = BrandCatalogue['stores'][number];
export type Brand = NonNullable<Awaited<ReturnType<BrandService['byId']>>>;
export type Transaction = NonNullable<PlaceOrderBody['payment']['transactionInfo']>;
export type RefusalCode = 'BAD_REQUEST' | 'PRICE_CHANGED' | 'PAYMENT_FAILED' | 'STORE_CLOSED';
/** A step either refuses the order (the answer to send) or hands on what it found. */
export type Step<T> = { refused: PlaceOrderAnswer } | { refused?: undefined; value: T };

export const bad = (message: Said, code: RefusalCode = 'BAD_REQUEST') => ({
  status: 400 as const,
  body: errorBody(code, message),
});
export const refuse = (answer: PlaceOrderAnswer) => ({ refused: answer });
export const placed = (row: OrderRow): PlaceOrderAnswer => ({
  status: 200,
  body: { success: 1, message: 'Order placed', data: { savedOrder: toApiOrder(row) } },
});
