import { expect, test } from '../fixtures/product.js';
import {
  customerOrders,
  deliveryAtJumeirah,
  payWith,
  pickupAtJumeirah,
  signIn,
  T,
} from '../fixtures/storefront.js';

// A sale price says what it needs and is what checkout charges once its code is applied, and is
// never shown to a customer who can no longer get it; search results come into view; the delivery
// fee and minimum order before the basket; the brand's picture at the top of the store page.

const MORE = {
  en: {
    withWelcome: 'with code WELCOME20',
    applyWelcome: 'Apply code WELCOME20',
    willApply: 'Code WELCOME20 will be applied at checkout',
    appliedAtCheckout: 'Code WELCOME20 applied',
    withSave15: 'with code SAVE15 on orders of AED 80.00 or more',
    sale: 'Sale',
    search: 'Search for menu items',
    baklavaTerm: 'Baklava',
    baklava: /Assorted Baklava/,
    terms: 'Delivery terms',
    fee: 'Delivery fee AED 7.00',
    minOrder: 'Minimum order AED 40.00',
    freeFrom: 'Free delivery on orders of AED 150.00 or more',
    vehicle: 'White Patrol, plate 40211',
  },
  ar: {
    withWelcome: 'مع الرمز WELCOME20',
    applyWelcome: 'تطبيق الرمز WELCOME20',
    willApply: 'سيتم تطبيق الرمز WELCOME20 عند الدفع',
    appliedAtCheckout: 'تم تطبيق الرمز WELCOME20',
    withSave15: 'مع الرمز SAVE15 للطلبات بقيمة 80.00 AED أو أكثر',
    sale: 'عرض',
    search: 'ابحث في القائمة',
    baklavaTerm: 'بقلاوة',
    baklava: /بقلاوة مشكلة/,
    terms: 'شروط التوصيل',
    fee: 'رسوم التوصيل 7.00 AED',
    minOrder: 'الحد الأدنى للطلب 40.00 AED',
    freeFrom: 'توصيل مجاني للطلبات بقيمة 150.00 AED أو أكثر',
    vehicle: 'باترول أبيض، لوحة 40211',
  },
} as const;

const PHONES = { en: '0501000551', ar: '0501000552' } as const;

const aed = (amount: string, lang: 'en' | 'ar') => (lang === 'ar' ? `${amount} AED` : `AED ${amount}`);
const toFils = (text: string) => Math.round(Number(/\d+\.\d{2}/.exec(text)![0]) * 100);

interface StoredOrder {
  itemsTotalPrice: number;
  discountApplied?: { discountCode: string; discountAmountAvailedByCustomer: number } | null;
}

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  const m = MORE[lang];

  test(`a sale price says its code, Apply carries it through sign-in, checkout charges it, and it is gone after the first order (${lang})`, async ({
    page,
    product,
  }) => {
    await pickupAtJumeirah(page, product, lang);
    // Hummus Fatteh, AED 24.00: 20 % off with the first-order code is AED 19.20, and the card says so.
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: t.fatteh }) });
    await expect(card).toContainText(aed('19.20', lang));
    await expect(card.getByRole('deletion')).toHaveText(aed('24.00', lang));
    await expect(card.getByText(m.sale, { exact: true })).toBeVisible();
    await expect(card.getByText(m.withWelcome, { exact: true })).toBeVisible();
    const shownOnCard = toFils((await card.getByText(aed('19.20', lang), { exact: true }).textContent())!);

    // The item page shows the same price and what it needs.
    await page.getByRole('link', { name: t.fatteh }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.fatteh);
    await expect(page.getByText(aed('19.20', lang), { exact: true })).toBeVisible();
    await expect(page.getByRole('deletion')).toHaveText(aed('24.00', lang));
    await expect(page.getByText(m.withWelcome, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t.add }).click();
    await expect(page).toHaveURL(/store-detail$/);

    // One tap on the card's Apply; every WELCOME20 price then says it will be applied.
    await card.getByRole('button', { name: m.applyWelcome }).click();
    await expect(card.getByText(m.willApply)).toBeVisible();
    await expect(card.getByRole('button', { name: m.applyWelcome })).toHaveCount(0);

    // A guest signs in on the way: the code is still there, and checkout has it applied.
    await page.getByRole('link', { name: t.viewBasket }).click();
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, PHONES[lang], lang);
    // Signing in from 'Review Order' ends at checkout.
    await expect(page).toHaveURL(/store\/checkout$/);
    await expect(page.getByText(m.appliedAtCheckout)).toBeVisible();
    await page.getByPlaceholder(t.vehicle).fill(m.vehicle);
    await payWith(page, t.cash);
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible();

    // What was charged for the Fatteh is the card's price.
    const orders = (await customerOrders(page, product)) as unknown as StoredOrder[];
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    expect(order.discountApplied?.discountCode).toBe('WELCOME20');
    expect(order.itemsTotalPrice - order.discountApplied!.discountAmountAvailedByCustomer).toBe(shownOnCard);

    // After the first order the welcome price is gone. SAVE15 (AED 15 off orders of AED 80) takes
    // its amount off the order, not off one dish: no sale price is made of it.
    await pickupAtJumeirah(page, product, lang);
    const again = page.getByRole('article').filter({ has: page.getByRole('link', { name: t.fatteh }) });
    await expect(again).toContainText(aed('24.00', lang));
    await expect(again.getByRole('deletion')).toHaveCount(0);
    await expect(again.getByText(m.sale, { exact: true })).toHaveCount(0);
    await expect(page.getByText(m.withSave15, { exact: true })).toHaveCount(0);
    await expect(page.getByText(m.withWelcome, { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: t.fatteh }).click();
    // The item page, not the menu behind it (whose cards say the same), before reading it.
    await expect(page).toHaveURL(/\/store\/item\//);
    await expect(page.getByText(aed('24.00', lang), { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('deletion')).toHaveCount(0);
    await expect(page.getByText(m.withSave15, { exact: true })).toHaveCount(0);
    await expect(page.getByText(m.withWelcome, { exact: true })).toHaveCount(0);
  });

  test(`search results come into view under the sticky bar after scrolling to the footer (${lang})`, async ({
    page,
    product,
  }) => {
    await pickupAtJumeirah(page, product, lang);
    // Once the menu is there (the page restores its own scroll position while it loads), to the footer.
    await expect(page.getByRole('link', { name: t.fatteh }).first()).toBeVisible();
    await expect(async () => {
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    }).toPass();

    const search = page.getByRole('searchbox', { name: m.search });
    await search.fill(m.baklavaTerm);
    const result = page.getByRole('link', { name: m.baklava });
    await expect(result).toBeInViewport();
    // Not hidden behind the sticky bar: the first match starts below the search box.
    const bar = (await search.boundingBox())!;
    const match = (await result.boundingBox())!;
    expect(match.y).toBeGreaterThanOrEqual(bar.y + bar.height);

    // No match: the text saying so comes into view the same way.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await search.fill('zzzz');
    await expect(page.getByRole('status').filter({ hasText: 'zzzz' })).toBeInViewport();
  });

  test(`the store page says the area's delivery fee, minimum order and free-delivery threshold; pickup says none (${lang})`, async ({
    page,
    product,
    browser,
  }) => {
    await deliveryAtJumeirah(page, product, lang);
    const terms = page.getByRole('list', { name: m.terms });
    await expect(terms).toBeInViewport();
    await expect(terms.getByRole('listitem')).toHaveText([m.fee, m.minOrder, m.freeFrom]);

    const pickupContext = await browser.newContext();
    const pickup = await pickupContext.newPage();
    await pickupAtJumeirah(pickup, product, lang);
    await expect(pickup.getByRole('link', { name: t.fatteh })).toBeVisible();
    await expect(pickup.getByRole('list', { name: m.terms })).toHaveCount(0);
    await expect(pickup.getByText(m.fee)).toHaveCount(0);
    await pickupContext.close();
  });

  test(`the store page opens with the brand's picture, short enough on a phone to leave the menu in view (${lang})`, async ({
    page,
    product,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await pickupAtJumeirah(page, product, lang);
    // A decorative picture (empty alt): at the top of the page, full width and short.
    const hero = page.getByRole('presentation').first();
    await expect(hero).toHaveAttribute('src', /zaatar-house\/home\.svg$/);
    await expect(hero).toBeInViewport();
    const box = (await hero.boundingBox())!;
    // Under the slim language bar only.
    expect(box.y).toBeLessThanOrEqual(60);
    expect(box.width).toBeGreaterThanOrEqual(380);
    expect(box.height).toBeLessThanOrEqual(130);
    // The search and the start of the menu are still on the first screen.
    await expect(page.getByRole('searchbox', { name: m.search })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });
}
