import { expect, test } from '../fixtures/product.js';
import {
  basketOfFatteh,
  customerOrders,
  fillCard,
  payWith,
  pickupBasket,
  signIn,
  T,
} from '../fixtures/storefront.js';

// 3-D Secure approved and denied; an operator moving the order along while the tracking page
// follows, feedback, then loyalty credits redeemed.

const ADMIN_KEY = 'dev-admin-key-not-for-production';

const MORE = {
  en: {
    addAddress: 'Add new address',
    noAddress: 'No saved address in this area yet',
    confirmLocation: 'Confirm Location',
    increaseZoom: 'Increase zoom',
    fullAddress: 'Full address',
    home: 'Home',
    apartment: 'Apartment no.',
    building: 'Building',
    floor: 'Floor',
    saveAddress: 'Save address',
    trackOrder: 'Track Order',
    delivered: 'Your order has been delivered',
    rate: 'Rate your order',
    excellent: '5 Excellent',
    submit: 'Submit',
    thanks: 'Thank you for your feedback!',
    loyaltyRedeemed: /Loyalty redeemed/,
    searchLocation: 'Search for your location',
    jumeirah: 'Jumeirah',
    jumeirahOne: /^Jumeirah 1\b/,
    typeInSearch: 'Please make sure to type an address in the search bar',
  },
  ar: {
    addAddress: 'إضافة عنوان جديد',
    noAddress: 'لا يوجد عنوان محفوظ في هذه المنطقة بعد',
    confirmLocation: 'تأكيد الموقع',
    increaseZoom: 'تكبير الخريطة',
    fullAddress: 'العنوان الكامل',
    home: 'المنزل',
    apartment: 'رقم الشقة',
    building: 'المبنى',
    floor: 'الطابق',
    saveAddress: 'حفظ العنوان',
    trackOrder: 'تتبع الطلب',
    delivered: 'تم توصيل طلبك',
    rate: 'قيّم طلبك',
    excellent: '5 ممتاز',
    submit: 'إرسال',
    thanks: 'شكراً على تقييمك!',
    loyaltyRedeemed: /رصيد الولاء المستخدم/,
    searchLocation: 'ابحث عن موقعك',
    jumeirah: 'جميرا',
    jumeirahOne: /^جميرا 1/,
    typeInSearch: 'يرجى كتابة عنوان في شريط البحث',
  },
} as const;

const money = /(\d+\.\d\d)/;
const toFils = (text: string | null) => Math.round(Number(money.exec(text ?? '')![1]) * 100);

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  const m = MORE[lang];
  const ar = lang === 'ar';

  test(`card 4000 0027 6000 3184 through 3-D Secure: approved places the order, denied places none (${lang})`, async ({
    page,
    product,
  }) => {
    await pickupBasket(page, product, 1, lang);
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, ar ? '0501000021' : '0501000011', lang);
    // Signing in from 'Review Order' ends at checkout.
    await page.getByPlaceholder(t.vehicle).fill('White Patrol, D 55123');
    await payWith(page, t.card);
    await fillCard(page, '4000002760003184', lang);
    const shown = (await page.getByTestId('checkout-total').textContent())!;
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page).toHaveURL(/\/sandbox\/3ds\//);
    await page.getByRole('button', { name: T[lang].approve }).click();
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible();
    const placed = await customerOrders(page, product);
    expect(placed).toHaveLength(1);
    expect(toFils(shown)).toBe((placed[0] as { totalOrderPrice: number }).totalOrderPrice);

    await pickupBasket(page, product, 1, lang);
    await page.getByRole('link', { name: t.review }).click();
    await page.getByPlaceholder(t.vehicle).fill('White Patrol, D 55123');
    await payWith(page, t.card);
    await fillCard(page, '4000002760003184', lang);
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page).toHaveURL(/\/sandbox\/3ds\//);
    await page.getByRole('button', { name: T[lang].deny }).click();
    await expect(page.getByRole('dialog')).toContainText(t.failed);
    expect(await customerOrders(page, product)).toHaveLength(1);
  });

  test(`an operator moves the order along, tracking follows, feedback is sent, then loyalty is redeemed (${lang})`, async ({
    page,
    product,
  }) => {
    // 3 x Hummus Fatteh to Jumeirah, cash: 72.00 + 7.00 fee, 5% VAT; 5% cashback once complete.
    await basketOfFatteh(page, product, lang, 3);
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, ar ? '0501000022' : '0501000012', lang);
    // Signing in from 'Review Order' ends at checkout.
    // 'Add new address' is said once, on its button; the card says there is none yet.
    await expect(page.getByText(m.noAddress, { exact: true })).toBeVisible();
    await expect(page.getByText(m.addAddress, { exact: true })).toHaveCount(1);
    await page.getByRole('button', { name: m.addAddress }).click();
    // The map's search: text not picked from the suggestions is refused; a suggestion pins the
    // place at zoom 16, so it confirms straight away.
    const search = page.getByRole('searchbox', { name: m.searchLocation });
    await search.fill(m.jumeirah);
    await search.press('Enter');
    await expect(page.getByRole('dialog')).toContainText(m.typeInSearch);
    await page.getByRole('dialog').getByRole('button', { name: t.close }).click();
    await page.getByRole('button', { name: m.jumeirahOne }).click();
    await page.getByRole('button', { name: m.confirmLocation }).click();
    await page.getByLabel(m.fullAddress).fill(ar ? 'فيلا 3، شارع الوصل' : 'Villa 3, Al Wasl Road');
    // Apartment, building and floor reach every screen that shows the address.
    await page.getByLabel(m.apartment, { exact: true }).fill('1405');
    await page.getByLabel(m.building, { exact: true }).fill('Al Manara Tower');
    await page.getByLabel(m.floor, { exact: true }).fill('14');
    await page.getByRole('radio', { name: m.home }).check();
    await page.getByRole('button', { name: m.saveAddress }).click();
    const door = new RegExp(`1405.{1,3}${m.floor} 14.{1,3}Al Manara Tower`);
    await expect(page.getByText(door).first()).toBeVisible();
    await payWith(page, t.cash);
    const shown = (await page.getByTestId('checkout-total').textContent())!;
    await page.getByRole('button', { name: t.placeOrder }).click();
    await page.getByRole('button', { name: m.trackOrder }).click();
    const tracker = page.getByTestId('order-tracker');
    await expect(tracker).toHaveAttribute('data-status', 'PENDING');
    const orderNumber = page.url().split('/').at(-1)!;
    const first = (await customerOrders(page, product)).find(
      (order) => order.orderNumber === orderNumber,
    ) as {
      totalOrderPrice: number;
    };
    expect(toFils(shown)).toBe(first.totalOrderPrice);

    for (const status of ['PREPARING', 'ON_THE_WAY', 'COMPLETE'] as const) {
      const moved = await page.request.post(`${product.origin}/api/v1/admin/update-order-status`, {
        headers: { 'x-admin-key': ADMIN_KEY },
        data: { orderNumber, status },
      });
      expect(moved.ok()).toBe(true);
      await expect(tracker).toHaveAttribute('data-status', status, { timeout: 15_000 });
    }
    await expect(tracker).toContainText(m.delivered);
    // Paid in cash on delivery: its tax invoice is issued as it completes, and tracking shows it.
    await expect(page.getByRole('link', { name: ar ? /الفاتورة الضريبية/ : /Tax invoice/ })).toHaveText(
      /ZH-INV-\d{6}/,
    );

    // Delivered: rated straight from the tracking page.
    await page.getByRole('link', { name: m.rate }).click();
    await page.getByRole('radio', { name: m.excellent }).click();
    await page.getByRole('button', { name: m.submit }).click();
    await expect(page.getByText(m.thanks)).toBeVisible();
    await page.goto(`${product.origin}/zaatar-house/order/my-orders`);
    await page.getByRole('link', { name: t.jumeirahStore }).click();
    await expect(page.getByText(door)).toBeVisible();
    // Rated once: no second invitation.
    await expect(page.getByRole('link', { name: m.rate })).toHaveCount(0);

    // Cashback arrived with COMPLETE: redeem it on the next order.
    await page.goto(`${product.origin}/zaatar-house/auth/settings`);
    await expect(page.getByTestId('wallet-balance')).toHaveText(money);
    const before = await page.getByTestId('wallet-balance').textContent();
    expect(toFils(before)).toBeGreaterThan(0);
    await basketOfFatteh(page, product, lang, 2);
    await page.getByRole('link', { name: t.review }).click();
    await page.getByRole('switch').click();
    await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    const redeemed = await page
      .getByTestId('checkout-totals')
      .getByText(m.loyaltyRedeemed)
      .locator('..')
      .textContent();
    // Paid by card through 3-D Secure: the redemption survives the trip to the challenge page.
    await payWith(page, t.card);
    await fillCard(page, '4000002760003184', lang);
    const secondShown = (await page.getByTestId('checkout-total').textContent())!;
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page).toHaveURL(/\/sandbox\/3ds\//);
    await page.getByRole('button', { name: T[lang].approve }).click();
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible({ timeout: 15_000 });
    // Its tax invoice: the loyalty credit lowers the lines, the total is what was shown.
    const invoiceLink = page
      .getByRole('dialog', { name: t.orderPlaced })
      .getByRole('link', { name: ar ? /الفاتورة الضريبية/ : /Tax invoice/ });
    const [invoice] = await Promise.all([page.waitForEvent('popup'), invoiceLink.click()]);
    expect(toFils(await invoice.getByTestId('invoice-total').textContent())).toBe(toFils(secondShown));
    await invoice.close();
    const orders = await customerOrders(page, product);
    const last = orders.find((order) => order.orderNumber !== orderNumber) as {
      loyaltyApplied: { redeemAmount: number };
      totalOrderPrice: number;
    };
    expect(last.loyaltyApplied.redeemAmount).toBeGreaterThan(0);
    expect(redeemed).toContain((last.loyaltyApplied.redeemAmount / 100).toFixed(2));
    expect(toFils(secondShown)).toBe(last.totalOrderPrice);
    await page.goto(`${product.origin}/zaatar-house/auth/settings`);
    await expect(page.getByTestId('wallet-balance')).toHaveText(money);
    const after = await page.getByTestId('wallet-balance').textContent();
    expect(toFils(before) - toFils(after)).toBe(last.loyaltyApplied.redeemAmount);
  });
}
