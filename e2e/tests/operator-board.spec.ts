import type { Page } from '@playwright/test';
import { expect, test, type Product } from '../fixtures/product.js';
import { payWith, pickupBasket, signIn, T } from '../fixtures/storefront.js';

// Issue 17: the restaurant's side. A customer orders in one browser while the Jumeirah store's staff
// have the order board open in another: the order arrives on the board without a reload (with an
// alert), staff move it to PREPARING and ON_THE_WAY, and the customer's tracking page follows each
// step as it is pushed; a rejected order shows the customer the store's reason. English and Arabic.

const STAFF = { email: 'jumeirah@zaatarhouse.example', password: 'zaatar-jumeirah-demo' };

const B = {
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    newOrder: 'New order',
    PREPARING: 'Start preparing',
    ON_THE_WAY: 'On the way / ready',
    reject: 'Reject',
    reasonLabel: 'Reason the customer sees',
    confirm: 'Confirm',
    trackOrder: 'Track Order',
    reason: 'We ran out of halloumi, sorry',
    theStoreSays: 'The store says: We ran out of halloumi, sorry',
    vehicle: 'White Land Cruiser, plate 18692',
    status: 'Status',
    PENDING_label: 'Pending',
    REJECTED_label: 'Rejected',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    newOrder: 'طلب جديد',
    PREPARING: 'ابدأ التحضير',
    ON_THE_WAY: 'في الطريق / جاهز',
    reject: 'رفض',
    reasonLabel: 'السبب الذي يراه العميل',
    confirm: 'تأكيد',
    trackOrder: 'تتبع الطلب',
    reason: 'نفد الحلوم، نعتذر',
    theStoreSays: 'رسالة المطعم: نفد الحلوم، نعتذر',
    vehicle: 'لاند كروزر بيضاء، لوحة 18692',
    status: 'الحالة',
    PENDING_label: 'قيد الانتظار',
    REJECTED_label: 'مرفوض',
  },
} as const;

/** The staff member's board, in its own browser context (another device at the pass). */
async function openBoard(board: Page, product: Product, lang: 'en' | 'ar') {
  const b = B[lang];
  await board.addInitScript((language) => window.localStorage.setItem('storefront.language', language), lang);
  await board.goto(`${product.origin}/zaatar-house/operator`);
  await expect(board.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await board.getByLabel(b.email).fill(STAFF.email);
  await board.getByLabel(b.password).fill(STAFF.password);
  await board.getByRole('button', { name: b.signIn }).click();
  await expect(board.getByTestId('board-connection')).toHaveAttribute('data-live', 'true');
}

/** From a basket on the checkout: vehicle, cash, place; answers the order number, on 'Order Placed'. */
async function place(page: Page, lang: 'en' | 'ar'): Promise<string> {
  const t = T[lang];
  const b = B[lang];
  await page.getByRole('link', { name: t.review }).click();
  await expect(page).toHaveURL(/store\/checkout$/);
  await page.getByPlaceholder(t.vehicle).fill(b.vehicle);
  await payWith(page, t.cash);
  await page.getByRole('button', { name: t.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/order-success\/[A-Z0-9-]+$/);
  return page.url().split('/').at(-1)!;
}

/** Places the order, then 'Track Order'; answers the order number. */
async function placeAndTrack(page: Page, lang: 'en' | 'ar'): Promise<string> {
  const b = B[lang];
  await place(page, lang);
  const stream = page.waitForRequest(/\/order\/order-status-events\//);
  await page.getByRole('button', { name: b.trackOrder }).click();
  await expect(page).toHaveURL(/\/track-order\/[A-Z0-9-]+$/);
  // The tracking page follows the push channel (not only polling).
  await stream;
  await expect(page.getByTestId('order-tracker')).toHaveAttribute('data-status', 'PENDING');
  return page.url().split('/').at(-1)!;
}

for (const lang of ['en', 'ar'] as const) {
  const b = B[lang];
  const t = T[lang];

  test(`staff see a new order arrive live and move it; the customer sees each step pushed (${lang})`, async ({
    page,
    browser,
    product,
  }) => {
    // Two browsers, a sign-in and two orders placed through the storefront.
    test.setTimeout(180_000);
    const staffContext = await browser.newContext();
    const board = await staffContext.newPage();
    try {
      await openBoard(board, product, lang);

      await pickupBasket(page, product, 1, lang);
      await page.getByRole('link', { name: t.review }).click();
      await signIn(page, product, lang === 'ar' ? '0501000702' : '0501000701', lang);
      const orderNumber = await placeAndTrack(page, lang);

      // On the board without a reload: announced, in the New column, with what the kitchen needs.
      await expect(board.getByTestId('new-order-alert')).toContainText(`${b.newOrder} ${orderNumber}`);
      const card = board.locator(`[data-column="PENDING"] [data-order="${orderNumber}"]`);
      await expect(card).toBeVisible();
      await expect(card).toContainText(b.vehicle);

      const tracker = page.getByTestId('order-tracker');
      for (const status of ['PREPARING', 'ON_THE_WAY'] as const) {
        await board.locator(`[data-order="${orderNumber}"]`).getByRole('button', { name: b[status] }).click();
        await expect(board.locator(`[data-column="${status}"] [data-order="${orderNumber}"]`)).toBeVisible();
        await expect(tracker).toHaveAttribute('data-status', status);
      }

      // A second order, rejected with a reason while the customer is still on 'Order Placed': its
      // status changes there without a reload, and the tracking page gives the store's reason.
      await pickupBasket(page, product, 1, lang);
      const rejected = await place(page, lang);
      const status = page.getByRole('status').filter({ hasText: b.status });
      await expect(status).toContainText(b.PENDING_label);
      const second = board.locator(`[data-order="${rejected}"]`);
      await second.getByRole('button', { name: b.reject }).click();
      await second.getByLabel(b.reasonLabel).fill(b.reason);
      await second.getByRole('button', { name: b.confirm }).click();
      await expect(board.locator(`[data-column="CLOSED"] [data-order="${rejected}"]`)).toBeVisible();
      await expect(status).toContainText(b.REJECTED_label);
      await page.getByRole('button', { name: b.trackOrder }).click();
      await expect(page.getByTestId('order-tracker')).toHaveAttribute('data-status', 'REJECTED');
      await expect(page.getByTestId('status-reason')).toHaveText(b.theStoreSays);
    } finally {
      await staffContext.close();
    }
  });
}
