// Phone screenshots (390x844) of the storefront in English and Arabic, for apps/storefront/docs/:
// brand home, store page, item detail, basket, checkout and the order placed. Starts the product as
// the journeys do (README start command, fresh data) and signs in through the dev outbox.
// Run after a build: pnpm --filter @storefront/ui exec tsx ../../e2e/scripts/storefront-screenshots.ts
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.js';
import { startProduct } from '../fixtures/product.js';
import { payWith, signIn, T } from '../fixtures/storefront.js';

const out = join(import.meta.dirname, '..', '..', 'apps', 'storefront', 'docs');
mkdirSync(out, { recursive: true });
const product = await startProduct();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

async function shoot(page: Page, name: string, language: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(out, `${name}.${language}.png`) });
}

try {
  for (const language of ['en', 'ar'] as const) {
    const t = T[language];
    const ar = language === 'ar';
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript((lang) => window.localStorage.setItem('storefront.language', lang), language);
    await page.goto(`${product.origin}/zaatar-house`);
    await page.getByRole('button', { name: t.pickup, exact: true }).waitFor();
    await shoot(page, 'brand-home', language);

    await page.getByRole('button', { name: t.pickup, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.jumeirahStore }).click();
    await page.waitForURL(/store-detail$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shoot(page, 'store-page', language);

    await page
      .getByRole('link', { name: ar ? /صحن شيش طاووق/ : /Shish Tawook Plate/ })
      .first()
      .click();
    await page.waitForURL(/\/store\/item\//);
    await page.getByRole('button', { name: t.add }).waitFor();
    await shoot(page, 'item-detail', language);

    await page.goto(`${product.origin}/zaatar-house/store/store-detail`);
    for (let index = 0; index < 2; index += 1) {
      await page.getByRole('link', { name: t.fatteh }).first().click();
      await page.getByRole('button', { name: t.add }).click();
      await page.waitForURL(/store-detail$/);
    }
    await page.getByRole('link', { name: t.viewBasket }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shoot(page, 'basket', language);

    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, ar ? '0501000992' : '0501000991', language);
    await page.getByRole('link', { name: t.review }).click();
    await page.waitForURL(/store\/checkout$/);
    // Zaatar House Jumeirah asks pickup customers for their car.
    await page
      .getByPlaceholder(t.vehicle)
      .fill(ar ? 'لاند كروزر بيضاء، د 55123' : 'White Land Cruiser, D 55123');
    await payWith(page, t.cash);
    await shoot(page, 'checkout', language);

    await page.getByRole('button', { name: t.placeOrder }).click();
    await page
      .getByRole('dialog', { name: t.orderPlaced })
      .waitFor()
      .catch(async (error: unknown) => {
        await page.screenshot({ path: '/tmp/place-failed.png' });
        console.log(await page.getByRole('dialog').allInnerTexts());
        throw error;
      });
    await shoot(page, 'order-placed', language);
    await context.close();
  }
} finally {
  await browser.close();
  await product.stop();
}
console.log(`screenshots written to ${out}`);
