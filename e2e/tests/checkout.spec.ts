import { expect, test } from '../fixtures/product.js';
import {
  basketOfFatteh,
  customerOrders,
  fillCard,
  latestCode,
  payWith,
  pickupBasket,
  signIn,
  T,
} from '../fixtures/storefront.js';

// Checkout journeys: sign in through the dev OTP outbox, check out and pay, then the orders.

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  const ar = lang === 'ar';

  test(`delivery order paid cash with a discount code, then seen in My Orders (${lang})`, async ({
    page,
    product,
  }) => {
    await basketOfFatteh(page, product, lang, 2);
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, ar ? '0501000002' : '0501000001', lang);
    // Signing in from 'Review Order' ends at checkout, not back at the basket.
    await expect(page).toHaveURL(/store\/checkout$/);

    // No saved address yet: the map, the zoom rule, then the address form.
    await page.getByRole('button', { name: ar ? 'إضافة عنوان جديد' : 'Add new address' }).click();
    await expect(page).toHaveURL(/checkout\/map-address$/);
    const map = page.getByRole('application');
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await page.getByRole('button', { name: ar ? 'تأكيد الموقع' : 'Confirm Location' }).click();
    await page.getByRole('button', { name: ar ? 'تكبير الخريطة' : 'Increase zoom', exact: true }).click();
    await page.getByRole('button', { name: ar ? 'تأكيد الموقع' : 'Confirm Location' }).click();
    await expect(page).toHaveURL(/add-delivery-address\?redirectedFrom=map-address$/);
    await page
      .getByLabel(ar ? 'العنوان الكامل' : 'Full address')
      .fill(ar ? 'فيلا 14، شارع 2ب' : 'Villa 14, Street 2b');
    // Apartment, building and floor boxes on one line, however their labels wrap.
    const tops = await Promise.all(
      (ar ? ['رقم الشقة', 'المبنى', 'الطابق'] : ['Apartment no.', 'Building', 'Floor']).map(
        async (label) => (await page.getByLabel(label, { exact: true }).boundingBox())!.y,
      ),
    );
    expect(new Set(tops.map(Math.round)).size).toBe(1);
    await page.getByRole('radio', { name: ar ? 'المنزل' : 'Home' }).check();
    await page.getByRole('button', { name: ar ? 'حفظ العنوان' : 'Save address' }).click();
    await expect(page).toHaveURL(/store\/checkout$/);

    await page.getByRole('button', { name: ar ? 'إضافة رمز خصم' : 'Add discount code' }).click();
    await page.getByRole('textbox', { name: ar ? 'رمز الخصم' : 'Discount code' }).fill('welcome20');
    await page.getByRole('button', { name: ar ? 'تطبيق' : 'Apply' }).click();
    await expect(page.getByText('WELCOME20')).toBeVisible();
    await payWith(page, ar ? 'الدفع نقداً عند الاستلام' : 'Cash');
    const shown = await page.getByTestId('checkout-total').textContent();
    expect(shown).toContain('47.67');
    // The coupon card's Total is the checkout's Total, after the code and before it.
    await expect(page.locator('ins').filter({ hasText: '47.67' })).toBeVisible();
    await expect(page.locator('del').filter({ hasText: /\d+\.\d\d/ })).not.toHaveText(/47\.67/);
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible();
    // The purchase the pixels hear is the cart total, as the spec says: the items before
    // the code, the fee and VAT, not the 47.67 charged.
    const [placed] = (await customerOrders(page, product)) as {
      orderNumber: string;
      itemsTotalPrice: number;
    }[];
    const purchase = await page.evaluate(() =>
      (
        (window as unknown as { __storefrontAnalytics?: { type: string; name?: string }[] })
          .__storefrontAnalytics ?? []
      ).find((event) => event.type === 'track' && event.name === 'purchase'),
    );
    expect(purchase).toMatchObject({
      properties: { orderNumber: placed!.orderNumber, total: placed!.itemsTotalPrice },
    });
    expect(placed!.itemsTotalPrice).not.toBe(4767);

    await page.goto(`${product.origin}/zaatar-house/order/my-orders`);
    await page.getByRole('link', { name: ar ? /بيت الزعتر - جميرا/ : /Zaatar House Jumeirah/ }).click();
    await expect(page).toHaveURL(/order-detail\?order=ZH-\w+$/);
    await expect(page.getByTestId('order-cost-summary')).toContainText(shown!.trim());
  });
}

const MORE = {
  en: {
    wrongCode: 'The verification code is not correct',
    locked: 'Too many wrong codes. Please ask for a new code.',
  },
  ar: {
    wrongCode: 'رمز التحقق غير صحيح',
    locked: 'تم إدخال رموز خاطئة كثيرة. يرجى طلب رمز جديد.',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  const m = MORE[lang];
  const ar = lang === 'ar';

  test(`a basket below the area minimum shows the missing AED (${lang})`, async ({ page, product }) => {
    await basketOfFatteh(page, product, lang, 1);
    await expect(page.getByRole('link', { name: /16\.00/ })).toBeVisible();
  });

  test(`a wrong code is refused, and after five wrong tries even the right one until a new code (${lang})`, async ({
    page,
    product,
  }) => {
    const national = ar ? '0501000019' : '0501000009';
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(`${product.origin}/zaatar-house/auth/login`);
    await expect(page.locator('html')).toHaveAttribute('dir', ar ? 'rtl' : 'ltr');
    await page.getByLabel(t.phone).fill(national);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page).toHaveURL(/verify-otp$/);
    const code = await latestCode(page, product, `+971${national.slice(1)}`);
    const wrong = code === '0000' ? '1111' : '0000';
    const entry = page.getByRole('textbox');
    await entry.fill(wrong);
    await expect(page.getByRole('alert')).toContainText(m.wrongCode);
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await expect(entry).toBeEnabled();
      await entry.fill(wrong);
      await expect(entry).toHaveValue('');
    }
    await entry.fill(code);
    await expect(page.getByRole('alert')).toContainText(m.locked);
    await expect(page).toHaveURL(/verify-otp$/);
  });

  test(`pickup paid by the sandbox card 4242 with vehicle info; a declined card places nothing (${lang})`, async ({
    page,
    product,
  }) => {
    await pickupBasket(page, product, 1, lang);
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, ar ? '0501000015' : '0501000005', lang);
    // Signing in from 'Review Order' ends at checkout.
    await expect(page).toHaveURL(/store\/checkout$/);

    await payWith(page, t.card);
    await fillCard(page, '4000000000000002', lang);
    await page.getByRole('button', { name: t.placeOrder }).click();
    // The store wants the vehicle: the first checkout error comes in a message.
    await expect(page.getByRole('dialog')).toContainText(t.vehicleMissing);
    await page.getByRole('dialog').getByRole('button', { name: t.close }).click();
    await page.getByPlaceholder(t.vehicle).fill('Plate 18692, black Lexus');
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page.getByRole('dialog')).toContainText(t.declined);
    await page.getByRole('dialog').getByRole('button', { name: t.close }).click();
    await expect(page).toHaveURL(/store\/checkout$/);
    expect(await customerOrders(page, product)).toHaveLength(0);

    await page.getByLabel(t.cardNumber).fill('4242424242424242');
    const shown = (await page.getByTestId('checkout-total').textContent())!;
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible();
    const orders = await customerOrders(page, product);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      paymentType: 'CREDIT_CARD',
      pickupVehicleInfo: 'Plate 18692, black Lexus',
    });
    // The total the customer saw is the total the server stored.
    expect(shown).toContain(((orders[0] as { totalOrderPrice: number }).totalOrderPrice / 100).toFixed(2));

    // Its tax invoice, from the order's detail: the supplier, its TRN, and the total shown.
    await page.goto(`${product.origin}/zaatar-house/order/my-orders`);
    await page.getByRole('link', { name: ar ? /بيت الزعتر - جميرا/ : /Zaatar House Jumeirah/ }).click();
    const invoiceLink = page.getByRole('link', { name: ar ? /الفاتورة الضريبية/ : /Tax invoice/ });
    await expect(invoiceLink).toHaveText(/ZH-INV-\d{6}/);
    const [invoice] = await Promise.all([page.waitForEvent('popup'), invoiceLink.click()]);
    await expect(invoice.locator('html')).toHaveAttribute('dir', ar ? 'rtl' : 'ltr');
    await expect(invoice.getByRole('heading', { level: 1 })).toContainText(
      ar ? 'فاتورة ضريبية' : 'Tax Invoice',
    );
    await expect(invoice.getByText('100234567800003')).toBeVisible();
    const charged = ((orders[0] as { totalOrderPrice: number }).totalOrderPrice / 100).toFixed(2);
    await expect(invoice.getByTestId('invoice-total')).toHaveText(`AED ${charged}`);
    expect(shown).toContain(charged);
    await invoice.close();
    // The detail's link names its order: reloaded, it opens the same order, not the list.
    const orderNumber = (orders[0] as { orderNumber: string }).orderNumber;
    await expect(page).toHaveURL(new RegExp(`/order/order-detail\\?order=${orderNumber}$`));
    await page.reload();
    await expect(page.getByRole('link', { name: ar ? /الفاتورة الضريبية/ : /Tax invoice/ })).toBeVisible();
    await expect(page.getByText(orderNumber)).toBeVisible();
  });
}
