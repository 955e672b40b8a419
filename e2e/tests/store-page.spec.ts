import type { Page } from '@playwright/test';
import { expect, test, type Product } from '../fixtures/product.js';
import { deliveryAtJumeirah, pickupAtJumeirah, T } from '../fixtures/storefront.js';

// The store page's location bar and sheet, service switch and area change that empty the
// basket only when confirmed, offers, scroll restoration, the menu-updated modal, direct links to
// an item, and the picture viewer.

const MORE = {
  en: {
    switchTitle: 'Use Pickup service',
    switchText: 'Are you sure you want to choose the service',
    yes: 'Yes',
    no: 'No',
    change: 'Change',
    clearTitle: 'Clear your basket?',
    continue: 'Yes, continue',
    marina: 'Dubai Marina',
    offers: 'Offers',
    useWelcome: 'Use code WELCOME20',
    discountDetails: 'Discount details',
    copy: 'Copy code',
    menuUpdated: 'Menu updated',
    refresh: 'Refresh',
    selectLocation: 'Select your location',
    selectStore: 'Select a store',
    foul: /Foul Medammas/,
  },
  ar: {
    switchTitle: 'استخدام خدمة استلام من الفرع',
    switchText: 'هل أنت متأكد من اختيار هذه الخدمة؟',
    yes: 'نعم',
    no: 'لا',
    change: 'تغيير',
    clearTitle: 'إفراغ السلة؟',
    continue: 'نعم، متابعة',
    marina: 'دبي مارينا',
    offers: 'العروض',
    useWelcome: 'استخدم الرمز WELCOME20',
    discountDetails: 'تفاصيل الخصم',
    copy: 'نسخ الرمز',
    menuUpdated: 'تم تحديث القائمة',
    refresh: 'تحديث',
    selectLocation: 'حدد موقعك',
    selectStore: 'اختر الفرع',
    foul: /فول مدمس/,
  },
} as const;

/** Delivery to Jumeirah with one Hummus Fatteh, left on the store page. */
async function deliveryWithFatteh(page: Page, product: Product, lang: 'en' | 'ar') {
  const t = T[lang];
  await deliveryAtJumeirah(page, product, lang);
  // Delivery earns the brand's cashback, and its store page says so (only there).
  await expect(
    page.getByText(lang === 'ar' ? /استرداد نقدي \d+% على طلبات التوصيل/ : /cashback on delivery orders/),
  ).toBeVisible();
  await page.getByRole('link', { name: t.fatteh }).click();
  await page.getByRole('button', { name: t.add }).click();
  await expect(page).toHaveURL(/store-detail$/);
  await expect(page.getByRole('link', { name: t.viewBasket })).toBeVisible();
}

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  const m = MORE[lang];

  test(`switching service asks first; No keeps the basket, Yes empties it (${lang})`, async ({
    page,
    product,
  }) => {
    await deliveryWithFatteh(page, product, lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const services = page.getByRole('group').filter({ has: page.getByRole('button', { name: t.pickup }) });
    await services.getByRole('button', { name: t.pickup, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: m.switchTitle });
    await expect(confirm).toContainText(m.switchText);
    await confirm.getByRole('button', { name: m.no, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('link', { name: t.viewBasket })).toBeVisible();

    await services.getByRole('button', { name: t.pickup, exact: true }).click();
    await page
      .getByRole('dialog', { name: m.switchTitle })
      .getByRole('button', { name: m.yes, exact: true })
      .click();
    // Pickup loads the stores and opens the store picker on the brand home; the basket is empty.
    await page
      .getByRole('dialog', { name: m.selectStore })
      .getByRole('button', { name: lang === 'ar' ? /جميرا/ : /Jumeirah/ })
      .click();
    await expect(page).toHaveURL(/store-detail$/);
    await expect(page.getByRole('link', { name: t.viewBasket })).toHaveCount(0);
  });

  test(`changing the area from the location sheet asks before clearing the basket (${lang})`, async ({
    page,
    product,
  }) => {
    await deliveryWithFatteh(page, product, lang);
    await page
      .getByRole('button', { name: new RegExp(lang === 'ar' ? 'التوصيل إلى' : 'Delivering to') })
      .click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('button', { name: m.change, exact: true }).first().click();
    const areas = page.getByRole('dialog');
    await areas.getByRole('button', { name: t.dubai, exact: true }).click();
    await areas.getByRole('button', { name: m.marina, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: m.clearTitle });
    await confirm.getByRole('button', { name: m.continue }).click();
    await expect(page).toHaveURL(/store-detail$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'ar' ? 'بيت الزعتر - دبي مارينا' : 'Zaatar House Dubai Marina',
    );
    await expect(page.getByRole('link', { name: t.viewBasket })).toHaveCount(0);
    // A change under way is no closed store: no toast says so on the way.
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test(`offers open their details; a changed menu asks to refresh (${lang})`, async ({ page, product }) => {
    await deliveryWithFatteh(page, product, lang);
    await expect(page.getByRole('heading', { name: m.offers })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(m.useWelcome) }).click();
    const details = page.getByRole('dialog');
    await expect(details.getByRole('button', { name: m.copy })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // The basket remembers an older price of the Fatteh: the store page says the menu changed.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith(':basket'))!;
      const basket = JSON.parse(localStorage.getItem(key)!) as { lines: { price: number }[] };
      basket.lines[0]!.price -= 100;
      localStorage.setItem(key, JSON.stringify(basket));
    });
    await page.reload();
    // The page came with its own chunks announced (the built store page's, from Vite's manifest).
    await expect(page.locator('link[rel="modulepreload"][href*="/assets/store-page-"]')).toHaveCount(1);
    const updated = page.getByRole('dialog', { name: m.menuUpdated });
    await expect(updated).toContainText(
      lang === 'ar' ? 'تم تحديث قائمتنا' : 'Our menu has just been updated. Please refresh the page',
    );
    await updated.getByRole('button', { name: m.refresh }).click();
    await expect(updated).toBeHidden();
    await expect(page.getByRole('link', { name: t.viewBasket })).toHaveCount(0);
  });
}

test('back from an item the store page is where it was', async ({ page, product }) => {
  await deliveryWithFatteh(page, product, 'en');
  // Far down the menu, the item in the middle of the screen is opened (a plain tap, no scrolling).
  await page.evaluate(() => window.scrollTo({ top: 3000, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(3000);
  const before = 3000;
  await page.evaluate(() => {
    const middle = Array.from(document.querySelectorAll<HTMLAnchorElement>('article a')).find((link) => {
      const box = link.getBoundingClientRect();
      return box.top > window.innerHeight / 3 && box.bottom < (window.innerHeight * 2) / 3;
    });
    middle!.click();
  });
  await expect(page).toHaveURL(/\/store\/item\//);
  await page.goBack();
  await expect(page).toHaveURL(/store-detail$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(before);
});

test('a direct link to an item asks for a location, then opens the item at the chosen store', async ({
  page,
  product,
}) => {
  // The item's address, as a customer would share it; then a fresh visitor opens it.
  await pickupAtJumeirah(page, product);
  await page.getByRole('link', { name: MORE.en.foul }).first().click();
  await expect(page).toHaveURL(/\/store\/item\//);
  const link = page.url();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Foul Medammas');
  await page.getByRole('button', { name: MORE.en.selectLocation }).click();
  await page.getByRole('button', { name: 'Pickup', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Zaatar House Jumeirah/ })
    .click();
  await expect(page.getByRole('button', { name: /Add 1 to basket/ })).toBeVisible();
  await expect(page).toHaveURL(/\/store\/item\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Foul Medammas');

  // Its two pictures open full screen; Escape comes back.
  await page
    .getByRole('button', { name: /Foul Medammas/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/store\/item-image$/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/store\/item\//);
});

test('Back from the store page stays on the brand home; Pickup returns to the chosen store', async ({
  page,
  product,
}) => {
  await pickupAtJumeirah(page, product);
  await page.goBack();
  await expect(page).toHaveURL(/\/zaatar-house$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zaatar House');
  await page.getByRole('button', { name: 'Pickup', exact: true }).click();
  await expect(page).toHaveURL(/store-detail$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zaatar House Jumeirah');
});

test('Karak Corner: changing the mapped area from the location bar moves to the branch that delivers there', async ({
  page,
  product,
}) => {
  const throughMap = async () => {
    await page.getByRole('application').click();
    await page.getByRole('button', { name: 'Confirm Location' }).click();
    await page.getByRole('button', { name: 'Increase zoom', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm Location' }).click();
    await expect(page).toHaveURL(/\/karak-corner\/store\/store-detail$/);
  };
  await page.goto(`${product.origin}/karak-corner`);
  await page.getByRole('button', { name: 'Delivery', exact: true }).click();
  await page.getByRole('button', { name: 'Sharjah', exact: true }).click();
  await page.getByRole('button', { name: 'Al Majaz and Al Nahda' }).click();
  await throughMap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karak Corner Al Majaz');

  await page.getByRole('button', { name: /Delivering to/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Change', exact: true }).first().click();
  await expect(page).toHaveURL(/\/karak-corner\/address\/select-delivery-area$/);
  await page.getByRole('button', { name: 'Dubai', exact: true }).click();
  await page.getByRole('button', { name: 'Within 5 km of Al Qusais' }).click();
  await throughMap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karak Corner Al Qusais');
});
