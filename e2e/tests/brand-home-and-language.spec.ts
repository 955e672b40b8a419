import type { Page } from '@playwright/test';
import { expect, test, type Product } from '../fixtures/product.js';
import { T, payWith, signIn } from '../fixtures/storefront.js';

// A second order at a brand-wide catalogue, the language button and the page title on every page,
// the account entry on the brand home, and the not-found page a new visitor may open first. Each in
// English and in Arabic, as a person sees them.

type Lang = 'en' | 'ar';

const S = {
  en: {
    switchTo: 'عرض الصفحة بالعربية',
    switchBack: 'View this page in English',
    zaatarTitle: /^Order direct from Zaatar House \|\| /,
    datesTitle: /^Order direct from Dates & Co \|\| /,
    datesName: 'Dates & Co',
    datesStore: /Dates & Co Warehouse/,
    menu: 'Menu',
    categories: 'Categories',
    withinOneDay: 'Delivery Time: Within 1 day',
    majlis: /Majlis Gift Box/,
    pieces: '16 pieces',
    addNewAddress: 'Add new address',
    confirmLocation: 'Confirm Location',
    increaseZoom: 'Increase zoom',
    fullAddress: 'Full address',
    office: 'Office',
    saveAddress: 'Save address',
    hostedTitle: 'Secure payment',
    hostedCard: 'Card number',
    hostedMonth: 'Expiry month (MM)',
    hostedYear: 'Expiry year (YY)',
    hostedCvc: 'Security code (CVC)',
    hostedPay: /^Pay /,
    basketTitle: 'Your Basket',
    login: 'Login',
    account: 'My account',
    orderHistory: 'Order history',
    walletBalance: 'Wallet balance',
    notFound: 'Please, check the link and try again!',
    refresh: 'Refresh',
    noBrand: 'There is no restaurant or shop at this address. Open the link it gave you again, or go back.',
    goBack: 'Go back',
    demoBrands: 'Demo brands',
    karak: 'Karak Corner',
    dates: 'Dates & Co',
    zaatarOwnDomain: 'Zaatar House (own domain)',
  },
  ar: {
    switchTo: 'View this page in English',
    switchBack: 'عرض الصفحة بالعربية',
    zaatarTitle: /^اطلب مباشرة من بيت الزعتر \|\| /,
    datesTitle: /^اطلب مباشرة من تمور وشركاه \|\| /,
    datesName: 'تمور وشركاه',
    datesStore: /مستودع تمور وشركاه/,
    menu: 'القائمة',
    categories: 'الفئات',
    withinOneDay: 'خلال يوم واحد',
    majlis: /علبة هدايا المجلس/,
    pieces: '16 قطعة',
    addNewAddress: 'إضافة عنوان جديد',
    confirmLocation: 'تأكيد الموقع',
    increaseZoom: 'تكبير الخريطة',
    fullAddress: 'العنوان الكامل',
    office: 'المكتب',
    saveAddress: 'حفظ العنوان',
    hostedTitle: 'دفع آمن',
    hostedCard: 'رقم البطاقة',
    hostedMonth: 'شهر الانتهاء (MM)',
    hostedYear: 'سنة الانتهاء (YY)',
    hostedCvc: 'رمز الأمان (CVC)',
    hostedPay: /^ادفع /,
    basketTitle: 'سلتك',
    login: 'تسجيل الدخول',
    account: 'حسابي',
    orderHistory: 'سجل الطلبات',
    walletBalance: 'رصيد المحفظة',
    notFound: 'يرجى التحقق من الرابط والمحاولة مرة أخرى!',
    refresh: 'تحديث',
    noBrand: 'لا يوجد مطعم أو متجر على هذا العنوان. افتح الرابط الذي أرسله لك مرة أخرى، أو ارجع.',
    goBack: 'رجوع',
    demoBrands: 'العلامات التجارية التجريبية',
    karak: 'ركن الكرك',
    dates: 'تمور وشركاه',
    zaatarOwnDomain: 'بيت الزعتر (على نطاقها الخاص)',
  },
} as const;

/** The page's direction and language, as the document says them. */
async function expectLanguage(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** The brand home of `slug` in `lang`, chosen with the language button as a person does. */
async function brandHomeIn(page: Page, product: Product, slug: string, lang: Lang) {
  await page.goto(`${product.origin}/${slug}`);
  await expectLanguage(page, 'en');
  if (lang === 'ar') await page.getByRole('button', { name: S.en.switchTo }).click();
  await expectLanguage(page, lang);
}

/** The language button sits above the page's own bar: it covers nothing. */
async function expectSwitchAbove(page: Page, lang: Lang, below: ReturnType<Page['getByRole']>) {
  const button = await page.getByRole('button', { name: S[lang].switchTo }).boundingBox();
  const bar = await below.boundingBox();
  expect(button).not.toBeNull();
  expect(bar).not.toBeNull();
  expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y);
}

/** Dates & Co's first order: delivery to Dubai, paid by card on the hosted payment page. */
async function firstDatesOrder(page: Page, product: Product, lang: Lang, phone: string) {
  const t = T[lang];
  const s = S[lang];
  await brandHomeIn(page, product, 'dates-and-co', lang);
  await page.getByRole('button', { name: t.delivery, exact: true }).click();
  await page
    .getByRole('dialog', { name: t.selectArea })
    .getByRole('button', { name: t.dubai, exact: true })
    .click();
  await expect(page).toHaveURL(/\/dates-and-co\/store\/store-detail$/);
  // AED 95 clears Dubai's AED 75 minimum.
  await page.getByRole('link', { name: s.majlis }).first().click();
  await page.getByRole('radio', { name: s.pieces }).check();
  await page.getByRole('button', { name: t.add }).click();
  await expect(page).toHaveURL(/store-detail$/);
  await page.getByRole('link', { name: t.viewBasket }).click();
  await page.getByRole('link', { name: t.review }).click();
  await signIn(page, product, phone, lang);
  // Signing in from 'Review Order' ends at checkout.
  await expect(page).toHaveURL(/\/dates-and-co\/order\/checkout$/);

  await page.getByRole('button', { name: s.addNewAddress }).click();
  await expect(page).toHaveURL(/\/dates-and-co\/checkout\/map-address$/);
  await page.getByRole('application').click();
  await page.getByRole('button', { name: s.confirmLocation }).click();
  await page.getByRole('button', { name: s.increaseZoom, exact: true }).click();
  await page.getByRole('button', { name: s.confirmLocation }).click();
  await expect(page).toHaveURL(/\/checkout\/add-delivery-address\?redirectedFrom=map-address$/);
  await page.getByLabel(s.fullAddress).fill('Warehouse 4, Street 17');
  await page.getByRole('radio', { name: s.office }).check();
  await page.getByRole('button', { name: s.saveAddress }).click();
  await expect(page).toHaveURL(/\/dates-and-co\/order\/checkout$/);

  await payWith(page, t.card);
  await page.getByRole('button', { name: t.placeOrder }).click();
  await expect(page).toHaveURL(/\/sandbox\/hosted\//);
  await expect(page.getByRole('heading', { name: s.hostedTitle })).toBeVisible();
  await page.getByLabel(s.hostedCard).fill('4242 4242 4242 4242');
  await page.getByLabel(s.hostedMonth).fill('12');
  await page.getByLabel(s.hostedYear).fill('30');
  await page.getByLabel(s.hostedCvc).fill('123');
  await page.getByRole('button', { name: s.hostedPay }).click();
  await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible({ timeout: 15_000 });
}

/** The second order starts from the brand home like the first. */
async function secondDatesOrder(page: Page, product: Product, lang: Lang) {
  const t = T[lang];
  const s = S[lang];
  await page.goto(`${product.origin}/dates-and-co`);
  await expectLanguage(page, lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.datesName);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: t.delivery, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: t.selectArea });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: t.dubai, exact: true }).click();
  await expect(page).toHaveURL(/\/dates-and-co\/store\/store-detail$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.datesStore);
  await expect(page.getByRole('link', { name: s.majlis }).first()).toBeVisible();
  // The store page keeps the customer (it used to bounce back to the brand home).
  await expect(page).toHaveURL(/\/dates-and-co\/store\/store-detail$/);
}

/**
 * The spec's brand menu (sections 4 and 7): a brand-wide catalogue shows its menu on
 * its home, the first category chosen; an item picked there starts the choice again (basket, area,
 * store) and opens once the area is chosen; the store page says how long delivery takes, not 'ASAP'.
 */
async function brandMenuOnHome(page: Page, product: Product, lang: Lang) {
  const t = T[lang];
  const s = S[lang];
  await brandHomeIn(page, product, 'dates-and-co', lang);
  const menu = page.getByRole('region', { name: s.menu });
  const chips = menu.getByRole('navigation', { name: s.categories }).getByRole('link');
  await expect(chips.first()).toHaveAttribute('aria-current', 'true');
  await expect(menu.getByRole('article').first()).toBeVisible();
  // The chips' row scrolls inside itself: nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
  // Another category: its products in place of the first one's.
  await chips.last().click();
  await expect(chips.last()).toHaveAttribute('aria-current', 'true');
  await expect(menu.getByRole('link', { name: s.majlis }).first()).toBeVisible();
  await menu.getByRole('link', { name: s.majlis }).first().click();
  const sheet = page.getByRole('dialog', { name: t.selectArea });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: t.dubai, exact: true }).click();
  await expect(page).toHaveURL(/\/dates-and-co\/store\/item\/[\w]+\/[\w]+$/);
  await expect(page.getByRole('radio', { name: s.pieces })).toBeVisible();
  await page.getByRole('radio', { name: s.pieces }).check();
  await page.getByRole('button', { name: t.add }).click();
  await expect(page).toHaveURL(/\/dates-and-co\/store\/store-detail$/);
  await expect(page.getByRole('button', { name: new RegExp(s.withinOneDay) })).toBeVisible();
  await expect(page.getByRole('link', { name: t.viewBasket })).toContainText('1');
}

test.describe("the brand menu on a brand-wide catalogue's home", () => {
  test('Dates & Co shows its products before a service is chosen; one picked opens after the area (English)', async ({
    page,
    product,
  }) => {
    await brandMenuOnHome(page, product, 'en');
  });

  test('Dates & Co shows its products before a service is chosen; one picked opens after the area (Arabic)', async ({
    page,
    product,
  }) => {
    await brandMenuOnHome(page, product, 'ar');
  });
});

test.describe('a second order at a brand-wide catalogue', () => {
  test('Dates & Co: after a first delivery order, Delivery on the brand home asks for the area and opens the store (English)', async ({
    page,
    product,
  }) => {
    await firstDatesOrder(page, product, 'en', '0501000201');
    await secondDatesOrder(page, product, 'en');
  });

  test('Dates & Co: after a first delivery order, Delivery on the brand home asks for the area and opens the store (Arabic)', async ({
    page,
    product,
  }) => {
    await firstDatesOrder(page, product, 'ar', '0501000202');
    await secondDatesOrder(page, product, 'ar');
  });
});

test.describe('the language button and the title on every page', () => {
  test('the store page and the basket opened directly switch to Arabic and back, with direction and title following (English first)', async ({
    page,
    product,
  }) => {
    const t = T.en;
    await brandHomeIn(page, product, 'zaatar-house', 'en');
    await page.getByRole('button', { name: t.pickup, exact: true }).click();
    await page
      .getByRole('dialog', { name: t.selectStore })
      .getByRole('button', { name: t.jumeirahStore })
      .click();
    await expect(page).toHaveURL(/store-detail$/);

    await page.goto(`${product.origin}/zaatar-house/store/store-detail`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.jumeirahStore);
    await expectLanguage(page, 'en');
    await expect(page).toHaveTitle(S.en.zaatarTitle);
    await expectSwitchAbove(page, 'en', page.getByRole('button', { name: S.en.login, exact: true }));
    await page.getByRole('button', { name: S.en.switchTo }).click();
    await expectLanguage(page, 'ar');
    await expect(page).toHaveTitle(S.ar.zaatarTitle);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.ar.jumeirahStore);
    await expectSwitchAbove(page, 'ar', page.getByRole('button', { name: S.ar.login, exact: true }));

    await page.goto(`${product.origin}/zaatar-house/store/basket`);
    await expectLanguage(page, 'ar');
    await expect(page).toHaveTitle(S.ar.zaatarTitle);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(S.ar.basketTitle);
    await page.getByRole('button', { name: S.ar.switchTo }).click();
    await expectLanguage(page, 'en');
    await expect(page).toHaveTitle(S.en.zaatarTitle);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(S.en.basketTitle);
  });

  test('an item page opened directly switches to English and back, with direction and title following (Arabic first)', async ({
    page,
    product,
  }) => {
    const t = T.ar;
    await brandHomeIn(page, product, 'zaatar-house', 'ar');
    await page.getByRole('button', { name: t.pickup, exact: true }).click();
    await page
      .getByRole('dialog', { name: t.selectStore })
      .getByRole('button', { name: t.jumeirahStore })
      .click();
    await expect(page).toHaveURL(/store-detail$/);
    await page.getByRole('link', { name: t.fatteh }).first().click();
    await expect(page).toHaveURL(/\/store\/item\//);

    await page.reload();
    await expectLanguage(page, 'ar');
    await expect(page).toHaveTitle(S.ar.zaatarTitle);
    await expect(page.getByRole('button', { name: t.add })).toBeVisible();
    await page.getByRole('button', { name: S.ar.switchTo }).click();
    await expectLanguage(page, 'en');
    await expect(page).toHaveTitle(S.en.zaatarTitle);
    await expect(page.getByRole('button', { name: T.en.add })).toBeVisible();
    await page.getByRole('button', { name: S.en.switchTo }).click();
    await expectLanguage(page, 'ar');
    await expect(page).toHaveTitle(S.ar.zaatarTitle);
    await expect(page.getByRole('button', { name: t.add })).toBeVisible();
  });
});

/**
 * The account from the brand home in `lang`: the sheet stays shut on a visit, Login for a guest,
 * My account for a customer.
 */
async function accountFromBrandHome(page: Page, product: Product, lang: Lang, phone: string) {
  const t = T[lang];
  const s = S[lang];
  await brandHomeIn(page, product, 'zaatar-house', lang);
  await page.getByRole('button', { name: t.delivery, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: t.selectArea });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: t.close, exact: true }).click();
  await expect(sheet).toBeHidden();

  // Visiting again: the area sheet does not open by itself.
  await page.reload();
  await expectLanguage(page, lang);
  await expect(page.getByRole('button', { name: t.delivery, exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('link', { name: s.login, exact: true }).click();
  await signIn(page, product, phone, lang);
  await expect(page).toHaveURL(/\/zaatar-house\/?$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: s.login, exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: s.account, exact: true }).click();
  await expect(page).toHaveURL(/\/zaatar-house\/auth\/settings$/);
  await expect(page.getByRole('link', { name: s.orderHistory })).toBeVisible();
  await expect(page.getByText(s.walletBalance)).toBeVisible();
}

test.describe('the account from the brand home', () => {
  test('a guest finds Login and a customer My account on the brand home; the area sheet does not reopen by itself (English)', async ({
    page,
    product,
  }) => {
    await accountFromBrandHome(page, product, 'en', '0501000203');
  });

  test('a guest finds Login and a customer My account on the brand home; the area sheet does not reopen by itself (Arabic)', async ({
    page,
    product,
  }) => {
    await accountFromBrandHome(page, product, 'ar', '0501000204');
  });
});

/**
 * The first page a new visitor opens, in `lang`: the kit's not-found page, centred, with the demo
 * brands at the root only.
 */
async function notFoundPages(page: Page, product: Product, lang: Lang) {
  const s = S[lang];
  // An unknown brand: the spec's sentence and Refresh, what it means, and a way back.
  await page.goto(`${product.origin}/`);
  const unknown = await page.goto(`${product.origin}/no-such-brand`);
  expect(unknown?.status()).toBe(404);
  await expectLanguage(page, lang);
  const heading = page.getByRole('heading', { level: 1, name: s.notFound });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: s.refresh })).toBeVisible();
  await expect(page.getByText(s.noBrand, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: s.demoBrands })).toHaveCount(0);
  // Laid out by the kit: the message is centred on the phone, not bare text in a corner.
  const box = (await heading.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(24);
  await page.getByRole('button', { name: s.goBack }).click();
  await expect(page).toHaveURL(`${product.origin}/`);

  // The shared domain's root is the demo brands' page (200), not a missing brand.
  const root = await page.goto(`${product.origin}/`);
  expect(root?.status()).toBe(200);
  await expectLanguage(page, lang);
  await expect(page.getByRole('heading', { level: 1, name: s.demoBrands })).toBeVisible();
  await expect(page.getByRole('heading', { name: s.notFound })).toHaveCount(0);
  const demos = page.getByRole('navigation', { name: s.demoBrands });
  await expect(demos.getByRole('link')).toHaveCount(4);
  await expect(demos.getByRole('link', { name: s.karak })).toHaveAttribute('href', '/karak-corner');
  await expect(demos.getByRole('link', { name: s.dates })).toHaveAttribute('href', '/dates-and-co');
  await expect(demos.getByRole('link', { name: s.zaatarOwnDomain })).toHaveAttribute(
    'href',
    `http://zaatar.localhost:${product.port}/`,
  );
  // Every address written in full and the same way; each name on one line, nothing wider than the phone.
  await expect(demos.getByRole('link', { name: s.karak })).toContainText(
    `localhost:${product.port}/karak-corner`,
  );
  await expect(demos.getByRole('link', { name: s.zaatarOwnDomain })).toContainText(
    `zaatar.localhost:${product.port}`,
  );
  await expect(demos).not.toContainText('http');
  await expect(demos).not.toContainText('…');
  const names = demos.getByRole('link').locator('span.font-semibold');
  for (const name of await names.all()) {
    const lines = await name.evaluate(
      (element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(Math.round(lines)).toBe(1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await demos.getByRole('link', { name: s.karak }).click();
  await expect(page).toHaveURL(/\/karak-corner$/);
  await expectLanguage(page, lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.karak);
}

test.describe('the first page a new visitor opens', () => {
  test('an unknown brand shows the not-found page with a way back; the root lists the demo brands (English)', async ({
    page,
    product,
  }) => {
    await notFoundPages(page, product, 'en');
  });
});

test.describe('the first page a new visitor opens, in an Arabic browser', () => {
  test.use({ locale: 'ar-AE' });

  test('an unknown brand shows the not-found page with a way back; the root lists the demo brands (Arabic)', async ({
    page,
    product,
  }) => {
    await notFoundPages(page, product, 'ar');
    // The language button is there too: back to English, and the choice is kept.
    await page.goto(`${product.origin}/`);
    await page.getByRole('button', { name: S.ar.switchTo }).click();
    await expectLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: S.en.demoBrands })).toBeVisible();
    await page.reload();
    await expectLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: S.en.demoBrands })).toBeVisible();
  });
});
