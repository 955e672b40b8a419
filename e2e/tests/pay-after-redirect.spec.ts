import type { Page } from '@playwright/test';
import { expect, test, type Product } from '../fixtures/product.js';
import { MANAGER, openBoard, showColumn } from '../fixtures/operator.js';
import { customerOrders, fillCard, payWith, signIn, T } from '../fixtures/storefront.js';

// A payment that leaves the page for 3-D Secure comes back to place exactly the order the customer
// confirmed: the discount code, the pre-order slot and the total shown. A code lost on the way back
// would have the server refuse the paid order with 'menu updated', the card still charged.

const MORE = {
  en: {
    reem: /Al Reem Island/,
    addCode: 'Add discount code',
    code: 'Discount code',
    apply: 'Apply',
  },
  ar: {
    reem: /جزيرة الريم/,
    addCode: 'إضافة رمز خصم',
    code: 'رمز الخصم',
    apply: 'تطبيق',
  },
} as const;

const toFils = (text: string | null) => Math.round(Number(/(\d+\.\d\d)/.exec(text ?? '')![1]) * 100);

/**
 * A customer at Al Reem Island (closed now, taking pre-orders: its first slot is chosen by
 * itself) with `fattehs` Hummus Fatteh, signed in with `phone`, at checkout with the car given.
 */
async function reemCheckout(
  page: Page,
  product: Product,
  lang: 'en' | 'ar',
  options: { phone: string; vehicle: string; fattehs?: number },
) {
  const t = T[lang];
  await page.addInitScript((language) => window.localStorage.setItem('storefront.language', language), lang);
  await page.goto(`${product.origin}/zaatar-house`);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await page.getByRole('button', { name: t.pickup, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: MORE[lang].reem }).click();
  await expect(page).toHaveURL(/store-detail$/);
  for (let index = 0; index < (options.fattehs ?? 1); index += 1) {
    await page.getByRole('link', { name: t.fatteh }).click();
    await page.getByRole('button', { name: t.add }).click();
    await expect(page).toHaveURL(/store-detail$/);
  }
  await page.getByRole('link', { name: t.viewBasket }).click();
  await page.getByRole('link', { name: t.review }).click();
  await signIn(page, product, options.phone, lang);
  // Signing in from 'Review Order' ends at checkout.
  await expect(page).toHaveURL(/store\/checkout$/);
  const vehicle = page.getByPlaceholder(t.vehicle);
  if (await vehicle.isVisible()) await vehicle.fill(options.vehicle);
}

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  const m = MORE[lang];
  const ar = lang === 'ar';

  test(`3-D Secure keeps the code STAFF30 and the pre-order slot: the order placed is the one shown (${lang})`, async ({
    page,
    product,
  }) => {
    await reemCheckout(page, product, lang, {
      phone: ar ? '0501000121' : '0501000111',
      vehicle: 'White Patrol, D 55123',
      fattehs: 2,
    });
    await page.getByRole('button', { name: m.addCode }).click();
    await page.getByRole('textbox', { name: m.code }).fill('staff30');
    await page.getByRole('button', { name: m.apply }).click();
    await expect(page.getByText('STAFF30')).toBeVisible();
    await payWith(page, t.card);
    await fillCard(page, '4000002760003184', lang);
    const shown = (await page.getByTestId('checkout-total').textContent())!;

    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page).toHaveURL(/\/sandbox\/3ds\//);
    // The bank's page speaks the checkout's language.
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', ar ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: T[lang].approve }).click();
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible({ timeout: 15_000 });

    const placed = (await customerOrders(page, product)) as {
      totalOrderPrice: number;
      orderStatus: string;
      isPreOrder: boolean;
      isPaid: boolean;
      discountApplied: { discountCode: string } | null;
    }[];
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      orderStatus: 'SCHEDULED',
      isPreOrder: true,
      isPaid: true,
      discountApplied: { discountCode: 'STAFF30' },
    });
    expect(placed[0]!.totalOrderPrice).toBe(toFils(shown));
  });
}

// Back from the 3-D Secure page to checkout, then 'Place order' again (docs/payments.md, "Checkout:
// Back from a gateway page"): the next press starts a new payment, rather than confirming the one
// left on that page and saying 'This payment has already been processed' with nothing charged.
for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  const ar = lang === 'ar';

  test(`Back from 3-D Secure, then Place order again: a new 3-D Secure page, one order, the total shown (${lang})`, async ({
    page,
    product,
  }) => {
    await reemCheckout(page, product, lang, {
      phone: ar ? '0501000141' : '0501000131',
      vehicle: 'Silver Lexus, A 20417',
    });
    await payWith(page, t.card);
    await fillCard(page, '4000002760003184', lang);
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page).toHaveURL(/\/sandbox\/3ds\//);
    const abandoned = page.url();

    // Back to checkout, without answering the bank's page.
    await page.goBack();
    await expect(page).toHaveURL(/store\/checkout$/);
    await payWith(page, t.card);
    await fillCard(page, '4000002760003184', lang);
    const shown = (await page.getByTestId('checkout-total').textContent())!;
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page).toHaveURL(/\/sandbox\/3ds\//, { timeout: 15_000 });
    expect(page.url()).not.toBe(abandoned);
    await expect(
      page.getByText(ar ? 'تمت معالجة هذه الدفعة مسبقاً' : 'This payment has already been processed'),
    ).toHaveCount(0);
    await page.getByRole('button', { name: T[lang].approve }).click();
    const dialog = page.getByRole('dialog', { name: t.orderPlaced });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    // Thanked by the name given at sign-in, not 'Friend'.
    await expect(dialog).toContainText(
      ar ? 'شكراً لك يا مريم! تم إرسال طلبك' : 'Thanks, Mariam! Your order has been sent',
    );

    const placed = (await customerOrders(page, product)) as { totalOrderPrice: number; isPaid: boolean }[];
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ isPaid: true, totalOrderPrice: toFils(shown) });
    // The account greets by name too, with the number below it.
    await page.goto(`${product.origin}/zaatar-house/auth/settings`);
    await expect(page.getByRole('heading', { name: ar ? 'مرحباً، مريم' : 'Hello, Mariam' })).toBeVisible();
    await expect(page.getByText(ar ? '+971 50 100 0141' : '+971 50 100 0131')).toBeVisible();
  });
}

// The bank approves the 3-D Secure page and the phone loses the page before it comes back
// (docs/payments.md, "Webhooks"). The checkout was kept on the server before leaving; the gateway's
// event places the order, and the customer finds it on a new page, charged the total they were
// shown.
for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  const ar = lang === 'ar';

  test(`3-D Secure approved, then the page closed before it came back: the order is placed, the total shown, and it is on the board (${lang})`, async ({
    page,
    browser,
    product,
  }) => {
    await reemCheckout(page, product, lang, {
      phone: ar ? '0501000161' : '0501000151',
      vehicle: 'Black Range Rover, K 70215',
    });
    await payWith(page, t.card);
    await fillCard(page, '4000002760003184', lang);
    const shown = (await page.getByTestId('checkout-total').textContent())!;
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page).toHaveURL(/\/sandbox\/3ds\//);

    // The way back never loads: the page is gone once the bank has its answer.
    await page.route('**/store/checkout?**', (route) => route.abort());
    const answered = page.waitForResponse(
      (response) => response.url().includes('/sandbox/3ds/') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: T[lang].approve }).click();
    await answered;
    // The customer opens the shop again later (the lost page's way back was never loaded).
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const later = page;
    await later.goto(`${product.origin}/zaatar-house/order/my-orders`);
    await expect.poll(async () => (await customerOrders(later, product)).length, { timeout: 15_000 }).toBe(1);
    const [placed] = (await customerOrders(later, product)) as {
      totalOrderPrice: number;
      isPaid: boolean;
      orderNumber: string;
      orderStatus: 'PENDING' | 'SCHEDULED';
    }[];
    expect(placed).toMatchObject({ isPaid: true, totalOrderPrice: toFils(shown) });
    await later.reload();
    await later.getByRole('link', { name: MORE[lang].reem }).first().click();
    await expect(later).toHaveURL(/order-detail\?order=ZH-\w+$/);
    await expect(later.getByTestId('order-cost-summary')).toContainText(shown.trim());

    // The brand's manager, on another device, has it on the board, paid, at the total shown.
    const device = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const board = await device.newPage();
      await openBoard(board, product, lang, MANAGER);
      await showColumn(board, lang, placed!.orderStatus);
      const card = board.getByRole('region', { name: placed!.orderNumber });
      await expect(card).toBeVisible();
      await expect(card).toContainText((toFils(shown) / 100).toFixed(2));
    } finally {
      await device.close();
    }
  });

  test(`a card approved in the page, the way back to place the order lost: the order is placed all the same, once (${lang})`, async ({
    page,
    product,
  }) => {
    await reemCheckout(page, product, lang, {
      phone: ar ? '0501000181' : '0501000171',
      vehicle: 'White Lexus LX, Dubai T 44102',
    });
    await payWith(page, t.card);
    // A card that needs no 3-D Secure: confirmed inside the page.
    await fillCard(page, '4242424242424242', lang);
    const shown = (await page.getByTestId('checkout-total').textContent())!;
    // The connection drops on the way back: the page's own place-order never reaches the server.
    await page.route('**/order/place-order-v2', (route) => route.abort());
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect.poll(async () => (await customerOrders(page, product)).length, { timeout: 15_000 }).toBe(1);
    const [placed] = (await customerOrders(page, product)) as {
      totalOrderPrice: number;
      isPaid: boolean;
      orderNumber: string;
    }[];
    expect(placed).toMatchObject({ isPaid: true, totalOrderPrice: toFils(shown) });
    // The page learns its order all the same (found by the attempt's key) and says it was placed.
    const done = page.getByRole('dialog', { name: ar ? 'تم إرسال الطلب' : 'Order Placed' });
    await expect(done).toBeVisible({ timeout: 15_000 });
    await expect(done).toContainText(placed!.orderNumber);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto(`${product.origin}/zaatar-house/order/my-orders`);
    await expect(page.getByRole('link', { name: MORE[lang].reem })).toHaveCount(1);
    expect(await customerOrders(page, product)).toHaveLength(1);
  });
}
