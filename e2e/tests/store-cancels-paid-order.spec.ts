import { expect, test } from '../fixtures/product.js';
import { openBoard, showColumn } from '../fixtures/operator.js';
import { customerOrders, fillCard, payWith, pickupBasket, signIn, T } from '../fixtures/storefront.js';

// The store cancels an order paid by card: the payment goes back to the card once, the
// customer's tracking page says so, in their language, and the order's card on the staff's board
// says the card was refunded (a failed refund would say to refund it by hand).

const ADMIN_KEY = 'dev-admin-key-not-for-production';

const TRACK_ORDER = { en: 'Track Order', ar: 'تتبع الطلب' } as const;

const BOARD_REFUND = {
  en: (amount: string) => `Card refund AED ${amount}: refunded`,
  ar: (amount: string) => `استرداد إلى البطاقة ${amount} AED: تم الاسترداد`,
} as const;

const REFUNDED = {
  en: (amount: string) => `Your payment of AED ${amount} has been refunded to your card.`,
  ar: (amount: string) => `تمت إعادة مبلغ ${amount} AED الذي دفعته إلى بطاقتك.`,
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  const ar = lang === 'ar';

  test(`the store cancels a card-paid order: tracking says the payment was refunded to the card (${lang})`, async ({
    page,
    product,
  }) => {
    await pickupBasket(page, product, 1, lang);
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, ar ? '0501000812' : '0501000811', lang);
    // Signing in from 'Review Order' ends at checkout.
    await page.getByPlaceholder(t.vehicle).fill('White Patrol, D 55123');
    await payWith(page, t.card);
    await fillCard(page, '4000002760003184', lang);
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page).toHaveURL(/\/sandbox\/3ds\//);
    await page.getByRole('button', { name: T[lang].approve }).click();
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: TRACK_ORDER[lang] }).click();
    const tracker = page.getByTestId('order-tracker');
    await expect(tracker).toHaveAttribute('data-status', 'PENDING');
    const [order] = (await customerOrders(page, product)) as {
      orderNumber: string;
      totalOrderPrice: number;
    }[];

    const moved = await page.request.post(`${product.origin}/api/v1/admin/update-order-status`, {
      headers: { 'x-admin-key': ADMIN_KEY },
      data: { orderNumber: order!.orderNumber, status: 'CANCELLED' },
    });
    expect(moved.ok()).toBe(true);
    // The open tracking page follows: the cancel is pushed, the refund read with (or after) it.
    await expect(tracker).toHaveAttribute('data-status', 'CANCELLED', { timeout: 15_000 });
    const refunded = REFUNDED[lang]((order!.totalOrderPrice / 100).toFixed(2));
    await expect(page.getByRole('status').filter({ hasText: refunded })).toBeVisible({ timeout: 15_000 });
    // And on a later visit.
    await page.goto(`${product.origin}/zaatar-house/track-order/${order!.orderNumber}`);
    await expect(page.getByRole('status').filter({ hasText: refunded })).toBeVisible();
    // Its tax invoice and the credit note for the refund, on the tracking page (docs/invoices.md):
    // the note refers to the invoice and gives back what was charged.
    const invoiceLink = page.getByRole('link', { name: ar ? /الفاتورة الضريبية/ : /Tax invoice/ });
    const noteLink = page.getByRole('link', { name: ar ? /إشعار دائن/ : /Credit note/ });
    await expect(invoiceLink).toHaveText(/ZH-INV-\d{6}/);
    await expect(noteLink).toHaveText(/ZH-CN-\d{6}/);
    const invoiceNumber = /ZH-INV-\d{6}/.exec((await invoiceLink.textContent())!)![0];
    const [note] = await Promise.all([page.waitForEvent('popup'), noteLink.click()]);
    await expect(note.getByRole('heading', { level: 1 })).toContainText(
      ar ? 'إشعار دائن ضريبي' : 'Tax Credit Note',
    );
    await expect(note.getByText(invoiceNumber)).toBeVisible();
    await expect(note.getByTestId('invoice-total')).toHaveText(
      `AED ${(order!.totalOrderPrice / 100).toFixed(2)}`,
    );
    await note.close();
    // The staff's board, on another page: the cancelled order's card names the refund.
    const board = await page.context().newPage();
    await openBoard(board, product, lang);
    await showColumn(board, lang, 'CLOSED');
    const card = board.getByRole('region', { name: order!.orderNumber, exact: true });
    await expect(card).toContainText(BOARD_REFUND[lang]((order!.totalOrderPrice / 100).toFixed(2)));
  });
}
