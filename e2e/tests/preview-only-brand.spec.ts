import { importExampleAs } from '../fixtures/brand-import.js';
import { expect, test } from '../fixtures/product.js';
import { T } from '../fixtures/storefront.js';

// Preview-only brands (spec sections 1 and 3: catalogue type 'preview'): the brand
// shows its whole menu and an item's details, and nothing can be added or ordered: no service to
// choose, the item's button disabled (the server refusing an order sent anyway is its own test:
// apps/server brand-file import).

const TEXT = {
  en: {
    brand: 'Saj Street',
    previewOnly: 'Ordering is not available in preview',
    saj: 'Saj wraps',
    chicken: /Chicken Shawarma Saj/,
    lemonade: /Mint Lemonade/,
  },
  ar: {
    brand: 'شارع الصاج',
    previewOnly: 'الطلب غير متاح في وضع المعاينة',
    saj: 'لفائف الصاج',
    chicken: /صاج شاورما دجاج/,
    lemonade: /ليموناضة بالنعناع/,
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = { ...T[lang], ...TEXT[lang] };
  test(`a preview-only brand shows its menu and takes no order (${lang})`, async ({ page, product }) => {
    const slug = `saj-street-preview-${lang}`;
    await importExampleAs(page.request, product, slug, (file) => {
      file.brand.catalogueType = 'preview';
    });
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(`${product.origin}/${slug}`);

    // The brand's home is its menu, read-only: every category, no service to choose.
    await expect(page).toHaveURL(new RegExp(`/${slug}/preview$`));
    await expect(page.getByRole('heading', { name: t.brand, level: 1 })).toBeVisible();
    await expect(page.getByText(t.previewOnly)).toBeVisible();
    await expect(page.getByRole('heading', { name: t.saj, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: t.lemonade })).toBeVisible();
    await expect(page.getByRole('button', { name: t.delivery, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.pickup, exact: true })).toHaveCount(0);

    // An item's details, its button disabled.
    await page.getByRole('link', { name: t.chicken }).click();
    await expect(page.getByRole('heading', { name: t.chicken, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: t.previewOnly })).toBeDisabled();
    const itemUrl = new URL(page.url());
    const itemId = itemUrl.searchParams.get('itemId')!;
    const categoryId = itemUrl.searchParams.get('categoryId')!;

    // A shared link to the item opens it read-only too.
    await page.goto(`${product.origin}/${slug}/item/${itemId}/${categoryId}`);
    await expect(page.getByRole('heading', { name: t.chicken, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: t.previewOnly })).toBeDisabled();
  });
}
