import { expect, test } from '../fixtures/product.js';

// Customers read the product's sentences, never a schema path: not `body/itemId must match
// pattern …` for a mistyped item link, nor `تعذّر قبول الطلب: body/tableToken must match pattern …`
// for a damaged table code. EN and AR.

const T = {
  en: { invalid: 'This link or request is not valid. Please check it and try again' },
  ar: { invalid: 'هذا الرابط أو الطلب غير صالح. يرجى التحقق منه والمحاولة مرة أخرى' },
} as const;

const SCHEMA_TEXT = /must match|must have|body\/|params\/|querystring\//;

for (const lang of ['en', 'ar'] as const) {
  test(`a mistyped item link and a damaged table code show sentences, not schema text (${lang})`, async ({
    page,
    product,
  }) => {
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(`${product.origin}/dates-and-co/item/6650a1e0c0ffee3000000001/not-an-item`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByText(T[lang].invalid)).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(SCHEMA_TEXT);

    await page.goto(
      `${product.origin}/zaatar-house/dine-in?store-id=6650a1e0c0ffee1000000001&service-type=dine-in&table-number=7&table=t1.damaged-code`,
    );
    await expect(page.getByText(T[lang].invalid)).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(SCHEMA_TEXT);
  });
}
