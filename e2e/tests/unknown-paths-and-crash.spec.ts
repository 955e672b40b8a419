import { tableCodeQuery } from '../fixtures/operator.js';
import { expect, test } from '../fixtures/product.js';
import { pickupAtJumeirah, T } from '../fixtures/storefront.js';

// An unknown path (spec section 2) is logged and goes to the brand's root, in the
// storefront and at a table; a render error anywhere shows the crash screen with 'Back to order'.

const TEXTS = {
  en: { crash: 'Something went wrong', back: 'Back to order' },
  ar: { crash: 'حدث خطأ ما', back: 'العودة إلى الطلب' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  const s = TEXTS[lang];

  test(`an unknown path is logged and goes to the brand home, in the storefront and at a table (${lang})`, async ({
    page,
    product,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(`${product.origin}/zaatar-house/no-such-page/at-all`);
    await expect(page).toHaveURL(`${product.origin}/zaatar-house`);
    await expect(page.getByRole('button', { name: t.pickup, exact: true })).toBeVisible();
    expect(logged.some((text) => text.includes('Unknown path /zaatar-house/no-such-page/at-all'))).toBe(true);

    // At a table: the dine-in home, keeping the table's query.
    const query = await tableCodeQuery(product, 7);
    await page.goto(`${product.origin}/zaatar-house/dine-in/no-such-page?${query}`);
    await expect(page).toHaveURL(
      new RegExp(`/zaatar-house/dine-in\\?${query.replace(/[?.*+^$()[\]{}|\\]/g, '\\$&')}$`),
    );
    expect(logged.some((text) => text.includes('Unknown path /zaatar-house/dine-in/no-such-page'))).toBe(
      true,
    );
  });

  test(`a page that fails to render shows '${s.back}', which goes back to the brand home (${lang})`, async ({
    page,
    product,
  }) => {
    // Writing a price fails once the page is told to (a render error, as a bug would make one).
    await page.addInitScript(() => {
      const padStart = String.prototype.padStart;
      String.prototype.padStart = function (this: string, ...args: Parameters<typeof padStart>) {
        if ((window as unknown as { renderFails?: boolean }).renderFails) throw new Error('a render failure');
        return padStart.apply(this, args);
      };
    });
    await pickupAtJumeirah(page, product, lang);
    // From now on the page's next drawing of a price fails; a move within the app draws the page
    // again (the page may also draw itself again on its own first: either way it fails).
    await page.evaluate(() => {
      (window as unknown as { renderFails?: boolean }).renderFails = true;
      window.history.pushState({}, '', `${window.location.pathname}?again=1`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const crash = page.getByRole('alert').filter({ hasText: s.crash });
    await expect(crash).toBeVisible();
    await crash.getByRole('button', { name: s.back }).click();
    await expect(page).toHaveURL(`${product.origin}/zaatar-house`);
  });
}
