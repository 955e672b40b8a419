import { expect, test } from '../fixtures/product.js';

// The custom domain, and Dates & Co's brand-wide catalogue and preview.
for (const language of ['en', 'ar'] as const) {
  const ar = language === 'ar';

  test(`Zaatar House on its own domain lists the menu without a path prefix (${language})`, async ({
    page,
    product,
  }) => {
    await page.addInitScript((lang) => window.localStorage.setItem('storefront.language', lang), language);
    await page.goto(product.originFor('zaatar.localhost'));
    await expect(page.locator('html')).toHaveAttribute('dir', ar ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: ar ? 'استلام من الفرع' : 'Pickup', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: ar ? /جميرا/ : /Jumeirah/ })
      .click();
    await expect(page).toHaveURL(`${product.originFor('zaatar.localhost')}/store/store-detail`);
    await expect(page.getByRole('heading', { level: 2, name: ar ? 'المناقيش' : 'Manakish' })).toBeVisible();
  });

  test(`Dates & Co: brand-wide catalogue items open under /item, and the preview cannot add (${language})`, async ({
    page,
    product,
  }) => {
    await page.addInitScript((lang) => window.localStorage.setItem('storefront.language', lang), language);
    await page.goto(`${product.origin}/dates-and-co`);
    await expect(page.locator('html')).toHaveAttribute('dir', ar ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: ar ? 'توصيل' : 'Delivery', exact: true }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('button', { name: ar ? 'دبي' : 'Dubai', exact: true }).click();
    await expect(page).toHaveURL(/\/dates-and-co\/store\/store-detail$/);
    await page
      .getByRole('link', { name: ar ? /علبة هدايا المجلس/ : /Majlis Gift Box/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dates-and-co\/item\/[0-9a-f]{24}\/[0-9a-f]{24}$/);
    await expect(
      page.getByRole('button', { name: ar ? /أضف 1 إلى السلة/ : /Add 1 to basket/ }),
    ).toBeEnabled();

    await page.goto(`${product.origin}/dates-and-co/preview`);
    await page.getByRole('link', { name: ar ? /تمر خلاص/ : /Khalas Dates/ }).click();
    await expect(page).toHaveURL(/\/dates-and-co\/preview\/item-detail\?itemId=/);
    await expect(
      page.getByRole('button', { name: ar ? /المعاينة/ : /not available in preview/ }),
    ).toBeDisabled();
  });
}

for (const language of ['en', 'ar'] as const) {
  const ar = language === 'ar';
  test(`Karak Corner: through the map to the POLYGON area's store (${language})`, async ({
    page,
    product,
  }) => {
    await page.addInitScript((lang) => window.localStorage.setItem('storefront.language', lang), language);
    await page.goto(`${product.origin}/karak-corner`);
    await expect(page.locator('html')).toHaveAttribute('dir', ar ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: ar ? 'توصيل' : 'Delivery', exact: true }).click();
    await expect(page).toHaveURL(/\/karak-corner\/address\/select-delivery-area$/);
    await page.getByRole('button', { name: ar ? 'الشارقة' : 'Sharjah', exact: true }).click();
    await page.getByRole('button', { name: ar ? 'المجاز والنهدة' : 'Al Majaz and Al Nahda' }).click();
    // The map: the point inside the polygon, the zoom rule, then the branch that delivers there.
    await expect(page).toHaveURL(/\/karak-corner\/address\/add-new-map-address$/);
    await page.getByRole('application').click();
    await page.getByRole('button', { name: ar ? 'تأكيد الموقع' : 'Confirm Location' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      ar ? 'يرجى تكبير' : 'Please increase the map zoom level',
    );
    await page.getByRole('button', { name: ar ? 'تكبير الخريطة' : 'Increase zoom', exact: true }).click();
    await page.getByRole('button', { name: ar ? 'تأكيد الموقع' : 'Confirm Location' }).click();
    await expect(page).toHaveURL(/\/karak-corner\/store\/store-detail$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      ar ? 'ركن الكرك - المجاز' : 'Karak Corner Al Majaz',
    );

    // An option's stepper is named by its option, apart from the item's own quantity.
    await page
      .getByRole('link', { name: ar ? /شاي كرك/ : /Karak Chai/ })
      .first()
      .click();
    const saffron = ar ? 'زعفران زيادة' : 'Extra saffron';
    await page.getByRole('checkbox', { name: new RegExp(saffron) }).check();
    await page.getByRole('button', { name: `+ ${saffron}`, exact: true }).click();
    await expect(page.getByRole('group', { name: saffron })).toContainText('2');
    await expect(page.getByRole('button', { name: `− ${saffron}`, exact: true })).toBeEnabled();
    await expect(
      page.getByRole('button', { name: ar ? 'زيادة الكمية' : 'Increase quantity', exact: true }),
    ).toHaveCount(1);
  });
}
