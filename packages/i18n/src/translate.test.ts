import { describe, expect, it } from 'vitest';
import { coreError, message } from '@storefront/core';
import { deliveryDuration, trackerView } from '@storefront/core';
import type { Minutes } from '@storefront/core';
import { createI18n } from './setup.js';
import { loadNamespace, namespaceAssetPath, fetchNamespaceLoader } from './resources.js';
import {
  translateServerError,
  translateShown,
  coreMessage,
  formatDeliveryDuration,
  interpolate,
  translateBundled,
  translateCoreError,
} from './translate.js';

describe('translateCoreError', () => {
  it('translates a core error without parameters', () => {
    expect(translateCoreError(coreError('selectSlot'), 'en')).toBe('Please select a slot');
    expect(translateCoreError(coreError('selectSlot'), 'ar')).toBe('يرجى اختيار موعد');
  });

  it('fills parameters', () => {
    const error = coreError('modifierMaxQuantity', { quantity: 3, name: 'Hummus' });
    expect(translateCoreError(error, 'en')).toBe('3 is the maximum quantity allowed for Hummus');
    expect(translateCoreError(error, 'ar')).toBe('الحد الأقصى المسموح به من Hummus هو 3');
  });

  it('puts the currency label on the language side of money parameters', () => {
    const error = coreError('minOrderValue', { value: '50.00' });
    expect(translateCoreError(error, 'en')).toBe(
      'Sorry, Basket total must be greater than or equal to AED 50.00',
    );
    expect(translateCoreError(error, 'ar')).toBe('عذراً، يجب أن يكون إجمالي السلة 50.00 AED أو أكثر');
  });

  it('names the service and statuses', () => {
    const ready = trackerView({ orderStatus: 'ON_THE_WAY', serviceType: 'PICKUP' });
    if (ready.kind !== 'active') throw new Error('expected an active tracker');
    expect(translateCoreError(ready.text, 'en')).toBe('Your order is ready for the pickup service');
    expect(translateCoreError(ready.text, 'ar')).toBe('طلبك جاهز لخدمة الاستلام من الفرع');
    const transition = coreError('invalidStatusTransition', { from: 'COMPLETE', to: 'PENDING' });
    expect(translateCoreError(transition, 'ar')).toBe('لا يمكن تغيير حالة الطلب من مكتمل إلى جديد');
  });

  it('translates messages and the extra section 8 keys', () => {
    expect(translateCoreError(message('priceOnSelection'), 'ar')).toBe('السعر حسب الاختيار');
    expect(translateCoreError({ key: 'onlinePaymentUnavailable' }, 'en')).toBe(
      'Online payment is facing some issues, please use other payment method',
    );
  });

  it('falls back to the generic error for unknown keys', () => {
    expect(translateCoreError({ key: 'noSuchKey' }, 'en')).toBe(
      "We're sorry, but something went wrong. Please try again",
    );
  });
});

describe('bundled lookups', () => {
  it('interpolates and leaves unknown placeholders', () => {
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });

  it('selects Arabic plural forms', () => {
    const minutes = (count: number) => translateBundled('ar', 'common', 'duration.minute', { count });
    expect([1, 2, 3, 11, 100].map(minutes)).toEqual([
      'دقيقة واحدة',
      'دقيقتان',
      '3 دقائق',
      '11 دقيقة',
      '100 دقيقة',
    ]);
    expect(translateBundled('en', 'common', 'duration.minute', { count: 1 })).toBe('1 minute');
  });

  it('formats delivery durations', () => {
    const d = (m: number) => deliveryDuration(m as Minutes);
    expect(formatDeliveryDuration(d(1440 + 120 + 5), 'en')).toBe('1 day 2 hours 5 minutes');
    expect(formatDeliveryDuration(d(1440 + 120 + 5), 'ar')).toBe('يوم واحد وساعتان و5 دقائق');
    expect(formatDeliveryDuration(d(45), 'ar')).toBe('45 دقيقة');
    expect(formatDeliveryDuration(d(0), 'en')).toBe('Delivering soon');
    expect(formatDeliveryDuration(d(-3), 'ar')).toBe('سيصلك قريباً');
  });
});

describe('i18next set-up', () => {
  it('has common and errors at once and the other namespaces on demand', async () => {
    const i18n = await createI18n({ language: 'ar' });
    expect(i18n.t('appShell.offline.title')).toBe('عذراً');
    expect(i18n.t('errors:selectSlot')).toBe('يرجى اختيار موعد');
    expect(i18n.hasResourceBundle('ar', 'store')).toBe(false);
    await i18n.loadNamespaces('store');
    expect(i18n.t('store:basket.empty')).toBe('سلتك فارغة');
    expect(i18n.t('store:menu.itemCount', { count: 2 })).toBe('صنفان');
    await i18n.changeLanguage('en');
    expect(i18n.t('store:basket.empty')).toBe('Your basket is empty');
    expect(i18n.t('store:menu.itemCount', { count: 2 })).toBe('2 items');
  });

  it('preloads requested namespaces and uses a custom loader', async () => {
    const calls: string[] = [];
    const i18n = await createI18n({
      language: 'en',
      namespaces: ['account'],
      loader: async (ns, lng) => {
        calls.push(`${ns}/${lng}`);
        return loadNamespace(ns, lng);
      },
    });
    expect(calls).toContain('account/en');
    expect(i18n.t('account:feedback.ratingLabels.excellent')).toBe('Excellent');
  });

  it('turns core messages into text through t', async () => {
    const i18n = await createI18n({ language: 'ar' });
    expect(coreMessage(coreError('tipMinimum', { minimum: '1.00' }), i18n.t)).toBe(
      'الحد الأدنى للإكرامية 1.00 AED',
    );
    expect(coreMessage({ key: 'noSuchKey' }, i18n.t)).toBe('نعتذر، حدث خطأ ما. يرجى المحاولة مرة أخرى');
    await i18n.changeLanguage('en');
    expect(coreMessage(coreError('tipMinimum', { minimum: '1.00' }), i18n.t)).toBe(
      'The minimum tip is AED 1.00',
    );
  });

  it('does not let an instance change the shipped resources', async () => {
    const i18n = await createI18n({ language: 'en' });
    i18n.addResource('en', 'common', 'refresh', 'Changed');
    const other = await createI18n({ language: 'en' });
    expect(other.t('refresh')).toBe('Refresh');
  });
});

describe('asset paths (spec §9)', () => {
  it('serves namespaces at /assets/i18n/{namespace}/{lang}.json', async () => {
    expect(namespaceAssetPath('checkout', 'ar')).toBe('/assets/i18n/checkout/ar.json');
    const requested: string[] = [];
    const loader = fetchNamespaceLoader('/assets/i18n', async (url) => {
      requested.push(String(url));
      return new Response(JSON.stringify({ title: 'Your Order' }), { status: 200 });
    });
    expect(await loader('checkout', 'en')).toEqual({ title: 'Your Order' });
    expect(requested).toEqual(['/assets/i18n/checkout/en.json']);
  });
});

describe('translateServerError translates by messageKey', () => {
  it('uses the key and its parameters in the language asked', () => {
    const error = { message: 'Brand not found', key: 'errors:brandNotFound' };
    expect(translateServerError(error, 'ar')).toBe('لم نجد هذه العلامة التجارية');
    expect(translateServerError(error, 'en')).toBe('Brand not found');
    expect(
      translateServerError(
        { message: 'The minimum tip is AED 1.00', key: 'errors:tipMinimum', params: { minimum: '1.00' } },
        'en',
      ),
    ).toBe('The minimum tip is AED 1.00');
  });

  it('says money in the language, whether the server sent 50.00 or AED 50.00', () => {
    const belowMinimum = {
      message: 'Add AED 5.00 more to reach the minimum order of AED 30.00',
      key: 'errors:belowMinimumOrder',
      params: { missing: 'AED 5.00', minimum: 'AED 30.00' },
    };
    expect(translateServerError(belowMinimum, 'en')).toBe(belowMinimum.message);
    expect(translateServerError(belowMinimum, 'ar')).toBe(
      translateBundled('ar', 'errors', 'belowMinimumOrder', { missing: '5.00 AED', minimum: '30.00 AED' }),
    );
  });

  it('says a refusal held as a parameter (reason, reasonKey, reason.*) in the language too', () => {
    const refunded = {
      message:
        'Add AED 5.00 more to reach the minimum order of AED 30.00. Your payment of AED 25.50 has been refunded to your card.',
      key: 'errors:orderRefusedRefunded',
      params: {
        reason: 'Add AED 5.00 more to reach the minimum order of AED 30.00.',
        reasonKey: 'errors:belowMinimumOrder',
        'reason.missing': 'AED 5.00',
        'reason.minimum': 'AED 30.00',
        amount: 'AED 25.50',
      },
    };
    expect(translateServerError(refunded, 'en')).toBe(refunded.message);
    const reason = translateBundled('ar', 'errors', 'belowMinimumOrder', {
      missing: '5.00 AED',
      minimum: '30.00 AED',
    });
    expect(translateServerError(refunded, 'ar')).toBe(
      translateBundled('ar', 'errors', 'orderRefusedRefunded', { reason: `${reason}.`, amount: '25.50 AED' }),
    );
    const closed = {
      message:
        'We apologize, but our store is closed right now. We hope to see you soon! Your payment of AED 9.00 could not be refunded automatically; the store has been told and will refund it.',
      key: 'errors:orderRefusedRefundFailed',
      params: {
        reason: 'We apologize, but our store is closed right now. We hope to see you soon!',
        reasonKey: 'errors:storeClosedNow',
        amount: 'AED 9.00',
      },
    };
    expect(translateServerError(closed, 'en')).toBe(closed.message);
    expect(translateServerError(closed, 'ar')).toContain(translateBundled('ar', 'errors', 'storeClosedNow'));
    expect(translateServerError(closed, 'ar')).not.toMatch(/[A-Za-z]{4,}/);
  });

  it('falls back to the text sent without a key or with an unknown one', () => {
    expect(translateServerError({ message: 'Store not found' }, 'ar')).toBe('Store not found');
    expect(translateServerError({ message: 'Odd', key: 'errors:noSuchKey' }, 'ar')).toBe('Odd');
  });
});

describe('translateShown: a message translated where it is shown', () => {
  it('says a key in the language, with its parameters localised', () => {
    expect(translateShown({ key: 'paymentDeclined' }, 'en')).toBe(
      translateBundled('en', 'errors', 'paymentDeclined'),
    );
    expect(translateShown({ key: 'errors:paymentDeclined' }, 'ar')).toBe(
      translateBundled('ar', 'errors', 'paymentDeclined'),
    );
    expect(translateShown({ key: 'tipMinimum', params: { minimum: '1.00' } }, 'ar')).toContain('1.00 AED');
  });

  it('shows the words sent for a key the screens do not know, or no key; else the generic text', () => {
    expect(translateShown({ key: 'noSuchKeyAnywhere', text: 'Bank said no' }, 'ar')).toBe('Bank said no');
    expect(translateShown({ text: 'Your card was declined.' }, 'en')).toBe('Your card was declined.');
    expect(translateShown({}, 'ar')).toBe(translateBundled('ar', 'errors', 'somethingWentWrong'));
  });
});
