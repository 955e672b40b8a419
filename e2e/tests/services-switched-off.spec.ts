import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, type Product } from '../fixtures/product.js';
import { T } from '../fixtures/storefront.js';

// Issue 37, 'not serving and switched-off services' (spec section 4 "Brand load resolves service
// type"): a service the customer used is switched off by the brand: its notice, then the first
// service still offered; no service at all: 'The store is currently not serving, please try again
// later'. Each language has a brand of its own (the README's example under another name), changed
// through the admin import as its owner would.

const ADMIN_KEY = 'dev-admin-key-not-for-production';
const examples = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'examples');
const example = JSON.parse(readFileSync(join(examples, 'saj-street.brand.json'), 'utf8')) as {
  brand: Record<string, unknown> & { services: Record<string, boolean>; domains: Record<string, unknown> };
};

/** Its pictures, uploaded with it as the README's import does. */
const mediaRoot = join(examples, 'saj-street-media');
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
  );
const media = walk(mediaRoot).map((path) => ({
  name: relative(mediaRoot, path),
  contentType: 'image/svg+xml',
  data: readFileSync(path).toString('base64'),
}));

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
  // Its pictures under its own name, as each brand's are.
  const file = JSON.parse(
    JSON.stringify(example).replaceAll('/static/media/brands/saj-street/', `/static/media/brands/${slug}/`),
  ) as typeof example;
  file.brand.id = slug;
  file.brand.domains = { temporary: slug, custom: null };
  file.brand.services = { ...file.brand.services, ...services };
  const answer = await page.request.post(`${product.origin}/api/v1/admin/brands/import`, {
    headers: { 'x-admin-key': ADMIN_KEY },
    data: { file, media },
  });
  expect(answer.status(), await answer.text()).toBe(200);
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
