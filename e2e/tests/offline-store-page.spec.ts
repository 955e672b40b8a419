import { expect, test } from '../fixtures/product.js';
import { deliveryAtJumeirah, T } from '../fixtures/storefront.js';

// Going offline on a loaded store page keeps the menu and the basket (the offline
// screen belongs to a call that failed, 2 s after it); a reload offline shows the last menu from
// the service worker; a page that knows it is offline does not poll; back online, it carries on.
const TEXT = {
  en: { oops: 'Oops', lastItem: 'Mineral Water' },
  ar: { oops: 'عذراً', lastItem: 'مياه معدنية' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = { ...T[lang], ...TEXT[lang] };
  test(`offline on the store page: the menu and basket stay, a reload shows them, no polling (${lang})`, async ({
    page,
    context,
    product,
  }) => {
    test.setTimeout(120_000);
    await deliveryAtJumeirah(page, product, lang);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The worker took over after the first reads: read the menu again through it, as a later visit would.
    await page.reload();
    await page.getByRole('link', { name: t.fatteh }).click();
    await page.getByRole('button', { name: t.add }).click();
    await expect(page).toHaveURL(/store-detail$/);
    const basket = page.getByRole('link', { name: t.viewBasket });
    await expect(basket).toBeVisible();
    // The menu draws its categories a few at a time: the last category's last item says it is whole.
    await expect(page.getByRole('link', { name: t.lastItem })).toBeAttached();
    const menu = await page.getByRole('article').allTextContents();

    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
    });
    await context.setOffline(true);
    try {
      // Nothing new is needed to read the menu or open an item already shown: no offline screen.
      await page.getByRole('link', { name: t.fatteh }).click();
      await expect(page.getByRole('button', { name: t.add })).toBeVisible();
      await page.goBack();
      await expect(basket).toBeVisible();
      await expect(page.getByText(t.oops, { exact: true })).toHaveCount(0);

      // A reload offline: the last menu viewed, from the service worker, and the basket kept.
      await page.reload();
      await expect(page.getByRole('link', { name: t.fatteh })).toBeVisible();
      await expect(basket).toBeVisible();
      await expect.poll(() => page.getByRole('article').allTextContents()).toEqual(menu);
      await expect(page.getByText(t.oops, { exact: true })).toHaveCount(0);

      // A page that knows it is offline waits for the network instead of asking every 3 s.
      calls.length = 0;
      await page.waitForTimeout(7000);
      expect(calls).toEqual([]);
      await expect(page.getByText(t.oops, { exact: true })).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
    // Back online: the page carries on where it was, basket and all.
    await page.getByRole('link', { name: t.fatteh }).click();
    await page.getByRole('button', { name: t.add }).click();
    await expect(basket).toContainText('2');
  });
}
