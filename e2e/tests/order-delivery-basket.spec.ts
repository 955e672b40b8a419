import { expect, test } from '../fixtures/product.js';

// Zaatar House on the shared domain, delivery to Dubai > Jumeirah, an item with a required single
// choice and a 2-to-3 group, the minimum-selection message, add, adjust in the basket, reach
// 'Review Order'. In English and in Arabic (right-to-left).
for (const language of ['en', 'ar'] as const) {
  test(`delivery to Jumeirah: item with required groups into the basket (${language})`, async ({
    page,
    product,
  }) => {
    await page.addInitScript((lang) => window.localStorage.setItem('storefront.language', lang), language);
    await page.goto(`${product.origin}/zaatar-house`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const ar = language === 'ar';

    await page.getByRole('button', { name: ar ? 'توصيل' : 'Delivery', exact: true }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('button', { name: ar ? 'دبي' : 'Dubai', exact: true }).click();
    await sheet.getByRole('button', { name: ar ? 'جميرا' : 'Jumeirah', exact: true }).click();

    await expect(page).toHaveURL(/\/zaatar-house\/store\/store-detail$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      ar ? 'بيت الزعتر - جميرا' : 'Zaatar House Jumeirah',
    );

    await page.getByRole('link', { name: ar ? /صحن شيش طاووق/ : /Shish Tawook Plate/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      ar ? 'صحن شيش طاووق' : 'Shish Tawook Plate',
    );
    await page.getByRole('button', { name: ar ? /أضف 1 إلى السلة/ : /Add 1 to basket/ }).click();
    await expect(page.getByRole('alert').first()).toContainText(
      ar ? 'يرجى اختيار' : 'Please select at least 1 side from the Choose a side section to proceed',
    );

    await page.getByRole('radio', { name: ar ? 'بطاطا مقلية' : 'French fries' }).check();
    await page.getByRole('checkbox', { name: ar ? 'ثومية' : 'Garlic toum' }).check();
    await page.getByRole('button', { name: ar ? /أضف 1 إلى السلة/ : /Add 1 to basket/ }).click();
    await expect(page.getByRole('alert').first()).toContainText(
      ar ? 'اختيار' : 'Please select at least 2 sides from the Choose 2 to 3 dips section',
    );
    await page.getByRole('checkbox', { name: ar ? 'طحينة' : 'Tahini' }).check();
    await page.getByRole('button', { name: ar ? /أضف 1 إلى السلة/ : /Add 1 to basket/ }).click();

    await expect(page).toHaveURL(/store-detail$/);
    await page.getByRole('link', { name: ar ? /عرض السلة/ : /View Basket/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar ? 'سلتك' : 'Your Basket');
    await page.getByRole('button', { name: ar ? /\+ صحن شيش طاووق/ : /\+ Shish Tawook Plate/ }).click();
    const subtotal = page.getByTestId('basket-subtotal');
    await expect(subtotal).toHaveText(ar ? '84.00 AED' : 'AED 84.00');
    await expect(page.getByRole('link', { name: ar ? 'مراجعة الطلب' : 'Review Order' })).toBeVisible();

    await page.reload();
    await expect(subtotal).toHaveText(ar ? '84.00 AED' : 'AED 84.00');
  });
}

for (const language of ['en', 'ar'] as const) {
  const ar = language === 'ar';

  test(`a search with no result says so (${language})`, async ({ page, product }) => {
    await page.addInitScript((lang) => window.localStorage.setItem('storefront.language', lang), language);
    await page.goto(`${product.origin}/zaatar-house`);
    await expect(page.locator('html')).toHaveAttribute('dir', ar ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: ar ? 'استلام من الفرع' : 'Pickup', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: ar ? /بيت الزعتر - جميرا/ : /Zaatar House Jumeirah/ })
      .click();
    await expect(page).toHaveURL(/store-detail$/);
    const search = page.getByRole('searchbox', { name: ar ? 'ابحث في القائمة' : 'Search for menu items' });
    await search.fill('sushi');
    await expect(
      page.getByText(ar ? 'لم نجد أي نتائج لـ "sushi"' : `We didn't find any results for "sushi"`),
    ).toBeVisible();
    await search.fill(ar ? 'حمص' : 'hummus');
    await expect(page.getByRole('heading', { name: ar ? 'حمص' : 'Hummus', exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: ar ? 'فتة حمص' : 'Hummus Fatteh', exact: true }),
    ).toBeVisible();
  });

  test(`a static page with hostile HTML is rendered harmless (${language})`, async ({ page, product }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.addInitScript((lang) => window.localStorage.setItem('storefront.language', lang), language);
    await page.goto(`${product.origin}/zaatar-house/pages/s/allergens`);
    await expect(page.locator('html')).toHaveAttribute('dir', ar ? 'rtl' : 'ltr');
    await expect(
      page.getByRole('heading', { name: ar ? 'دليل مسببات الحساسية' : 'Allergen guide' }),
    ).toBeVisible();
    await expect(page.locator('article script')).toHaveCount(0);
    await expect(page.locator('article [onerror]')).toHaveCount(0);
    await expect(page.locator('article a[href^="javascript:"]')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
  });
}
