import { describe, expect, it } from 'vitest';
import { coreCatalogue } from './core.js';
import {
  compareLanguages,
  flatten,
  missingCoreKeys,
  nonArabicTexts,
  singleBracePlaceholders,
} from './resource-checks.js';
import { NAMESPACES, loadAllResources, type ResourceTree } from './resources.js';

const resources = await loadAllResources();

describe('resource checks catch broken resources', () => {
  it('reports a key present in one language only, at any depth', () => {
    const problems = compareLanguages({
      en: { store: { basket: { title: 'Your Basket', empty: 'Your basket is empty' } } },
      ar: { store: { basket: { title: 'سلتك' }, extra: 'زائد' } },
    });
    expect(problems).toContain('store:basket.empty: in en but missing in ar');
    expect(problems).toContain('store:extra: in ar but missing in en');
  });

  it('reports a missing namespace', () => {
    expect(compareLanguages({ en: { store: {} }, ar: {} })).toEqual(['store: namespace missing in ar']);
  });

  it('reports different placeholders', () => {
    const problems = compareLanguages({
      en: { common: { hello: 'Hello {{name}}' } },
      ar: { common: { hello: 'مرحباً {{brand}}' } },
    });
    expect(problems).toEqual(['common:hello: placeholders en {name} vs ar {brand}']);
  });

  it('reports incomplete or foreign plural forms and accepts complete ones', () => {
    const ok = compareLanguages({
      en: { c: { item_one: '{{count}} item', item_other: '{{count}} items' } },
      ar: {
        c: {
          item_zero: 'لا أصناف',
          item_one: 'صنف واحد',
          item_two: 'صنفان',
          item_few: '{{count}} أصناف',
          item_many: '{{count}} صنفاً',
          item_other: '{{count}} صنف',
        },
      },
    });
    expect(ok).toEqual([]);
    const bad = compareLanguages({
      en: { c: { item_one: '{{count}} item', item_other: '{{count}} items', item_few: 'x' } },
      ar: { c: { item_one: 'صنف واحد', item_other: '{{count}} صنف' } },
    });
    expect(bad).toContain('c:item_few (en): not a plural category of en');
    expect(bad).toContain('c:item (ar): plural form _two missing');
  });

  it('reports Arabic values without Arabic letters or with untranslated words', () => {
    const problems = nonArabicTexts({
      common: {
        ok: 'تم',
        money: '{{amount}} AED',
        percent: '{{percent}}%',
        english: 'Close',
        half: 'اضغط Continue',
        switchLanguage: 'English',
      },
    });
    expect(problems).toEqual([
      'common:english: Latin words Close in "Close"',
      'common:half: Latin words Continue in "اضغط Continue"',
    ]);
  });

  it('reports a core key missing from errors or worded differently in English', () => {
    const problems = missingCoreKeys(
      { tipMinimum: 'The minimum tip is {minimum}', selectSlot: 'Please select a slot' },
      { en: { tipMinimum: 'The minimum tip is {{minimum}}', selectSlot: 'Select a slot' }, ar: {} },
    );
    expect(problems).toEqual([
      'errors:selectSlot: en "Select a slot" differs from core "Please select a slot"',
      'errors:tipMinimum: missing in ar',
      'errors:selectSlot: missing in ar',
    ]);
  });

  it('reports core-style single-brace placeholders', () => {
    expect(
      singleBracePlaceholders({ errors: { a: 'Use {service} service', b: 'Use {{service}}' } }, 'en'),
    ).toEqual(['errors:a (en): single-brace placeholder in "Use {service} service"']);
  });
});

describe('the shipped resources', () => {
  it('has every namespace in both languages', () => {
    expect(Object.keys(resources.en).sort()).toEqual([...NAMESPACES].sort());
    expect(Object.keys(resources.ar).sort()).toEqual([...NAMESPACES].sort());
  });

  it('has the same keys, plural forms and placeholders in English and Arabic', () => {
    expect(compareLanguages(resources)).toEqual([]);
  });

  it('gives every core catalogue key an English (core wording) and an Arabic text', () => {
    expect(Object.keys(coreCatalogue).length).toBeGreaterThan(0);
    expect(missingCoreKeys(coreCatalogue, { en: resources.en.errors, ar: resources.ar.errors })).toEqual([]);
  });

  it('writes Arabic in Arabic', () => {
    expect(nonArabicTexts(resources.ar)).toEqual([]);
  });

  it('uses i18next placeholders only', () => {
    expect([
      ...singleBracePlaceholders(resources.en, 'en'),
      ...singleBracePlaceholders(resources.ar, 'ar'),
    ]).toEqual([]);
  });

  it('uses Western digits in Arabic texts', () => {
    const arabicIndic = [...Object.entries(resources.ar)].flatMap(([ns, tree]) =>
      [...flatten(tree)]
        .filter(([, v]) => typeof v === 'string' && /[\u0660-\u0669\u06F0-\u06F9]/.test(v))
        .map(([k]) => `${ns}:${k}`),
    );
    expect(arabicIndic).toEqual([]);
  });
});

/** Quoted English texts of the spec (§2, §4, §5, §8), with `{x}` written `{{x}}`. */
const SPEC_STRINGS = [
  'Image not found',
  'Set Delivery Location',
  'Delivering to',
  'Delivery Time',
  'Select Store',
  'Selected Store',
  'Pickup Time',
  'Search for menu items',
  "We didn't find any results for",
  'Search for an area',
  'Search for a country',
  'Search for a city',
  'Search for a store',
  'Delivery happens within',
  'Schedule when you want to receive the order',
  'Schedule when you want to pickup the order',
  'You are ordering for',
  'Price On Selection',
  'Out of stock',
  'Add new address',
  'Increase zoom',
  'Refresh',
  'Your basket is empty',
  'Add more items',
  'Review Order',
  'E.g plate 18692, color black, brand lexus',
  'Thanks, Friend! Your order has been sent',
  "You don't Have any order yet.",
  'Error in Fetching orders',
  'This is your account for {{brand}}',
  'Track Your Order',
  'Confirm Location',
  'Mark the exact location to help our driver deliver faster',
  'Select location',
  'Tax included',
  'Pay with new card',
  'continue to payment',
  'Explore other products',
  'Dine In',
  'View Menu',
  'continue shopping',
  'Get Your Food From Here!',
  'Order Now!',
  'Do you really want to delete this address?',
  'You cannot undo this action',
  'Something was incorrect.',
  'Please, check the link and try again!',
  'new update available',
  'get latest version',
  'Oops',
  "Looks like you're offline. Try reconnecting to a working internet connection.",
  'Back to order',
  'Use {{service}} service',
  'Are you sure you want to choose the service',
  'Select your location',
  'Select store',
  'Go to menu',
  'Later (Future orders)',
  'Payment processing…',
  'Place order',
  'Complete Payment',
  'Dine First, Pay Later',
  'Bad',
  'Average',
  'Excellent',
  "We're sorry, but something went wrong. Please try again",
  'Order not found',
  "Sorry, we couldn't find the order.",
  'The store is currently closed, please try again soon',
  'We apologize, but our store is closed right now. We hope to see you soon!',
  'Store is closed',
  'Something Went wrong',
  'This item is out of stock, sorry for inconvenience',
  'Unfortunately, the store does not deliver to your location at this time',
  "Unfortunately, the selected branch does not deliver to your location. Thankfully, we've found other nearby branches ready to serve you. Changing your location will change the branch & clear your basket. Do you want to continue",
  "The service is disabled from the store's side. Alternatively, you can place an order using some other method",
  'The store is currently not serving, please try again later',
  'Bank declined payment, please try again',
  'Online payment is facing some issues, please use other payment method',
  'You have already an order ,complete that first',
  'Online payment is underway; please go back to the checkout screen to complete the payment',
  'Payment failed or cancelled',
  'Invalid Payment Intent',
  'This browser does not support live location',
  'Location permissions are currently disabled on your device. Please enable them in order for us to automatically determine your current delivery location',
  'Your current location detection is taking time. Please try again or enter your location manually if you prefer.',
  'Please select a slot',
  'Please select payment method',
  'Invalid Payment Gateway',
  'Invalid cart Id',
  'brandId or cartId is not valid, please try again',
  'The payment link gateway is not enabled, please contact the store',
  'Invalid Amount',
  'Your order is ready for the {{service}} service',
] as const;

describe('spec wording', () => {
  const englishValues = new Set(
    Object.values(resources.en).flatMap((tree: ResourceTree) => [...flatten(tree).values()]),
  );

  it.each(SPEC_STRINGS)('has the exact English text %j', (text) => {
    expect(englishValues.has(text)).toBe(true);
  });
});
