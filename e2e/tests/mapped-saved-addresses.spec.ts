import type { Page } from '@playwright/test';
import { expect, test, type Product } from '../fixtures/product.js';
import { sessionToken, signIn, T } from '../fixtures/storefront.js';

// Mapped-area brands with saved addresses (spec section 4): a signed-in customer of Karak Corner
// choosing Delivery sees their saved addresses first; one of them finds the branch delivering to
// its point, becomes the delivery address, and a distance area is named after the address's own
// area; 'Add new address' goes to the area list.

const KARAK = '6650a1e0c0ffee0000000002';
const QUSAIS_AREA = '6650a1e0c0ffee5000000002';

const TEXT = {
  en: {
    saved: 'Saved addresses',
    addNew: 'Add new address',
    selectArea: 'Select delivery area',
    sharjah: 'Sharjah',
    qusaisStore: 'Karak Corner Al Qusais',
    home: 'Villa 9, 14th Street',
    deliveringTo: 'Delivering to',
    coffee: /Arabic Coffee/,
    more: 'Increase quantity',
    addFive: /Add 5 to basket/,
  },
  ar: {
    saved: 'العناوين المحفوظة',
    addNew: 'إضافة عنوان جديد',
    selectArea: 'اختر منطقة التوصيل',
    sharjah: 'الشارقة',
    qusaisStore: 'ركن الكرك - القصيص',
    home: 'فيلا 9، الشارع 14',
    deliveringTo: 'التوصيل إلى',
    coffee: /قهوة عربية/,
    more: 'زيادة الكمية',
    addFive: /أضف 5 إلى السلة/,
  },
} as const;

/** A saved address in Al Qusais, as the address form saves one for a mapped area. */
async function saveQusaisAddress(page: Page, product: Product, address: string) {
  const answer = await page.request.post(`${product.origin}/api/v1/user/add-user-address`, {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: {
      brandId: KARAK,
      address,
      street: 'Damascus Street',
      area: 'Al Qusais',
      city: 'Dubai',
      country: 'United Arab Emirates',
      addressType: 'Home',
      coordinates: { lat: 25.2744, lng: 55.3869 },
      deliveryMethodType: 'MAPPED_AREA_BASED',
      mappedAreaId: QUSAIS_AREA,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

for (const lang of ['en', 'ar'] as const) {
  const t = { ...T[lang], ...TEXT[lang] };
  test(`a mapped-area brand offers the saved addresses first, and one opens its branch (${lang})`, async ({
    page,
    product,
  }) => {
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(`${product.origin}/karak-corner/auth/login`);
    await signIn(page, product, lang === 'ar' ? '0501000964' : '0501000963', lang);
    await saveQusaisAddress(page, product, t.home);

    // Delivery: the saved addresses first; 'Add new address' is the area list.
    await page.goto(`${product.origin}/karak-corner`);
    await page.getByRole('button', { name: t.delivery, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.saved })).toBeVisible();
    await page.getByRole('button', { name: t.addNew }).click();
    await expect(page.getByRole('heading', { name: t.selectArea })).toBeVisible();
    await expect(page.getByRole('button', { name: t.sharjah, exact: true })).toBeVisible();

    // The saved address: its branch's menu, the area named after the address, no map on the way.
    await page.goto(`${product.origin}/karak-corner`);
    await page.getByRole('button', { name: t.delivery, exact: true }).click();
    await page.getByRole('button', { name: new RegExp(t.home) }).click();
    await expect(page).toHaveURL(/store-detail$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.qusaisStore);
    await expect(page.getByRole('button', { name: new RegExp(t.deliveringTo) })).toContainText(/Al Qusais/);

    // Checkout delivers to that address.
    await page.getByRole('link', { name: t.coffee }).first().click();
    for (let n = 0; n < 4; n += 1) await page.getByRole('button', { name: t.more }).click();
    await page.getByRole('button', { name: t.addFive }).click();
    await page.getByRole('link', { name: t.viewBasket }).click();
    await page.getByRole('link', { name: t.review }).click();
    await expect(page).toHaveURL(/store\/checkout$/);
    await expect(page.locator('section').filter({ hasText: t.deliveringTo })).toContainText(t.home);
  });
}
