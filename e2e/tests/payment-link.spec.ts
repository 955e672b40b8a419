import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/product.js';
import { fillCard } from '../fixtures/storefront.js';

// A payer opens a payment link, pays it through the link's gateway (the server's
// sandbox: Stripe-like intents and Checkout.com-like 3-D Secure), and sees it VERIFIED with its
// receipt; a declined card leaves it NOT_VERIFIED; an expired link takes no payment. EN and AR.

const L = {
  en: {
    dir: 'ltr',
    title: 'Payment',
    payee: 'Paying Zaatar House',
    taxIncluded: 'Tax included',
    newCard: 'Pay with new card',
    continue: 'continue to payment',
    completed: 'Payment completed',
    receiptNumber: 'Receipt number',
    declined: 'Bank declined payment, please try again',
    expired: 'This payment link has expired',
    explore: 'Explore other products',
    approve: 'Approve',
    print: 'Print receipt',
    whatsApp: 'Share on WhatsApp',
  },
  ar: {
    dir: 'rtl',
    title: 'الدفع',
    payee: 'الدفع إلى بيت الزعتر',
    taxIncluded: 'شامل الضريبة',
    newCard: 'الدفع ببطاقة جديدة',
    continue: 'المتابعة إلى الدفع',
    completed: 'تم الدفع بنجاح',
    receiptNumber: 'رقم الإيصال',
    declined: 'رفض البنك عملية الدفع، يرجى المحاولة مرة أخرى',
    expired: 'انتهت صلاحية رابط الدفع هذا',
    explore: 'تصفح منتجات أخرى',
    approve: 'موافقة',
    print: 'طباعة الإيصال',
    whatsApp: 'مشاركة عبر واتساب',
  },
} as const;

type Lang = keyof typeof L;

async function openLink(page: Page, url: string, lang: Lang) {
  if (lang === 'ar') await page.addInitScript(() => window.localStorage.setItem('storefront.language', 'ar'));
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', L[lang].dir);
}

async function payWithNewCard(page: Page, number: string, lang: Lang) {
  const t = L[lang];
  await page.getByText(t.newCard).click();
  await fillCard(page, number, lang);
  await page.getByRole('button', { name: t.continue }).click();
}

async function expectReceipt(page: Page, lang: Lang, total: RegExp) {
  const t = L[lang];
  const receipt = page.getByTestId('link-receipt');
  await expect(receipt.getByRole('heading', { name: t.completed })).toBeVisible({ timeout: 15_000 });
  await expect(receipt.getByTestId('receipt-receiptNumber')).toContainText(/R-[0-9A-F]{10}/);
  await expect(receipt.getByTestId('receipt-paymentDate')).toContainText(/\d{2}-\d{2}-\d{4}/);
  await expect(receipt.getByTestId('receipt-total')).toContainText(total);
  await expect(page.getByRole('button', { name: t.continue })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.print })).toBeVisible();
  await expect(page.getByRole('link', { name: t.whatsApp })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
}

/** Counts the page's calls to a payment-links endpoint. */
function countCalls(page: Page, path: string) {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(path)) calls.count += 1;
  });
  return calls;
}

test.describe('payment link', () => {
  for (const [lang, cartId, origin] of [
    ['en', 'PL-ZH-24002', 'shared'],
    ['ar', 'PL-ZH-24003', 'custom'],
  ] as const) {
    test(`a Stripe link paid by card 4242 shows VERIFIED with its receipt (${lang})`, async ({
      page,
      product,
    }) => {
      const t = L[lang];
      const url =
        origin === 'shared'
          ? `${product.origin}/zaatar-house/payment-link/${cartId}`
          : `${product.originFor('zaatar.localhost')}/payment-link/${cartId}`;
      await openLink(page, url, lang);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      // Who is paid shows before paying, with the brand's logo.
      await expect(page.getByTestId('link-payee')).toHaveText(t.payee);
      await expect(page.getByTestId('link-payee').locator('img')).toHaveAttribute(
        'src',
        /zaatar-house\/logo/,
      );
      await expect(page.getByTestId('link-cart')).toHaveText(cartId);
      await expect(page.getByTestId('link-created')).toHaveText('25-11-2026');
      await expect(page.getByText(t.taxIncluded)).toBeVisible();
      // The brand's purpose and message in the page's language, each reading in its
      // own direction and ending in its full stop.
      const said =
        lang === 'en'
          ? {
              purpose: /^Birthday cake order/,
              message: 'Your knafeh cake is baked fresh on the morning of your pickup.',
            }
          : { purpose: /^صناديق إفطار رمضان/, message: 'صناديقكم العشرة محجوزة ليوم الخميس.' };
      await expect(page.getByText(said.purpose)).toBeVisible();
      const message = page.getByText(said.message, { exact: true });
      await expect(message).toBeVisible();
      expect(await message.evaluate((element) => getComputedStyle(element).direction)).toBe(
        lang === 'en' ? 'ltr' : 'rtl',
      );
      // The only method is chosen already: no 'Please select payment method' first.
      await expect(page.getByRole('radio', { name: t.newCard })).toBeChecked();
      await payWithNewCard(page, '4242424242424242', lang);
      await expectReceipt(page, lang, lang === 'en' ? /AED\s*(120\.00|185\.00)/ : /(120\.00|185\.00)/);
      // The receipt says the same words, in the page's language.
      await expect(page.getByTestId('link-receipt')).toContainText(said.message);
      // Paid once for good: a reload shows the same receipt.
      const number = await page.getByTestId('receipt-receiptNumber').textContent();
      await page.reload();
      await expect(page.getByTestId('receipt-receiptNumber')).toHaveText(number!);
      // Its tax invoice: the brand's legal entity and TRN, VAT taken out of the amount paid.
      const paid = /(\d+\.\d\d)/.exec((await page.getByTestId('receipt-total').textContent())!)![1];
      const [invoice] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('link', { name: lang === 'ar' ? 'الفاتورة الضريبية' : 'Tax invoice' }).click(),
      ]);
      await expect(invoice.getByRole('heading', { level: 1 })).toContainText(
        lang === 'ar' ? 'فاتورة ضريبية' : 'Tax Invoice',
      );
      await expect(invoice.getByText('100234567800003')).toBeVisible();
      await expect(invoice.getByTestId('invoice-total')).toHaveText(`AED ${paid}`);
      await invoice.close();
    });
  }

  for (const [lang, cartId] of [
    ['en', 'PL-ZH-24001'],
    ['ar', 'PL-ZH-24004'],
  ] as const) {
    test(`a Checkout.com link through 3-D Secure is paid once, whether its event or its return comes first (${lang})`, async ({
      page,
      product,
    }) => {
      const t = L[lang];
      const verifications = countCalls(page, '/payment-links/checkout-dot-com/verify');
      await openLink(page, `${product.origin}/zaatar-house/payment-link/${cartId}`, lang);
      await payWithNewCard(page, '4000002760003184', lang);
      await expect(page).toHaveURL(/\/sandbox\/3ds\//, { timeout: 15_000 });
      await page.getByRole('button', { name: t.approve }).click();
      await expect(page).toHaveURL(new RegExp(`/payment-link/${cartId}`));
      await expectReceipt(page, lang, /(250\.00|95\.00)/);
      // The gateway's own event may have paid the link before the page came back: at most once.
      expect(verifications.count).toBeLessThanOrEqual(1);
      // The return's address is kept clean, and even going back to it does not verify again.
      await page.reload();
      await expect(page.getByTestId('link-receipt')).toBeVisible();
      await page.goBack();
      await page.goForward();
      await expect(page.getByTestId('link-receipt')).toBeVisible();
      expect(verifications.count).toBeLessThanOrEqual(1);
    });
  }

  for (const lang of ['en', 'ar'] as const) {
    test(`a declined card leaves the link NOT_VERIFIED with the spec's message (${lang})`, async ({
      page,
      product,
    }) => {
      const t = L[lang];
      await openLink(page, `${product.origin}/karak-corner/payment-link/PL-KC-1001`, lang);
      await payWithNewCard(page, '4000000000000002', lang);
      await expect(page.getByRole('alert')).toHaveText(t.declined, { timeout: 15_000 });
      await page.reload();
      await expect(page.getByRole('button', { name: t.continue })).toBeVisible();
      await expect(page.getByTestId('link-receipt')).toHaveCount(0);
    });

    test(`an expired link takes no payment (${lang})`, async ({ page, product }) => {
      const t = L[lang];
      const starts = countCalls(page, '/payment-links/stripe/create-payment-intent');
      await openLink(page, `${product.origin}/zaatar-house/payment-link/PL-ZH-23950`, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.expired);
      await expect(page.getByRole('button', { name: t.continue })).toHaveCount(0);
      await expect(page.getByText(t.newCard)).toHaveCount(0);
      expect(starts.count).toBe(0);
      // 'Explore other products' leaves for the brand home in the storefront.
      await page.getByRole('button', { name: t.explore }).click();
      await expect(page).toHaveURL(`${product.origin}/zaatar-house/`);
    });
  }

  // Back from the bank's 3-D Secure page, then 'continue to payment' again (docs/payments.md,
  // "Payment links"): the next try pays the link, rather than confirming the payment left on that
  // page and saying 'This payment has already been processed' every time, the link never paid.
  for (const [lang, cartId, second, total] of [
    ['en', 'PL-ZH-24005', '4242424242424242', /320\.00/],
    ['ar', 'PL-ZH-24006', '4000002760003184', /145\.00/],
  ] as const) {
    test(`Back from 3-D Secure, the link is paid on the next try, once (${lang}, ${cartId})`, async ({
      page,
      product,
    }) => {
      const t = L[lang];
      await openLink(page, `${product.origin}/zaatar-house/payment-link/${cartId}`, lang);
      await payWithNewCard(page, '4000002760003184', lang);
      await expect(page).toHaveURL(/\/sandbox\/3ds\//, { timeout: 15_000 });
      const abandoned = page.url();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/payment-link/${cartId}$`));
      await expect(page.getByRole('button', { name: t.continue })).toBeVisible();
      await payWithNewCard(page, second, lang);
      if (second === '4000002760003184') {
        await expect(page).toHaveURL(/\/sandbox\/3ds\//, { timeout: 15_000 });
        expect(page.url()).not.toBe(abandoned);
        await page.getByRole('button', { name: t.approve }).click();
      }
      await expect(
        page.getByText(/This payment has already been processed|تمت معالجة هذه الدفعة مسبقاً/),
      ).toHaveCount(0);
      await expectReceipt(page, lang, total);
      // The page left behind can no longer charge: answering it now is refused or given back.
      await page.goto(abandoned);
      const approve = page.getByRole('button', { name: t.approve });
      if (await approve.isVisible()) await approve.click();
      await openLink(page, `${product.origin}/zaatar-house/payment-link/${cartId}`, lang);
      await expect(page.getByTestId('link-receipt')).toBeVisible();
      const charged = await page.request.post(
        `${product.origin}/api/v1/payment-links/get-payment-link-info-by-cart-id`,
        {
          data: { brandId: '6650a1e0c0ffee0000000001', cartId },
        },
      );
      expect(((await charged.json()) as { data: { paymentStatus: string } }).data.paymentStatus).toBe(
        'VERIFIED',
      );
    });
  }

  for (const [lang, cartId, total] of [
    ['en', 'PL-ZH-24007', /210\.00/],
    ['ar', 'PL-ZH-24008', /67\.50/],
  ] as const) {
    test(`3-D Secure approved, then the page closed before it came back: the link is paid, once (${lang}, ${cartId})`, async ({
      page,
      product,
    }) => {
      const linkUrl = `${product.origin}/zaatar-house/payment-link/${cartId}`;
      await openLink(page, linkUrl, lang);
      await payWithNewCard(page, '4000002760003184', lang);
      await expect(page).toHaveURL(/\/sandbox\/3ds\//, { timeout: 15_000 });
      // The phone loses the page as the bank's answer is sent: the way back never loads.
      await page.route(`**/payment-link/${cartId}?**`, (route) => route.abort());
      const answered = page.waitForResponse(
        (response) => response.url().includes('/sandbox/3ds/') && response.request().method() === 'POST',
      );
      // The bank's page speaks its own language (the sandbox's Stripe page is in English).
      await page.getByRole('button', { name: /^(Approve|موافقة)$/ }).click();
      await answered;

      // Later, the payer opens the link again (the lost page's way back was never loaded): the
      // gateway's event has paid it, with its receipt.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await openLink(page, linkUrl, lang);
      await expectReceipt(page, lang, total);
    });
  }
});
