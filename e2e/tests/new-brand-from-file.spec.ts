import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, type Product } from '../fixtures/product.js';
import { fillCard, payWith, sessionToken, signIn, T } from '../fixtures/storefront.js';

// A new brand goes live from one file (docs/brand-file.md). The README's example (docs/examples) is
// imported through the admin call, as `pnpm brand:import … --server` does; then a customer opens
// the new brand's storefront, orders and pays, in English and in Arabic.

const ADMIN_KEY = 'dev-admin-key-not-for-production';
const examples = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'examples');
const exampleFile = JSON.parse(readFileSync(join(examples, 'saj-street.brand.json'), 'utf8')) as Record<
  string,
  unknown
>;
/** Its pictures, uploaded with it as `brand:import --media docs/examples/saj-street-media` does. */
const mediaRoot = join(examples, 'saj-street-media');
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
  );
const exampleMedia = walk(mediaRoot).map((path) => ({
  name: relative(mediaRoot, path),
  contentType: 'image/svg+xml',
  data: readFileSync(path).toString('base64'),
}));

const SAJ = {
  en: {
    home: 'Saj Street',
    store: /Saj Street Al Barsha/,
    item: /Chicken Shawarma Saj/,
    large: /Large/,
    add: /Add 1 to basket/,
  },
  ar: {
    home: 'شارع الصاج',
    store: /شارع الصاج - البرشاء/,
    item: /صاج شاورما دجاج/,
    large: /كبير/,
    add: /أضف 1 إلى السلة/,
  },
} as const;

/** Imports the example file (a second import changes nothing) and answers the brand's id. */
async function importSajStreet(page: Page, product: Product): Promise<string> {
  const answer = await page.request.post(`${product.origin}/api/v1/admin/brands/import`, {
    headers: { 'x-admin-key': ADMIN_KEY },
    data: { file: exampleFile, media: exampleMedia },
  });
  expect(answer.status()).toBe(200);
  const plan = (await answer.json()) as { data: { brandId: string; created: boolean } };
  return plan.data.brandId;
}

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  const saj = SAJ[lang];
  const ar = lang === 'ar';

  test(`a fourth brand imported from its file takes a paid pickup order (${lang})`, async ({
    page,
    product,
  }) => {
    const brandId = await importSajStreet(page, product);

    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(`${product.origin}/saj-street`);
    await expect(page.locator('html')).toHaveAttribute('dir', ar ? 'rtl' : 'ltr');
    await expect(page).toHaveTitle(new RegExp(saj.home));
    // Its own pictures, uploaded with the file, are on the page.
    const home = await page.request.get(`${product.origin}/static/media/brands/saj-street/home.svg`);
    expect(home.status()).toBe(200);
    await page.getByRole('button', { name: t.pickup, exact: true }).click();
    // One store: the picker may show it alone, or the app may go straight to its menu.
    const picker = page.getByRole('dialog', { name: t.selectStore });
    await expect(picker.or(page.getByRole('link', { name: saj.item }).first())).not.toHaveCount(0);
    if (await picker.isVisible()) await picker.getByRole('button', { name: saj.store }).click();
    await expect(page).toHaveURL(/store-detail$/);

    // The imported menu, in the page's language: the saj with its required size, Large for AED 4 more.
    // It shows twice: in 'Recommended for you' and in its category; the first is the one a person meets.
    await page.getByRole('link', { name: saj.item }).first().click();
    await page.getByRole('radio', { name: saj.large }).check();
    await page.getByRole('button', { name: saj.add }).click();
    await expect(page).toHaveURL(/store-detail$/);
    await page.getByRole('link', { name: t.viewBasket }).click();
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, ar ? '0501000196' : '0501000195', lang);
    await expect(page).toHaveURL(/store\/checkout$/);

    await payWith(page, t.card);
    await fillCard(page, '4242424242424242', lang);
    // 18.00 + 4.00, and 5% VAT: 23.10.
    const shown = (await page.getByTestId('checkout-total').textContent())!;
    expect(shown).toContain('23.10');
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible();

    // The server stored the order at the total the customer saw, on the new brand, paid by card.
    const response = await page.request.get(
      `${product.origin}/api/v1/order/getCustomerOrders?brandId=${brandId}`,
      { headers: { authorization: `Bearer ${await sessionToken(page)}` } },
    );
    const orders = ((await response.json()) as { data: { totalOrderPrice: number; paymentType: string }[] })
      .data;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ totalOrderPrice: 2310, paymentType: 'CREDIT_CARD' });
  });
}
