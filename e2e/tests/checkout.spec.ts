import { expect, test } from '../fixtures/product.js';
import {
  basketOfFatteh,
  customerOrders,
  fillCard,
  latestCode,
  pickupBasket,
  signIn,
  T,
} from '../fixtures/storefront.js';

// Issue 8 journeys: sign in through the dev OTP outbox, check out and pay, then the orders.

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
    await expect(page).toHaveURL(/store\/basket$/);
    await page.getByRole('link', { name: t.review }).click();
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
    await page.getByRole('radio', { name: ar ? 'المنزل' : 'Home' }).check();
    await page.getByRole('button', { name: ar ? 'حفظ العنوان' : 'Save address' }).click();
    await expect(page).toHaveURL(/store\/checkout$/);

    await page.getByRole('button', { name: ar ? 'إضافة رمز خصم' : 'Add discount code' }).click();
    await page.getByRole('textbox', { name: ar ? 'رمز الخصم' : 'Discount code' }).fill('welcome20');
    await page.getByRole('button', { name: ar ? 'تطبيق' : 'Apply' }).click();
    await expect(page.getByText('WELCOME20')).toBeVisible();
    await page.getByRole('radio', { name: ar ? 'الدفع نقداً عند الاستلام' : 'Cash' }).check({ force: true });
    const shown = await page.getByTestId('checkout-total').textContent();
    expect(shown).toContain('47.67');
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible();

    await page.goto(`${product.origin}/zaatar-house/order/my-orders`);
    await page.getByRole('link', { name: ar ? /بيت الزعتر - جميرا/ : /Zaatar House Jumeirah/ }).click();
    await expect(page).toHaveURL(/order-detail$/);
    await expect(page.getByTestId('order-cost-summary')).toContainText(shown!.trim());
  });
}

test('a basket below the area minimum shows the missing AED', async ({ page, product }) => {
  await basketOfFatteh(page, product, 'en', 1);
  await expect(page.getByRole('link', { name: /AED 16\.00/ })).toBeVisible();
});

test('a wrong code is refused, and after five wrong tries even the right one until a new code', async ({
  page,
  product,
}) => {
  await page.goto(`${product.origin}/zaatar-house/auth/login`);
  await page.getByLabel('WhatsApp number').fill('0501000009');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/verify-otp$/);
  const code = await latestCode(page, product, '+971501000009');
  const wrong = code === '0000' ? '1111' : '0000';
  const entry = page.getByRole('textbox');
  await entry.fill(wrong);
  await expect(page.getByRole('alert')).toContainText('The verification code is not correct');
  for (let attempt = 2; attempt <= 5; attempt += 1) {
    await expect(entry).toBeEnabled();
    await entry.fill(wrong);
    await expect(entry).toHaveValue('');
  }
  await entry.fill(code);
  await expect(page.getByRole('alert')).toContainText('Too many wrong codes. Please ask for a new code.');
  await expect(page).toHaveURL(/verify-otp$/);
});

test('pickup paid by the sandbox card 4242 with vehicle info; a declined card places nothing', async ({
  page,
  product,
}) => {
  await pickupBasket(page, product);
  await page.getByRole('link', { name: 'Review Order' }).click();
  await signIn(page, product, '0501000005', 'en');
  await page.getByRole('link', { name: 'Review Order' }).click();
  await expect(page).toHaveURL(/store\/checkout$/);

  await page.getByRole('radio', { name: 'Credit / debit card' }).check({ force: true });
  await fillCard(page, '4000000000000002');
  await page.getByRole('button', { name: 'Place order' }).click();
  // The store wants the vehicle: the first checkout error comes in a message.
  await expect(page.getByRole('dialog')).toContainText('Please enter your vehicle information');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByPlaceholder('E.g plate 18692, color black, brand lexus').fill('Plate 18692, black Lexus');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('dialog')).toContainText('Bank declined payment, please try again');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/store\/checkout$/);
  expect(await customerOrders(page, product)).toHaveLength(0);

  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Placed' })).toBeVisible();
  const orders = await customerOrders(page, product);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    paymentType: 'CREDIT_CARD',
    pickupVehicleInfo: 'Plate 18692, black Lexus',
  });
});
