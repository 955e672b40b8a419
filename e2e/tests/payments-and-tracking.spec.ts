import { expect, test } from '../fixtures/product.js';
import { basketOfFatteh, customerOrders, fillCard, pickupBasket, signIn, T } from '../fixtures/storefront.js';

// Issue 8 journeys 3, 5 and 6: 3-D Secure approved and denied; an operator moving the order
// along while the tracking page follows, feedback, then loyalty credits redeemed.

const ADMIN_KEY = 'dev-admin-key-not-for-production';

test('card 4000 0027 6000 3184 through 3-D Secure: approved places the order, denied places none', async ({
  page,
  product,
}) => {
  await pickupBasket(page, product);
  await page.getByRole('link', { name: 'Review Order' }).click();
  await signIn(page, product, '0501000011', 'en');
  await page.getByRole('link', { name: 'Review Order' }).click();
  await page.getByPlaceholder('E.g plate 18692, color black, brand lexus').fill('White Patrol, D 55123');
  await page.getByRole('radio', { name: 'Credit / debit card' }).check({ force: true });
  await fillCard(page, '4000002760003184');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/sandbox\/3ds\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Placed' })).toBeVisible();
  expect(await customerOrders(page, product)).toHaveLength(1);

  await pickupBasket(page, product);
  await page.getByRole('link', { name: 'Review Order' }).click();
  await page.getByPlaceholder('E.g plate 18692, color black, brand lexus').fill('White Patrol, D 55123');
  await page.getByRole('radio', { name: 'Credit / debit card' }).check({ force: true });
  await fillCard(page, '4000002760003184');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/sandbox\/3ds\//);
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('dialog')).toContainText('Payment failed or cancelled');
  expect(await customerOrders(page, product)).toHaveLength(1);
});

test('an operator moves the order along, tracking follows, feedback is sent, then loyalty is redeemed', async ({
  page,
  product,
}) => {
  // 3 x Hummus Fatteh to Jumeirah, cash: 72.00 + 7.00 fee, 5% VAT; 5% cashback once complete.
  await basketOfFatteh(page, product, 'en', 3);
  await page.getByRole('link', { name: T.en.review }).click();
  await signIn(page, product, '0501000012', 'en');
  await page.getByRole('link', { name: T.en.review }).click();
  await page.getByRole('button', { name: 'Add new address' }).click();
  const map = page.getByRole('application');
  await map.click();
  await page.getByRole('button', { name: 'Confirm Location' }).click();
  await page.getByRole('button', { name: 'Increase zoom', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm Location' }).click();
  await page.getByLabel('Full address').fill('Villa 3, Al Wasl Road');
  await page.getByRole('radio', { name: 'Home' }).check();
  await page.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('radio', { name: 'Cash' }).check({ force: true });
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('button', { name: 'Track Order' }).click();
  const tracker = page.getByTestId('order-tracker');
  await expect(tracker).toHaveAttribute('data-status', 'PENDING');
  const orderNumber = page.url().split('/').at(-1)!;

  for (const status of ['PREPARING', 'ON_THE_WAY', 'COMPLETE'] as const) {
    const moved = await page.request.post(`${product.origin}/api/v1/admin/update-order-status`, {
      headers: { 'x-admin-key': ADMIN_KEY },
      data: { orderNumber, status },
    });
    expect(moved.ok()).toBe(true);
    await expect(tracker).toHaveAttribute('data-status', status, { timeout: 15_000 });
  }
  await expect(tracker).toContainText('Your order has been delivered');

  await page.goto(`${product.origin}/zaatar-house/order/my-orders`);
  await page.getByRole('link', { name: /Zaatar House Jumeirah/ }).click();
  await page.getByRole('link', { name: 'Rate your order' }).click();
  await page.getByRole('radio', { name: '5 Excellent' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();

  // Cashback arrived with COMPLETE: redeem it on the next order.
  await page.goto(`${product.origin}/zaatar-house/auth/settings`);
  await expect(page.getByTestId('wallet-balance')).toHaveText(/AED \d+\.\d\d/);
  const before = await page.getByTestId('wallet-balance').textContent();
  expect(before).not.toContain('AED 0.00');
  await basketOfFatteh(page, product, 'en', 2);
  await page.getByRole('link', { name: T.en.review }).click();
  await page.getByRole('switch').click();
  await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  const redeemed = await page
    .getByTestId('checkout-totals')
    .getByText(/Loyalty redeemed/)
    .locator('..')
    .textContent();
  await page.getByRole('radio', { name: 'Cash' }).check({ force: true });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Placed' })).toBeVisible();
  const orders = await customerOrders(page, product);
  const last = orders.find((order) => order.orderNumber !== orderNumber) as {
    loyaltyApplied: { redeemAmount: number };
  };
  expect(last.loyaltyApplied.redeemAmount).toBeGreaterThan(0);
  expect(redeemed).toContain((last.loyaltyApplied.redeemAmount / 100).toFixed(2));
  await page.goto(`${product.origin}/zaatar-house/auth/settings`);
  const toFils = (text: string | null) => Math.round(Number(/([\d.]+)/.exec(text ?? '')![1]) * 100);
  await expect(page.getByTestId('wallet-balance')).toHaveText(/AED \d+\.\d\d/);
  const after = await page.getByTestId('wallet-balance').textContent();
  expect(toFils(before) - toFils(after)).toBe(last.loyaltyApplied.redeemAmount);
});
