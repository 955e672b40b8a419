import { expect, test } from '../fixtures/product.js';
import { payWith, pickupBasket, signIn, T } from '../fixtures/storefront.js';

// The feedback page is not behind sign-in (docs/architecture.md, "Links that are capabilities";
// spec section 6 protects checkout, order success, order detail, my orders and settings only): the
// tracking link of a delivered order is shared to another phone, never signed in, which rates the
// order from it. The rating belongs to the order; the link offers it once.

const ADMIN_KEY = 'dev-admin-key-not-for-production';

const TEXT = {
  en: {
    trackOrder: 'Track Order',
    delivered: 'Your order has been delivered',
    rate: 'Rate your order',
    excellent: '5 Excellent',
    comment: 'Comments',
    submit: 'Submit',
    thanks: 'Thank you for your feedback!',
    login: 'Login',
  },
  ar: {
    trackOrder: 'تتبع الطلب',
    delivered: 'تم توصيل طلبك',
    rate: 'قيّم طلبك',
    excellent: '5 ممتاز',
    comment: 'ملاحظات',
    submit: 'إرسال',
    thanks: 'شكراً على تقييمك!',
    login: 'تسجيل الدخول',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = { ...T[lang], ...TEXT[lang] };
  test(`a delivered order is rated from its tracking link without signing in (${lang})`, async ({
    page,
    product,
    browser,
  }) => {
    await pickupBasket(page, product, 1, lang);
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, lang === 'ar' ? '0501000958' : '0501000957', lang);
    await page
      .getByPlaceholder(t.vehicle)
      .fill(lang === 'ar' ? 'لاند كروزر أبيض، د 55123' : 'White Patrol, D 55123');
    await payWith(page, t.cash);
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: t.trackOrder }).click();
    await expect(page).toHaveURL(/\/track-order\/[A-Z]+-[0-9A-Z]{8}$/);
    const trackingUrl = page.url();
    const orderNumber = trackingUrl.split('/').at(-1)!;
    for (const status of ['PREPARING', 'ON_THE_WAY', 'COMPLETE'] as const) {
      const moved = await page.request.post(`${product.origin}/api/v1/admin/update-order-status`, {
        headers: { 'x-admin-key': ADMIN_KEY },
        data: { orderNumber, status },
      });
      expect(moved.ok()).toBe(true);
    }

    // Another phone, never signed in, opens the shared tracking link.
    const other = await browser.newContext();
    try {
      const phone = await other.newPage();
      await phone.addInitScript(
        (language) => window.localStorage.setItem('storefront.language', language),
        lang,
      );
      await phone.goto(trackingUrl);
      await expect(phone.getByTestId('order-tracker')).toContainText(t.delivered);
      await phone.getByRole('link', { name: t.rate }).click();
      // The rating page itself, not the login page.
      await expect(phone).toHaveURL(/\/order\/order-feedback\/[^/?]+\?token=f1\./);
      await expect(phone.getByRole('heading', { name: t.rate })).toBeVisible();
      await expect(phone.getByLabel(t.phone)).toHaveCount(0);
      await phone.getByRole('radio', { name: t.excellent }).click();
      await phone.getByLabel(t.comment).fill(lang === 'ar' ? 'وصل ساخناً وبسرعة' : 'Hot and quick');
      await phone.getByRole('button', { name: t.submit }).click();
      await expect(phone.getByText(t.thanks)).toBeVisible();

      // Rated: the tracking page no longer offers it, on either phone.
      await phone.goto(trackingUrl);
      await expect(phone.getByTestId('order-tracker')).toContainText(t.delivered);
      await expect(phone.getByRole('link', { name: t.rate })).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('order-tracker')).toContainText(t.delivered);
      await expect(page.getByRole('link', { name: t.rate })).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
}
