import { expect, test } from '../fixtures/product.js';
import { customerOrders, payWith, pickupBasket, signIn, T } from '../fixtures/storefront.js';

// The brand home, the order-placed screen and the basket in full: the brand home has its hero,
// offers, branches and footer; the order-placed overlay carries the order's summary; the basket
// suggests the store's recommended items. Each in English and in Arabic, on a phone-sized screen,
// as a person sees them.

test.use({ viewport: { width: 390, height: 844 } });

const S = {
  en: {
    name: 'Zaatar House',
    tagline: 'Manakish, grills and mezze baked fresh since 1998',
    login: 'Login',
    language: 'عرض الصفحة بالعربية',
    offers: 'Offers',
    welcome: /WELCOME20/,
    hiddenCode: /STAFF30/,
    discountDetails: 'Discount details',
    close: 'Close',
    branches: 'Our branches',
    jumeirah: 'Zaatar House Jumeirah',
    marina: 'Zaatar House Dubai Marina',
    links: 'Links',
    about: 'About us',
    orderSummary: 'Order summary',
    pickupService: 'Pickup',
    asap: 'ASAP',
    quantityOne: 'x1',
    fattehName: 'Hummus Fatteh',
    total: 'Total',
    share: 'Share',
    trackOrder: 'Track Order',
    recommended: 'Recommended for you',
    foul: 'Foul Medammas',
  },
  ar: {
    name: 'بيت الزعتر',
    tagline: 'مناقيش ومشاوي ومازة طازجة من الفرن منذ 1998',
    login: 'تسجيل الدخول',
    language: 'View this page in English',
    offers: 'العروض',
    welcome: /WELCOME20/,
    hiddenCode: /STAFF30/,
    discountDetails: 'تفاصيل الخصم',
    close: 'إغلاق',
    branches: 'فروعنا',
    jumeirah: 'بيت الزعتر - جميرا',
    marina: 'بيت الزعتر - دبي مارينا',
    links: 'روابط',
    about: 'من نحن',
    orderSummary: 'ملخص الطلب',
    pickupService: 'استلام من الفرع',
    asap: 'في أسرع وقت',
    quantityOne: '×1',
    fattehName: 'فتة حمص',
    total: 'الإجمالي',
    share: 'مشاركة',
    trackOrder: 'تتبع الطلب',
    recommended: 'مقترحات لك',
    foul: 'فول مدمس',
  },
} as const;

/** Phone numbers no other journey signs in with. */
const PHONES = { orderPlaced: { en: '0501000651', ar: '0501000652' } } as const;

const VEHICLE = { en: 'Plate 18692, black Lexus', ar: 'لوحة 18692، لكزس سوداء' } as const;

const money = /(\d+\.\d\d)/;
const toFils = (text: string | null) => Math.round(Number(money.exec(text ?? '')![1]) * 100);

interface StoredOrder {
  orderNumber: string;
  totalOrderPrice: number;
  preOrderSlot: unknown;
  orderedMenu: { title: { en: string }; quantity: number }[];
}

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  const s = S[lang];

  test(`the brand home shows its hero, the services, the offers, the branches and the footer links on a phone (${lang})`, async ({
    page,
    product,
  }) => {
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(`${product.origin}/zaatar-house`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    // What was there before stays, with the same names.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.name);
    await expect(page.getByText(s.tagline, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: s.login })).toBeVisible();
    await expect(page.getByRole('button', { name: s.language })).toBeVisible();
    await expect(page.getByRole('button', { name: t.delivery, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t.pickup, exact: true })).toBeVisible();

    // Nothing wider than the phone: a wide offers row once made the whole page zoom out.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
    expect(await page.evaluate(() => window.innerWidth)).toBeLessThan(500);

    // Below the services, on the first screen: the brand's listed offers (not the hidden code).
    const offers = page.getByRole('region', { name: s.offers });
    await expect(offers).toBeInViewport();
    const welcome = offers.getByRole('button', { name: s.welcome });
    await expect(welcome).toBeVisible();
    await expect(offers.getByRole('button', { name: s.hiddenCode })).toHaveCount(0);
    await welcome.click();
    const details = page.getByRole('dialog', { name: s.discountDetails });
    await expect(details).toContainText('WELCOME20');
    await details.getByRole('button', { name: s.close }).first().click();
    await expect(details).toBeHidden();

    // The outlets, each named in the page language.
    const branches = page.getByRole('region', { name: s.branches });
    await expect(branches.getByRole('heading', { name: s.jumeirah, exact: true })).toBeVisible();
    await expect(branches.getByRole('heading', { name: s.marina, exact: true })).toBeVisible();

    // The footer lists the static pages, titled in the page language, and opens them.
    const links = page.getByRole('contentinfo').getByRole('navigation', { name: s.links });
    await links.getByRole('link', { name: s.about }).click();
    await expect(page).toHaveURL(/\/zaatar-house\/pages\/s\/about$/);

    // The services still start an order: Delivery asks for the area.
    await page.goto(`${product.origin}/zaatar-house`);
    await page.getByRole('button', { name: t.delivery, exact: true }).click();
    await expect(page.getByRole('dialog', { name: t.selectArea })).toBeVisible();
  });

  test(`the order-placed overlay shows the order's summary, its total the stored order's, and Share and Track Order stay (${lang})`, async ({
    page,
    product,
  }) => {
    await pickupBasket(page, product, 1, lang);
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, PHONES.orderPlaced[lang], lang);
    // Signing in from 'Review Order' ends at checkout.
    await expect(page).toHaveURL(/store\/checkout$/);
    await page.getByPlaceholder(t.vehicle).fill(VEHICLE[lang]);
    await payWith(page, t.cash);
    await page.getByRole('button', { name: t.placeOrder }).click();

    const placed = page.getByRole('dialog', { name: t.orderPlaced });
    await expect(placed).toBeVisible({ timeout: 15_000 });
    const orders = (await customerOrders(page, product)) as unknown as StoredOrder[];
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    await expect(page).toHaveURL(new RegExp(`/order/order-success/${order.orderNumber}$`));

    const summary = placed.getByRole('region', { name: s.orderSummary });
    await expect(summary).toBeVisible();
    await expect(placed).toContainText(order.orderNumber);
    await expect(summary).toContainText(t.jumeirahStore);
    await expect(summary).toContainText(s.pickupService);
    if (order.preOrderSlot === null) await expect(summary).toContainText(s.asap);
    const line = summary.getByRole('listitem').filter({ hasText: s.fattehName });
    await expect(line).toContainText(s.quantityOne);

    // The total said on the screen is the order the server keeps.
    const total = summary.getByRole('term').filter({ hasText: new RegExp(`^${s.total}$`) });
    const shown = await total.locator('xpath=following-sibling::dd[1]').textContent();
    expect(toFils(shown)).toBe(order.totalOrderPrice);

    await expect(placed.getByRole('button', { name: s.share })).toBeVisible();
    await placed.getByRole('button', { name: s.trackOrder }).click();
    await expect(page).toHaveURL(new RegExp(`/track-order/${order.orderNumber}$`));
  });

  test(`the basket suggests the store's recommended items under its lines, each opening its item page (${lang})`, async ({
    page,
    product,
  }) => {
    await pickupBasket(page, product, 1, lang);
    await expect(page.getByRole('listitem').filter({ hasText: t.fatteh })).toHaveCount(1);

    const recommended = page.getByRole('region', { name: s.recommended });
    await expect(recommended).toBeVisible();
    // Not what is already in the basket.
    await expect(recommended.getByRole('link', { name: t.fatteh })).toHaveCount(0);
    const foul = recommended.getByRole('link', { name: s.foul, exact: true });
    await expect(foul).toBeVisible();
    // The basket's own lines stay the page's only list.
    await expect(page.getByRole('listitem')).toHaveCount(1);

    await foul.click();
    await expect(page).toHaveURL(/\/store\/item\/[^/]+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.foul);
  });
}
