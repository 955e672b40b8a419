import { expect, test } from '@playwright/test';
import { startProduct } from '../fixtures/product.js';

// Issue 7 journey 8: the server stops, the offline screen appears (2 s after the failed call),
// and the page recovers by itself once the server answers again.
test('shows the offline screen when the server is gone and recovers when it is back', async ({ page }) => {
  test.setTimeout(180_000);
  let product = await startProduct();
  try {
    await page.goto(`${product.origin}/zaatar-house`);
    await page.getByRole('button', { name: 'Pickup', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Zaatar House Jumeirah/ })
      .click();
    await expect(page).toHaveURL(/store-detail$/);

    await product.stop({ keepData: true });
    await page.getByRole('link', { name: /Hummus Fatteh/ }).click();
    await expect(page.getByText('Oops')).toBeVisible({ timeout: 10_000 });
    await expect(
      page.getByText("Looks like you're offline. Try reconnecting to a working internet connection."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();

    product = await startProduct({ port: product.port, dataDir: product.dataDir });
    await expect(page.getByText('Oops')).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await product.stop();
  }
});
