// The converters live in the contract (openapi/src/to-core.ts), which has no test runner of its
// own; they are tested here, through the client's re-export that the screens use. Each branded
// value must equal the API's number it came from.
import { fils } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import type { Schemas } from './index.js';
import {
  toCoreDiscount,
  toCoreItem,
  toCoreLoyaltyPolicy,
  toCoreTip,
  toCoreTotals,
  toCoreUnavailableStores,
  toCoreWaiver,
} from './to-core.js';

const item: Schemas['Item'] = {
  _id: '665f1b2c9d1e8a0012a1b201',
  sku: 'ZH-MAN-01',
  price: fils(1850),
  itemImageURLs: ['/assets/demo/zaatar-manakish.jpg'],
  images: [{ url: '/assets/demo/zaatar-manakish.jpg', width: 800, height: 600 }],
  baseLanguage: { title: "Za'atar manakish", description: "Fresh dough, za'atar and olive oil" },
  translations: { ar: { title: 'مناقيش زعتر', description: 'عجين طازج وزعتر وزيت زيتون' } },
  modifierGroups: [
    {
      _id: 'bread',
      baseLanguage: { name: 'Bread' },
      translations: { ar: { name: 'الخبز' } },
      isSingleSelection: true,
      minimumAllowedSelection: 1,
      maximumAllowedSelection: 1,
      modifiers: [
        {
          _id: 'saj',
          sku: 'SAJ',
          price: fils(0),
          baseLanguage: { name: 'Saj' },
          translations: { ar: { name: 'صاج' } },
        },
        {
          _id: 'whole-wheat',
          sku: 'WW',
          price: fils(150),
          baseLanguage: { name: 'Whole wheat' },
          translations: { ar: { name: 'قمح كامل' } },
          maximumOrderQuantity: 3,
        },
      ],
    },
  ],
  unavailableStores: [
    { storeId: 'marina', nextAvailableTime: 1_800_003_600 },
    { storeId: 'jlt', nextAvailableTime: null },
  ],
  categoryId: 'manakish',
  isRecommended: true,
};

const discount: Schemas['Discount'] = {
  _id: 'welcome10',
  brandId: 'zaatar-house',
  discountCode: 'WELCOME10',
  discountName: { en: 'Welcome 10%', ar: 'خصم الترحيب ١٠٪' },
  description: { en: '10% off your first order', ar: 'خصم ١٠٪ على طلبك الأول' },
  discountType: 'percentage',
  discountAmount: 10,
  maximumDiscountValue: fils(2500),
  minOrderValue: fils(3000),
  perCustomerUse: 1,
  isApplicableOnAllStores: true,
  isApplicableOnAllItems: false,
  discountAppliedOnSpecificItems: [{ itemId: item._id }],
  discountAppliedOnSpecificStores: [{ storeId: 'marina' }],
  serviceType: [{ serviceName: 'DELIVERY' }],
  discountApplication: 'automatic',
  isWelcomeCoupon: true,
  isActive: true,
  startsAt: 1_700_000_000,
  endsAt: 1_900_000_000,
  usableByCustomer: true,
};

const policy: Schemas['LoyaltyPolicy'] = {
  isLoyaltyActive: true,
  minOrderValueForCashback: fils(5000),
  specificToDelivery: { isActive: true, cashbackPercentage: 2.5 },
  redeemablePercentagePerOrder: 20,
  maxRedeemableValuePerOrder: fils(1500),
};

const waiver: Schemas['WaiverInfo'] = {
  onOrderAmount: { isEnabled: true, amount: fils(10000) },
  onDateRange: { isEnabled: false, startDateTime: 1_799_000_000, endDateTime: 1_801_000_000 },
};

const totals: Schemas['Totals'] = {
  itemsGrossAmount: fils(4900),
  cartTotal: fils(5400),
  discountAmount: fils(500),
  amountAfterDiscount: fils(4900),
  loyaltyAmount: fils(0),
  deliveryFee: fils(0),
  orderGrossAmount: fils(4900),
  taxRate: 5,
  taxAmount: fils(245),
  tipAmount: fils(270),
  total: fils(5415),
  cashbackAmount: fils(123),
  deliveryChargesWaiverInfo: {
    isWaiver: true,
    waiverAmount: fils(700),
    WaiverInfo: { type: 'onOrderAmount', amount: fils(4000) },
  },
};

describe('toCoreItem', () => {
  it('keeps every field the rules read, prices in fils and times in Unix seconds', () => {
    expect(toCoreItem(item)).toEqual({
      _id: item._id,
      sku: 'ZH-MAN-01',
      price: 1850,
      itemImageURLs: ['/assets/demo/zaatar-manakish.jpg'],
      baseLanguage: { title: "Za'atar manakish", description: "Fresh dough, za'atar and olive oil" },
      modifierGroups: [
        {
          _id: 'bread',
          baseLanguage: { name: 'Bread' },
          isSingleSelection: true,
          minimumAllowedSelection: 1,
          maximumAllowedSelection: 1,
          modifiers: [
            { _id: 'saj', price: 0, baseLanguage: { name: 'Saj' } },
            {
              _id: 'whole-wheat',
              price: 150,
              baseLanguage: { name: 'Whole wheat' },
              maximumOrderQuantity: 3,
            },
          ],
        },
      ],
      unavailableStores: [
        { storeId: 'marina', nextAvailableTime: 1_800_003_600 },
        { storeId: 'jlt', nextAvailableTime: null },
      ],
    });
  });

  it('takes amounts as fils only: a plain number is not an amount', () => {
    // @ts-expect-error the generated types carry core's branded Fils, which a bare number is not
    const unbranded: Schemas['Item'] = { ...item, price: 1850 };
    expect(toCoreItem(unbranded).price).toBe(1850);
  });

  it('converts stock entries alone for the menu lists', () => {
    expect(toCoreUnavailableStores(item.unavailableStores)).toEqual(item.unavailableStores);
    expect(toCoreUnavailableStores([])).toEqual([]);
  });
});

describe('toCoreDiscount', () => {
  it('reads a percentage discount in percent, its cap and minimum in fils, its name in English', () => {
    const core = toCoreDiscount(discount);
    expect(core).toEqual({
      _id: 'welcome10',
      brandId: 'zaatar-house',
      discountCode: 'WELCOME10',
      discountName: 'Welcome 10%',
      discountType: 'percentage',
      discountAmount: 10,
      maximumDiscountValue: 2500,
      minOrderValue: 3000,
      perCustomerUse: 1,
      isApplicableOnAllStores: true,
      isApplicableOnAllItems: false,
      discountAppliedOnSpecificItems: [{ itemId: item._id }],
      discountAppliedOnSpecificStores: [{ storeId: 'marina' }],
      serviceType: [{ serviceName: 'DELIVERY' }],
      discountApplication: 'automatic',
      isWelcomeCoupon: true,
      isActive: true,
      usableByCustomer: true,
    });
  });

  it('names the discount with the picker it is given', () => {
    expect(toCoreDiscount(discount, (text) => text.ar).discountName).toBe('خصم الترحيب ١٠٪');
  });

  it('reads a fixed discount in fils and leaves out an unknown usability', () => {
    const { usableByCustomer: _, ...guest } = discount;
    const core = toCoreDiscount({ ...guest, discountType: 'fixed', discountAmount: 700 });
    expect(core.discountType).toBe('fixed');
    expect(core.discountAmount).toBe(700);
    expect('usableByCustomer' in core).toBe(false);
  });
});

describe('toCoreLoyaltyPolicy', () => {
  it('keeps amounts in fils and rates in percent', () => {
    expect(toCoreLoyaltyPolicy(policy)).toEqual(policy);
    expect(() => toCoreLoyaltyPolicy({ ...policy, redeemablePercentagePerOrder: Number.NaN })).toThrow(
      RangeError,
    );
  });
});

describe('toCoreWaiver', () => {
  it('keeps the order-amount rule in fils and the date range in Unix seconds', () => {
    expect(toCoreWaiver(waiver)).toEqual(waiver);
  });
});

describe('toCoreTip', () => {
  it('reads a preset as a fraction of the items and a fixed tip in fils', () => {
    expect(toCoreTip({ type: 'percent', percent: 10 })).toEqual({
      type: 'default',
      value: 0.1,
      unit: 'percent',
    });
    expect(toCoreTip({ type: 'fixed', amount: fils(500) })).toEqual({
      type: 'custom',
      value: 500,
      unit: 'fixed',
    });
  });
});

describe('toCoreTotals', () => {
  it('keeps every amount and the waiver rule', () => {
    expect(toCoreTotals(totals)).toEqual(totals);
  });

  it('records no waiver rule as null, whether absent or null', () => {
    const { WaiverInfo: _, ...none } = totals.deliveryChargesWaiverInfo;
    expect(
      toCoreTotals({ ...totals, deliveryChargesWaiverInfo: none }).deliveryChargesWaiverInfo.WaiverInfo,
    ).toBe(null);
    const range = { type: 'onDateRange' as const, startDateTime: 1_799_000_000, endDateTime: 1_801_000_000 };
    expect(
      toCoreTotals({
        ...totals,
        deliveryChargesWaiverInfo: { ...totals.deliveryChargesWaiverInfo, WaiverInfo: range },
      }).deliveryChargesWaiverInfo.WaiverInfo,
    ).toEqual(range);
  });
});
