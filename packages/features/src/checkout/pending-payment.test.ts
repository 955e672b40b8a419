import { translateShown } from '@storefront/i18n';
import { fils } from '@storefront/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PENDING_PAYMENT_KEY,
  placeOrderBody,
  placeOrderRefusal,
  savePendingPayment,
  takePendingPayment,
  type OrderDraft,
} from './pending-payment.js';

// A payment that leaves the page (3-D Secure, hosted page) keeps the whole order it pays for; on
// return exactly that order is placed. The defect this guards: the order rebuilt on return lost
// its discount code while keeping the discounted total, so the server refused a paid order.

const order: OrderDraft = {
  brandId: 'brand-1',
  storeId: 'store-1',
  serviceType: 'DELIVERY',
  areaId: 'area-1',
  deliveryAddressId: 'address-1',
  cart: [{ itemId: 'shakshuka', quantity: 1, price: fils(3200), sections: [] }],
  timing: { type: 'PREORDER', preOrderSlot: { day: '2026-11-26', start: '08:00' } },
  discountCode: 'SAVE15',
  useLoyalty: false,
  payment: { paymentType: 'CREDIT_CARD' },
  orderLevelSpecialRequest: 'No onions',
  expectedTotal: fils(8505),
  idempotencyKey: 'key-12345678',
  orderingPlatform: 'web',
};

let store: Map<string, string>;
beforeEach(() => {
  store = new Map();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a payment that leaves the page', () => {
  for (const gateway of ['intent', 'frames', 'hosted'] as const) {
    it(`${gateway}: comes back with the whole order (discount, pre-order slot, total), once`, () => {
      savePendingPayment({ transaction: { gateway, reference: `ref-${gateway}` }, order });
      const pending = takePendingPayment();
      expect(pending).toEqual({ transaction: { gateway, reference: `ref-${gateway}` }, order });
      expect(placeOrderBody(pending!.order, pending!.transaction)).toEqual({
        ...order,
        payment: { paymentType: 'CREDIT_CARD', transactionInfo: { gateway, reference: `ref-${gateway}` } },
      });
      expect(takePendingPayment()).toBeNull();
    });
  }

  it('keeps loyalty as chosen', () => {
    const withLoyalty: OrderDraft = {
      ...order,
      discountCode: undefined,
      useLoyalty: true,
      expectedTotal: fils(7005),
    };
    savePendingPayment({ transaction: { gateway: 'intent', reference: 'pi_1' }, order: withLoyalty });
    expect(takePendingPayment()?.order).toMatchObject({ useLoyalty: true, expectedTotal: fils(7005) });
  });

  it('ignores what it cannot read: an older shape without the order, or broken JSON', () => {
    store.set(PENDING_PAYMENT_KEY, JSON.stringify({ gateway: 'intent', reference: 'pi_old' }));
    expect(takePendingPayment()).toBeNull();
    store.set(PENDING_PAYMENT_KEY, '{not json');
    expect(takePendingPayment()).toBeNull();
    expect(store.has(PENDING_PAYMENT_KEY)).toBe(false);
  });

  it('a cash order carries no payment reference', () => {
    expect(placeOrderBody({ ...order, payment: { paymentType: 'CASH' } }, null).payment).toEqual({
      paymentType: 'CASH',
    });
  });
});

describe('a refused order whose payment was given back', () => {
  // The answer as the server sends it (apps/server/src/orders/unplaced-payments.ts).
  const reason =
    'We apologize for the inconvenience. Our menu has just been updated. Please refresh the page to see the latest version.';
  const refused = (status: 'refunded' | 'voided' | 'failed') => ({
    success: 0 as const,
    message:
      status === 'failed'
        ? `${reason} Your payment of AED 35.28 could not be refunded automatically; the store has been told and will refund it.`
        : `${reason} Your payment of AED 35.28 has been refunded to your card.`,
    messageKey: status === 'failed' ? 'errors:orderRefusedRefundFailed' : 'errors:orderRefusedRefunded',
    messageParams: { reason, reasonKey: 'errors:menuUpdated', amount: 'AED 35.28' },
    error: { code: 'PRICE_CHANGED' as const },
    refund: { status, amount: fils(3528), reason },
  });

  it('says why and that the money went back, in English and in Arabic', () => {
    expect(translateShown(placeOrderRefusal(refused('refunded')), 'en')).toBe(
      'We apologize for the inconvenience. Our menu has just been updated. Please refresh the page to see the latest version. Your payment of AED 35.28 has been refunded to your card.',
    );
    const arabic = translateShown(placeOrderRefusal(refused('voided')), 'ar');
    expect(arabic).toContain('نعتذر عن الإزعاج. تم تحديث قائمتنا للتو.');
    expect(arabic).toContain('تمت إعادة مبلغ 35.28 AED الذي دفعته إلى بطاقتك.');
  });

  it('says when the store will refund by hand', () => {
    expect(translateShown(placeOrderRefusal(refused('failed')), 'en')).toContain(
      'Your payment of AED 35.28 could not be refunded automatically; the store has been told and will refund it.',
    );
  });

  it("any other refusal reads as its message, in the customer's language", () => {
    const failed = {
      success: 0 as const,
      message: 'Payment failed or cancelled',
      messageKey: 'errors:paymentFailedOrCancelled',
      error: { code: 'PAYMENT_FAILED' as const },
    };
    expect(translateShown(placeOrderRefusal(failed), 'en')).toBe('Payment failed or cancelled');
  });
});
