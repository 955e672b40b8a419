import type { Page } from '@playwright/test';
import { importExampleAs } from '../fixtures/brand-import.js';
import { expect, test, type Product } from '../fixtures/product.js';
import { T } from '../fixtures/storefront.js';

// Not serving and switched-off services (spec section 4 "Brand load resolves service
// type"): a service the customer used is switched off by the brand: its notice, then the first
// service still offered; no service at all: 'The store is currently not serving, please try again
// later'. Each language has a brand of its own (the README's example under another name), changed
// through the admin import as its owner would.

const TEXT = {
  en: {
    disabled:
      "The service is disabled from the store's side. Alternatively, you can place an order using some other method",
    notServing: 'The store is currently not serving, please try again later',
  },
  ar: {
    disabled: 'هذه الخدمة متوقفة من جهة الفرع. يمكنك الطلب باستخدام خدمة أخرى',
    notServing: 'الفرع لا يستقبل الطلبات حالياً، يرجى المحاولة لاحقاً',
  },
} as const;

/** The example brand as `slug`, with these services on. */
async function importAs(
  page: Page,
  product: Product,
  slug: string,
  services: { delivery: boolean; pickup: boolean },
) {
  await importExampleAs(page.request, product, slug, (file) => {
    file.brand.services = { ...file.brand.services, ...services };
  });
}

for (const lang of ['en', 'ar'] as const) {
  const t = { ...T[lang], ...TEXT[lang] };
  test(`a switched-off service is said and the next one offered; no service at all is 'not serving' (${lang})`, async ({
    page,
    product,
  }) => {
    const slug = `saj-street-services-${lang}`;
    await importAs(page, product, slug, { delivery: true, pickup: true });
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(`${product.origin}/${slug}`);
    await page.getByRole('button', { name: t.pickup, exact: true }).click();
    // Its one store is chosen by itself (spec section 4: a single-entry list auto-selects).
    await expect(page).toHaveURL(new RegExp(`/${slug}/store/store-detail$`));

    // The brand switches pickup off: the remembered choice is said to be off, then Delivery is offered.
    await importAs(page, product, slug, { delivery: true, pickup: false });
    await page.goto(`${product.origin}/${slug}`);
    const notice = page.getByRole('dialog').filter({ hasText: t.disabled });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('button', { name: t.pickup, exact: true })).toHaveCount(0);
    await notice.getByRole('button', { name: t.close }).first().click();
    await expect(page.getByRole('dialog', { name: t.selectArea })).toBeVisible();

    // Every service off: the brand home says it is not serving, and offers none.
    await importAs(page, product, slug, { delivery: false, pickup: false });
    await page.goto(`${product.origin}/${slug}`);
    await expect(page.getByText(t.notServing, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t.delivery, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.pickup, exact: true })).toHaveCount(0);
  });
}
