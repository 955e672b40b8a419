import { expect, test } from '../fixtures/product.js';
import { signIn, T } from '../fixtures/storefront.js';

// Changing address at checkout for a brand of mapped areas (spec section 4 "Map
// confirm"): a new address outside the chosen branch's area, inside another branch's, asks to
// change branch ('No' stays on the map); yes empties the basket and opens the other branch's menu.

const TEXT = {
  en: {
    sharjah: 'Sharjah',
    majaz: 'Al Majaz and Al Nahda',
    majazStore: 'Karak Corner Al Majaz',
    qusaisStore: 'Karak Corner Al Qusais',
    coffee: /Arabic Coffee/,
    more: 'Increase quantity',
    addFour: /Add 4 to basket/,
    confirmLocation: 'Confirm Location',
    increaseZoom: 'Increase zoom',
    addAddress: 'Add new address',
    search: 'Search for your location',
    qusais: 'Al Qusais',
    message: 'Message',
    branch: 'Unfortunately, the selected branch does not deliver to your location.',
    no: 'No',
    yes: 'Yes',
  },
  ar: {
    sharjah: 'الشارقة',
    majaz: 'المجاز والنهدة',
    majazStore: 'ركن الكرك - المجاز',
    qusaisStore: 'ركن الكرك - القصيص',
    coffee: /قهوة عربية/,
    more: 'زيادة الكمية',
    addFour: /أضف 4 إلى السلة/,
    confirmLocation: 'تأكيد الموقع',
    increaseZoom: 'تكبير الخريطة',
    addAddress: 'إضافة عنوان جديد',
    search: 'ابحث عن موقعك',
    qusais: 'القصيص',
    message: 'رسالة',
    branch: 'للأسف، الفرع المختار لا يوصّل إلى موقعك.',
    no: 'لا',
    yes: 'نعم',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = { ...T[lang], ...TEXT[lang] };
  test(`a new address at checkout outside the branch asks to change branch (${lang})`, async ({
    page,
    product,
  }) => {
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(`${product.origin}/karak-corner`);
    await page.getByRole('button', { name: t.delivery, exact: true }).click();
    await page.getByRole('button', { name: t.sharjah, exact: true }).click();
    await page.getByRole('button', { name: t.majaz }).click();
    await page.getByRole('application').click();
    await page.getByRole('button', { name: t.confirmLocation }).click();
    await page.getByRole('button', { name: t.increaseZoom, exact: true }).click();
    await page.getByRole('button', { name: t.confirmLocation }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.majazStore);

    // Four Arabic coffees (AED 24.00, over the area's AED 20.00 minimum), then checkout.
    await page.getByRole('link', { name: t.coffee }).first().click();
    for (let n = 0; n < 3; n += 1) await page.getByRole('button', { name: t.more }).click();
    await page.getByRole('button', { name: t.addFour }).click();
    await page.getByRole('link', { name: t.viewBasket }).click();
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, lang === 'ar' ? '0501000962' : '0501000961', lang);

    // A new address in Al Qusais (Dubai), which the Al Majaz branch does not reach.
    await page.getByRole('button', { name: t.addAddress }).click();
    await expect(page).toHaveURL(/checkout\/map-address$/);
    await page.getByRole('searchbox', { name: t.search }).fill(t.qusais);
    await page
      .getByRole('button', { name: new RegExp(`^${t.qusais}`) })
      .first()
      .click();
    await expect(page.getByText('16 / 20', { exact: true })).toBeAttached();
    await page.getByRole('button', { name: t.confirmLocation }).click();
    const ask = page.getByRole('dialog', { name: t.message });
    await expect(ask).toContainText(t.branch);
    await ask.getByRole('button', { name: t.no, exact: true }).click();
    await expect(page).toHaveURL(/checkout\/map-address$/);

    // Yes: the basket is emptied and the Al Qusais branch's menu opens.
    await page.getByRole('button', { name: t.confirmLocation }).click();
    await ask.getByRole('button', { name: t.yes, exact: true }).click();
    await expect(page).toHaveURL(/store-detail$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.qusaisStore);
    await expect(page.getByRole('link', { name: t.viewBasket })).toHaveCount(0);
  });
}
