// Phone screenshots of the store page and an item's detail in English and Arabic, for
// apps/storefront/docs/. Starts the product as the journeys do (README start command, fresh data).
// Run after a build: pnpm --filter @storefront/ui exec tsx ../../e2e/scripts/storefront-screenshots.ts
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.js';
import { startProduct } from '../fixtures/product.js';

const out = join(import.meta.dirname, '..', '..', 'apps', 'storefront', 'docs');
mkdirSync(out, { recursive: true });
const product = await startProduct();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const language of ['en', 'ar'] as const) {
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
    await page.getByRole('button', { name: ar ? 'توصيل' : 'Delivery', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: ar ? 'دبي' : 'Dubai', exact: true })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: ar ? 'جميرا' : 'Jumeirah', exact: true })
      .click();
    await page.waitForURL(/store-detail$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(out, `store-page.${language}.png`) });
    await page
      .getByRole('link', { name: ar ? /صحن شيش طاووق/ : /Shish Tawook Plate/ })
      .first()
      .click();
    await page.waitForURL(/\/store\/item\//);
    await page.getByRole('button', { name: ar ? /أضف 1 إلى السلة/ : /Add 1 to basket/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(out, `item-detail.${language}.png`) });
    await context.close();
  }
} finally {
  await browser.close();
  await product.stop();
}
console.log(`screenshots written to ${out}`);
