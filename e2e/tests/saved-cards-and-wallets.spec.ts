import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, type Product } from '../fixtures/product.js';
import {
  customerOrders,
  fillCard,
  payWith,
  pickupBasket,
  sessionToken,
  signIn,
} from '../fixtures/storefront.js';

// Payment flows beyond the checkout journeys: Dates & Co's hosted payment page, a card kept on the
// first order paying the next one, and a logout in one tab signing the other tab out. The wallet
// buttons (Apple Pay / Google Pay) never show here: headless Chromium cannot pay with a wallet and
// the sandbox gateway confirms typed test cards only.

const DATES_AND_CO = '6650a1e0c0ffee0000000003';
const VEHICLE = 'E.g plate 18692, color black, brand lexus';

type StoredOrder = {
  orderNumber: string;
  paymentType: string;
  totalOrderPrice: number;
  transactionInfo: { gateway: string; reference: string } | null;
  discountApplied: { discountCode: string } | null;
  totals: {
    cartTotal: number;
    discountAmount: number;
    deliveryFee: number;
    taxAmount: number;
    tipAmount: number;
    taxIncluded?: boolean;
  };
};

/** A brand's orders of the signed-in customer, straight from the API. */
async function ordersOf(page: Page, product: Product, brandId: string): Promise<StoredOrder[]> {
  const response = await page.request.get(
    `${product.origin}/api/v1/order/getCustomerOrders?brandId=${brandId}`,
    { headers: { authorization: `Bearer ${await sessionToken(page)}` } },
  );
  return ((await response.json()) as { data: StoredOrder[] }).data;
}

/** The signed-in customer as the storefront keeps them for the brand. */
async function storedUser(page: Page): Promise<{ userId: string; phoneNumber: string }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith(':session'));
    const session = key
      ? (JSON.parse(localStorage.getItem(key)!) as { user: { userId: string; phoneNumber: string } })
      : null;
    return session?.user ?? { userId: '', phoneNumber: '' };
  });
}

test('Dates & Co: the card is paid on the hosted payment page and the order is placed on return', async ({
  page,
  product,
}) => {
  await page.goto(`${product.origin}/dates-and-co`);
  await page.getByRole('button', { name: 'Delivery', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Dubai', exact: true }).click();
  await expect(page).toHaveURL(/\/dates-and-co\/store\/store-detail$/);
  // AED 95 clears Dubai's AED 75 minimum.
  await page
    .getByRole('link', { name: /Majlis Gift Box/ })
    .first()
    .click();
  await page.getByRole('radio', { name: '16 pieces' }).check();
  await page.getByRole('button', { name: /Add 1 to basket/ }).click();
  await expect(page).toHaveURL(/store-detail$/);
  await page.getByRole('link', { name: /View Basket/ }).click();
  await page.getByRole('link', { name: 'Review Order' }).click();
  await signIn(page, product, '0501000081', 'en');
  // Signing in from 'Review Order' ends at checkout.
  await expect(page).toHaveURL(/\/dates-and-co\/order\/checkout$/);

  await page.getByRole('button', { name: 'Add new address' }).click();
  await expect(page).toHaveURL(/\/dates-and-co\/checkout\/map-address$/);
  await page.getByRole('application').click();
  await page.getByRole('button', { name: 'Confirm Location' }).click();
  await page.getByRole('button', { name: 'Increase zoom', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm Location' }).click();
  await expect(page).toHaveURL(/\/checkout\/add-delivery-address\?redirectedFrom=map-address$/);
  await page.getByLabel('Full address').fill('Warehouse 4, Street 17');
  await page.getByRole('radio', { name: 'Office' }).check();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/dates-and-co\/order\/checkout$/);

  // The first-order code survives the trip to the hosted page.
  await page.getByRole('button', { name: 'Add discount code' }).click();
  await page.getByRole('textbox', { name: 'Discount code' }).fill('DATES10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('DATES10')).toBeVisible();
  // Dates & Co's prices include 5% VAT: the checkout says so and adds nothing for it.
  await expect(page.getByTestId('checkout-totals')).toContainText('VAT included (5%)');
  // The hosted page takes the card itself: no card form here.
  await payWith(page, 'Credit / debit card');
  await expect(page.getByText('Redirecting to the payment page...')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  const shown = (await page.getByTestId('checkout-total').textContent())!.trim();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/sandbox\/hosted\//);
  await expect(page.getByRole('heading', { name: 'Secure payment' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry month (MM)').fill('12');
  await page.getByLabel('Expiry year (YY)').fill('30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay AED/ }).click();

  await expect(page.getByRole('dialog', { name: 'Order Placed' })).toBeVisible({ timeout: 15_000 });
  const orders = await ordersOf(page, product, DATES_AND_CO);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    paymentType: 'CREDIT_CARD',
    transactionInfo: { gateway: 'hosted' },
    discountApplied: { discountCode: 'DATES10' },
  });
  expect(shown).toContain((orders[0]!.totalOrderPrice / 100).toFixed(2));
  // What was paid is the prices shown, less the code, plus the fee: the VAT is inside them.
  const totals = orders[0]!.totals;
  expect(totals.taxIncluded).toBe(true);
  expect(orders[0]!.totalOrderPrice).toBe(totals.cartTotal - totals.discountAmount + totals.deliveryFee);
  expect(totals.taxAmount).toBe(Math.round(((orders[0]!.totalOrderPrice - totals.tipAmount) * 5) / 105));
});

test('a card kept on the first order is offered first on the next and pays it without typing it', async ({
  page,
  product,
}) => {
  await pickupBasket(page, product);
  await page.getByRole('link', { name: 'Review Order' }).click();
  await signIn(page, product, '0501000082', 'en');
  // Signing in from 'Review Order' ends at checkout.
  await expect(page).toHaveURL(/store\/checkout$/);
  await page.getByPlaceholder(VEHICLE).fill('Plate 18692, black Lexus');
  await payWith(page, 'Credit / debit card');
  // Nothing saved yet: the new-card form, no list.
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expect(page.getByText('Saved cards')).toHaveCount(0);
  await expect(page.getByTestId('wallet-buttons')).toHaveCount(0);
  await fillCard(page, '4242424242424242');
  await page.getByRole('checkbox', { name: 'Save card for future payments' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Placed' })).toBeVisible();

  const cards = await page.request.post(
    `${product.origin}/api/v1/orders-checkout-payment/stripe/get-customer-cards?app_version=26&app_name=storefront`,
    {
      headers: { authorization: `Bearer ${await sessionToken(page)}` },
      data: { brandId: '6650a1e0c0ffee0000000001' },
    },
  );
  expect(((await cards.json()) as { cards: { last4: string }[] }).cards).toEqual([
    expect.objectContaining({ last4: '4242', expMonth: 12, expYear: 2030 }),
  ]);

  await pickupBasket(page, product);
  await page.getByRole('link', { name: 'Review Order' }).click();
  await expect(page).toHaveURL(/store\/checkout$/);
  await page.getByPlaceholder(VEHICLE).fill('Plate 18692, black Lexus');
  await payWith(page, 'Credit / debit card');
  // The saved card first and chosen, 'Add new card' last; no card form to fill.
  await expect(page.getByText('Saved cards')).toBeVisible();
  const saved = page.getByRole('radio', { name: /Card ending in 4242/ });
  await expect(saved).toBeChecked();
  await expect(page.getByText('•••• 4242')).toBeVisible();
  await expect(page.getByText('Expires 12/30')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Add new card' })).not.toBeChecked();
  const choices = page.getByRole('group', { name: 'Saved cards' }).getByRole('radio');
  await expect(choices).toHaveCount(2);
  await expect(choices.last()).toHaveAccessibleName('Add new card');
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Placed' })).toBeVisible();

  const orders = (await customerOrders(page, product)) as StoredOrder[];
  expect(orders).toHaveLength(2);
  for (const order of orders) {
    expect(order).toMatchObject({ paymentType: 'CREDIT_CARD', transactionInfo: { gateway: 'intent' } });
  }
  expect(orders[0]!.transactionInfo!.reference).not.toBe(orders[1]!.transactionInfo!.reference);
});

test('signing in identifies the customer; logging out in a second tab signs the first tab out', async ({
  page,
  context,
  product,
}) => {
  await page.goto(`${product.origin}/zaatar-house/auth/login`);
  await signIn(page, product, '0501000083', 'en');

  // Analytics identify: user id and the SHA-256 of the phone number, nothing sent anywhere.
  const user = await storedUser(page);
  expect(user.userId).not.toBe('');
  const events = await page.evaluate(
    () => (window as unknown as { __storefrontAnalytics?: unknown[] }).__storefrontAnalytics ?? [],
  );
  const phoneHash = createHash('sha256')
    .update(user.phoneNumber.replace(/[^\d+]/g, ''))
    .digest('hex');
  expect(events).toContainEqual(
    expect.objectContaining({
      type: 'identify',
      userId: user.userId,
      traits: expect.objectContaining({ phoneHash }),
    }),
  );

  await page.goto(`${product.origin}/zaatar-house/auth/settings`);
  await expect(page.getByText('This is your account for Zaatar House')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __beforeLogout?: boolean }).__beforeLogout = true;
  });

  const other = await context.newPage();
  await other.goto(`${product.origin}/zaatar-house/auth/settings`);
  await expect(other.getByText('This is your account for Zaatar House')).toBeVisible();
  await other.getByRole('button', { name: 'Logout' }).click();

  // The first tab sees the logout event in local storage, reloads, and the guard sends it to login.
  await expect(page).toHaveURL(/\/zaatar-house\/auth\/login$/);
  await expect(page.getByLabel('WhatsApp number')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __beforeLogout?: boolean }).__beforeLogout),
  ).toBeUndefined();
  expect(await sessionToken(page)).toBe('');
});
