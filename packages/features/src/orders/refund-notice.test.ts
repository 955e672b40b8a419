import { fils } from '@storefront/core';
import { createI18nSync } from '@storefront/i18n/all';
import { describe, expect, it } from 'vitest';
import { refundNotice } from './refund-notice.js';

const say = (notice: ReturnType<typeof refundNotice>, language: 'en' | 'ar') =>
  notice && createI18nSync({ language }).t(notice.key, { amount: notice.amount });

describe('the refund of a cancelled paid order, as its tracking page says it', () => {
  it('says a refunded (or voided, or pending) payment went back to the card, in English and Arabic', () => {
    for (const status of ['refunded', 'voided', 'pending'] as const) {
      expect(say(refundNotice({ amount: fils(3528), status }, 'en'), 'en')).toBe(
        'Your payment of AED 35.28 has been refunded to your card.',
      );
    }
    expect(say(refundNotice({ amount: fils(3528), status: 'refunded' }, 'ar'), 'ar')).toBe(
      'تمت إعادة مبلغ 35.28 AED الذي دفعته إلى بطاقتك.',
    );
  });

  it('says the store will refund a payment the gateway refused', () => {
    expect(say(refundNotice({ amount: fils(1200), status: 'failed' }, 'en'), 'en')).toBe(
      'Your payment of AED 12.00 could not be refunded automatically; the store has been told and will refund it.',
    );
  });

  it('says nothing while the refund is still asked, nor for an order with no refund', () => {
    expect(refundNotice({ amount: fils(1200), status: 'requested' }, 'en')).toBeNull();
    expect(refundNotice(undefined, 'en')).toBeNull();
  });
});
