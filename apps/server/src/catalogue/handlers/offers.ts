/**
 * The offers: the brand's listed discounts (with the signed-in customer's uses when asked for) and
 * its loyalty policy.
 */
import type { FastifyRequest } from 'fastify';
import type { DiscountRow } from '../../db/schema.js';
import type { Handler } from '../../http/api-types.js';
import { catalogueLoader, type CatalogueContext } from '../catalogue-context.js';
import { orderCountsByDiscount } from '../catalogue-store.js';
import { isListedDiscount, toApiDiscount, toApiLoyalty } from '../offer-shapes.js';

const DISCOUNTS_PAGE_SIZE = 20;

export function offerHandlers(context: CatalogueContext) {
  const load = catalogueLoader(context);

  /**
   * The signed-in customer's orders with the brand that count: how many, and how many used each
   * discount. Undefined unless the request's session is the customer named by `userId`.
   */
  async function customerUse(request: FastifyRequest, brandId: string, userId: string | undefined) {
    if (!userId || !context.sessions) return undefined;
    const customer = await context.sessions.authenticate(request, new Date(context.now() * 1000), brandId);
    if (!customer || customer.user.id !== userId) return undefined;
    const rows = await orderCountsByDiscount(context.db, userId, brandId);
    const byDiscount = new Map(rows.map((row) => [row.discountId, row.value]));
    const orderCount = rows.reduce((sum, row) => sum + row.value, 0);
    return { byDiscount, orderCount };
  }

  /** A welcome coupon is for a first order; a code's uses per customer can run out. */
  function usableBy(discount: DiscountRow, used: number, orderCount: number): boolean {
    if (discount.isWelcomeCoupon && orderCount > 0) return false;
    return !(discount.perCustomerUse > 0 && used >= discount.perCustomerUse);
  }

  const getAllActiveDiscounts: Handler<'getAllActiveDiscounts'> = async ({ body, request }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    const now = context.now();
    const listed = loaded.catalogue.discounts.filter((discount) => isListedDiscount(discount, now));
    const page = body.page ?? 1;
    const totalPages = Math.max(1, Math.ceil(listed.length / DISCOUNTS_PAGE_SIZE));
    const use = await customerUse(request, body.brandId, body.userId);
    const discounts = listed
      .slice((page - 1) * DISCOUNTS_PAGE_SIZE, page * DISCOUNTS_PAGE_SIZE)
      .map((discount) => {
        if (!use) return toApiDiscount(discount);
        const used = use.byDiscount.get(discount.id) ?? 0;
        return {
          ...toApiDiscount(discount, used),
          usableByCustomer: usableBy(discount, used, use.orderCount),
        };
      });
    return { status: 200, body: { success: 1, discount: { discounts, page, totalPages } } };
  };

  const getLoyaltyByBrand: Handler<'getLoyaltyByBrand'> = async ({ body }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    return { status: 200, body: { success: 1, data: toApiLoyalty(loaded.catalogue.loyaltyPolicy) } };
  };

  return {
    getAllActiveDiscounts,
    getLoyaltyByBrand,
  };
}
