import { expect, test } from '../fixtures/product.js';
import { T } from '../fixtures/storefront.js';

// Installable and offline-friendly: the brand's pages link its web app manifest, and the
// service worker (Workbox) keeps the app shell and the last menu viewed, so a reload without a
// network still shows the menu, item names and prices as they were; in English and in Arabic.
const TEXT = {
  en: { name: 'Zaatar House', oops: 'Oops', lastItem: 'Mineral Water' },
  ar: { name: 'بيت الزعتر', oops: 'عذراً', lastItem: 'مياه معدنية' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = { ...T[lang], ...TEXT[lang] };
  test(`the last menu viewed still shows after an offline reload (${lang})`, async ({
    page,
    context,
    product,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(`${product.origin}/zaatar-house`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    // Installable: the page names the brand's manifest.
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link
        ? ((await fetch(link.href).then((response) => response.json())) as Record<string, unknown>)
        : null;
    });
    expect(manifest).toMatchObject({
      name: 'Zaatar House',
      start_url: '/zaatar-house/',
      theme_color: '#2F6B3A',
    });

    // The worker installs (precaching the app shell) and takes over the page; the page's first
    // reads, made before it existed, are read again through it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.getByRole('button', { name: t.pickup, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.jumeirahStore }).click();
    await expect(page).toHaveURL(/store-detail$/);
    // Each item's card: its name, description and price (with any sale price).
    const items = page.getByRole('article');
    await expect(page.getByRole('link', { name: t.fatteh })).toBeVisible();
    // The menu draws its categories a few at a time: the last category's last item says it is whole.
    await expect(page.getByRole('link', { name: t.lastItem })).toBeAttached();
    const online = await items.allInnerTexts();
    expect(online.length).toBeGreaterThan(3);
    expect(online.join('\n')).toMatch(lang === 'ar' ? /د\.إ|AED/ : /AED \d+\.\d\d/);

    // The worker has kept the answers the page shows: the pickup menu and the offers (read on the
    // brand home before the worker existed, and again through it once it took over).
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('storefront-reads')).keys()).map(
            (request) => new URL(request.url).pathname,
          ),
        ),
      )
      .toEqual(
        expect.arrayContaining([
          '/api/v1/menus/get-pickup-store-menu',
          '/api/v1/discounts/get-all-active-discounts-v2',
        ]),
      );

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('link', { name: t.fatteh })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: t.lastItem })).toBeAttached();
      expect(await items.allInnerTexts()).toEqual(online);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByText(t.oops, { exact: true })).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });
}
