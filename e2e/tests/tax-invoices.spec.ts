import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/product.js';
import { basketOfFatteh, fillCard, payWith, signIn, T } from '../fixtures/storefront.js';

// A business customer asks for a tax invoice at checkout (the company's name and its
// 15-digit TRN, checked), pays a delivery order with a discount code by card, and gets a full tax
// invoice from 'Order Placed': the company and its TRN, the discount, the delivery fee as a line of
// its own, the total the checkout showed. The page prints on A4 and on an 80 mm receipt printer.

const MORE = {
  en: {
    addAddress: 'Add new address',
    searchLocation: 'Search for your location',
    jumeirah: 'Jumeirah',
    jumeirahOne: /^Jumeirah 1\b/,
    confirmLocation: 'Confirm Location',
    fullAddress: 'Full address',
    home: 'Home',
    saveAddress: 'Save address',
    addCode: 'Add discount code',
    code: 'Discount code',
    apply: 'Apply',
    ask: 'I need a tax invoice for my company',
    company: 'Company name',
    trn: 'TRN (15 digits)',
    trnWrong: 'Enter the company name and its 15-digit TRN',
    taxInvoice: /Tax invoice/,
    heading: 'Tax Invoice',
    delivery: 'Delivery',
    recipient: 'Recipient',
  },
  ar: {
    addAddress: 'إضافة عنوان جديد',
    searchLocation: 'ابحث عن موقعك',
    jumeirah: 'جميرا',
    jumeirahOne: /^جميرا 1/,
    confirmLocation: 'تأكيد الموقع',
    fullAddress: 'العنوان الكامل',
    home: 'المنزل',
    saveAddress: 'حفظ العنوان',
    addCode: 'إضافة رمز خصم',
    code: 'رمز الخصم',
    apply: 'تطبيق',
    ask: 'أحتاج فاتورة ضريبية باسم شركتي',
    company: 'اسم الشركة',
    trn: 'الرقم الضريبي (15 رقمًا)',
    trnWrong: 'أدخل اسم الشركة ورقمها الضريبي من 15 رقمًا',
    taxInvoice: /الفاتورة الضريبية/,
    heading: 'فاتورة ضريبية',
    delivery: 'التوصيل',
    recipient: 'المستلم',
  },
} as const;

const COMPANY = 'Al Fahidi Trading L.L.C.';
const TRN = '100987654300003';

const toFils = (text: string | null) => Math.round(Number(/(\d+\.\d\d)/.exec(text ?? '')![1]) * 100);

/** Nothing wider than the paper: the page never scrolls sideways at this width. */
async function fitsWidth(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/** The printed page as an image, kept with the run's results for a person to look at. */
async function shot(page: Page, path: string): Promise<string> {
  await page.screenshot({ fullPage: true, path });
  return path;
}

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  const m = MORE[lang];
  const ar = lang === 'ar';

  test(`a business pays a delivery order with WELCOME20 by card: a full tax invoice naming it, at the total shown, printed on A4 and 80 mm (${lang})`, async ({
    page,
    product,
  }, testInfo) => {
    // 3 x Hummus Fatteh delivered to Jumeirah.
    await basketOfFatteh(page, product, lang, 3);
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, ar ? '0501000932' : '0501000931', lang);
    await page.getByRole('button', { name: m.addAddress }).click();
    await page.getByRole('searchbox', { name: m.searchLocation }).fill(m.jumeirah);
    await page.getByRole('button', { name: m.jumeirahOne }).click();
    await page.getByRole('button', { name: m.confirmLocation }).click();
    await page.getByLabel(m.fullAddress).fill(ar ? 'مكتب 804، شارع الوصل' : 'Office 804, Al Wasl Road');
    await page.getByRole('radio', { name: m.home }).check();
    await page.getByRole('button', { name: m.saveAddress }).click();
    await expect(page).toHaveURL(/store\/checkout$/);

    await page.getByRole('button', { name: m.addCode }).click();
    await page.getByRole('textbox', { name: m.code }).fill('WELCOME20');
    await page.getByRole('button', { name: m.apply }).click();
    await expect(page.getByText('WELCOME20')).toBeVisible();

    // The company asks for its invoice; a TRN of 14 digits is said wrong and places nothing.
    await page.getByRole('checkbox', { name: m.ask }).check();
    await page.getByLabel(m.company).fill(COMPANY);
    await page.getByLabel(m.trn).fill(TRN.slice(0, 14));
    await payWith(page, t.card);
    await expect(page.getByText(m.trnWrong)).toBeVisible();
    await fillCard(page, '4242424242424242', lang);
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page.getByRole('dialog')).toContainText(m.trnWrong);
    await page.getByRole('dialog').getByRole('button', { name: t.close }).click();
    await page.getByLabel(m.trn).fill(TRN);
    await expect(page.getByText(m.trnWrong)).toBeHidden();
    const shown = toFils(await page.getByTestId('checkout-total').textContent());
    await page.getByRole('button', { name: t.placeOrder }).click();

    // 'Order Placed' links its tax invoice.
    const placed = page.getByRole('dialog', { name: t.orderPlaced });
    await expect(placed).toBeVisible({ timeout: 15_000 });
    const link = placed.getByRole('link', { name: m.taxInvoice });
    await expect(link).toHaveText(/ZH-INV-\d{6}/);
    const [invoice] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(invoice.locator('html')).toHaveAttribute('dir', ar ? 'rtl' : 'ltr');
    await expect(invoice.getByRole('heading', { level: 1 })).toContainText(m.heading);
    // A full tax invoice: the recipient's name and TRN beside the supplier's.
    const recipient = invoice.getByRole('row').filter({ hasText: m.recipient });
    await expect(recipient).toContainText(COMPANY);
    await expect(recipient).toContainText(TRN);
    await expect(invoice.getByText('100234567800003')).toBeVisible();
    // The discount on the item line, the delivery fee as a taxable line of its own, and the total
    // the checkout showed, to the fils.
    const lines = invoice.getByRole('table').nth(1).getByRole('row');
    await expect(lines.filter({ hasText: ar ? 'فتة حمص' : 'Hummus Fatteh' })).toContainText(/-\d+\.\d\d/);
    await expect(lines.filter({ hasText: m.delivery })).toContainText('5%');
    expect(toFils(await invoice.getByTestId('invoice-total').textContent())).toBe(shown);

    // A4: the printed page keeps every column inside the sheet.
    await invoice.emulateMedia({ media: 'print' });
    await invoice.setViewportSize({ width: 794, height: 1123 });
    await fitsWidth(invoice);
    await testInfo.attach(`invoice-a4-${lang}.png`, {
      path: await shot(invoice, testInfo.outputPath(`invoice-a4-${lang}.png`)),
      contentType: 'image/png',
    });
    // 80 mm (302 px at 96 dpi): one column, still every amount and the total.
    await invoice.goto(`${invoice.url().replace(/[?].*$/, '')}?lang=${lang}&format=receipt`);
    await invoice.setViewportSize({ width: 302, height: 900 });
    await fitsWidth(invoice);
    expect(toFils(await invoice.getByTestId('invoice-total').textContent())).toBe(shown);
    await expect(invoice.getByText(TRN)).toBeVisible();
    await testInfo.attach(`invoice-80mm-${lang}.png`, {
      path: await shot(invoice, testInfo.outputPath(`invoice-80mm-${lang}.png`)),
      contentType: 'image/png',
    });
    await invoice.close();
  });
}
