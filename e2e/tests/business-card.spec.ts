import { expect, test } from '../fixtures/product.js';

// The demo business's card lists its brands, each with 'Order Now!' to its home, in
// English and in Arabic right-to-left; the page is inlined by the server and reads well shared.
test.describe('business card', () => {
  test('the demo business shows its brands; Order Now! leads to each brand home (en)', async ({
    page,
    product,
  }) => {
    const response = await page.goto(`${product.origin}/gulf-kitchens/card`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Gulf Kitchens Group');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gulf Kitchens Group');
    await expect(page.getByText('Get Your Food From Here!')).toBeVisible();
    // The discount codes stand under their brand's name: a code works at its own brand only.
    const codes = page.getByRole('region', { name: 'Discounts' });
    await expect(
      codes.getByRole('list', { name: 'Zaatar House' }).getByRole('listitem').first(),
    ).toBeVisible();
    const brands = page.getByRole('article');
    await expect(brands).toHaveCount(3);
    await expect(brands.getByRole('heading', { level: 3 })).toHaveText([
      'Zaatar House',
      'Karak Corner',
      'Dates & Co',
    ]);
    // Each brand has its own number, different from the card's, so each shows WhatsApp and Call.
    const zaatar = brands.filter({ hasText: 'Zaatar House' });
    await expect(zaatar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+971/);
    await expect(zaatar.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/971/,
    );
    await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /Call/ })).toHaveAttribute(
      'href',
      'tel:+97143301234',
    );

    // Add to contacts downloads a vCard of the business.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to contacts' }).click();
    expect((await download).suggestedFilename()).toBe('gulf-kitchens.vcf');

    for (const [name, heading] of [
      ['Karak Corner', 'Karak Corner'],
      ['Zaatar House', 'Zaatar House'],
    ] as const) {
      await page.goto(`${product.origin}/gulf-kitchens/card`);
      await page
        .getByRole('article')
        .filter({ hasText: name })
        .getByRole('link', { name: 'Order Now!' })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('reads in Arabic right-to-left, and an unknown card says so (ar)', async ({ page, product }) => {
    await page.addInitScript(() => window.localStorage.setItem('storefront.language', 'ar'));
    await page.goto(`${product.origin}/business-card?slug=gulf-kitchens`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مجموعة مطابخ الخليج');
    // The tab's title in Arabic too, and each brand's codes under its Arabic name.
    await expect(page).toHaveTitle('مجموعة مطابخ الخليج');
    await expect(page.getByRole('list', { name: 'بيت الزعتر' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText('اطلب أكلك من هنا!')).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { level: 3 }).first()).toHaveText(
      'بيت الزعتر',
    );
    await expect(page.getByRole('link', { name: 'اطلب الآن!' })).toHaveCount(3);
    await page.getByRole('button', { name: 'View this page in English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gulf Kitchens Group');
    await expect(page).toHaveTitle('Gulf Kitchens Group');

    // The init script puts Arabic back on every load.
    const missing = await page.goto(`${product.origin}/nobody-here/card`);
    expect(missing?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('يرجى التحقق من الرابط والمحاولة مرة أخرى!')).toBeVisible();
  });
});
