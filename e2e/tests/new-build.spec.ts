import { expect, test } from '@playwright/test';
import { startProduct } from '../fixtures/product.js';

// The app shell: a release deployed while a page is open is noticed through the service
// worker (/sw.js is stamped with the release) and the page offers 'get latest version'. The
// deployment is real: the server stops and a server with another BUILD_ID takes its place.
test('a newly deployed release offers the latest version (ar)', async ({ page }) => {
  test.setTimeout(300_000);
  let product = await startProduct({ env: { BUILD_ID: 'release-2026-11-22' } });
  try {
    await page.addInitScript(() => window.localStorage.setItem('storefront.language', 'ar'));
    await page.goto(`${product.origin}/zaatar-house`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // This release's worker takes control of the page once installed.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const heading = page.getByRole('heading', { name: 'يتوفر تحديث جديد' });

    // Checking again against the same release changes nothing.
    await page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => r?.update()));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('بيت الزعتر');
    await expect(heading).toHaveCount(0);

    await product.stop({ keepData: true });
    product = await startProduct({
      port: product.port,
      dataDir: product.dataDir,
      env: { BUILD_ID: 'release-2026-11-23' },
    });
    // The open page checks on its own every 15 minutes and when the tab comes back; here, now.
    await page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => r?.update()));
    await expect(heading).toBeVisible();
    await page.getByRole('button', { name: 'احصل على أحدث إصدار' }).click();
    await expect(heading).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('بيت الزعتر');
    await expect
      .poll(() =>
        page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => r?.waiting ?? null)),
      )
      .toBeNull();
  } finally {
    await product.stop();
  }
});
