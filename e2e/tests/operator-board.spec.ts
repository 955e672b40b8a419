import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/product.js';
import { openBoard, showColumn, tableCodeQuery } from '../fixtures/operator.js';
import { payWith, pickupBasket, signIn, T } from '../fixtures/storefront.js';

// The restaurant's side. A customer orders in one browser while the Jumeirah store's staff
// have the order board open in another: the order arrives on the board without a reload (with an
// alert), staff move it to PREPARING and ON_THE_WAY, and the customer's tracking page follows each
// step as it is pushed; a rejected order shows the customer the store's reason. And dine-in: a
// diner's 'Dine First, Pay Later' round shows on the staff's Tables view at the balance the diner
// saw; 'Cash received' settles it and the table has nothing left to pay. English and Arabic.

const B = {
  en: {
    newOrder: 'New order',
    printTicket: (orderNumber: string) => `Print the kitchen ticket of ${orderNumber}`,
    title: 'Order board · Zaatar House',
    PREPARING: 'Start preparing',
    ON_THE_WAY: 'On the way / ready',
    reject: 'Reject',
    reasonLabel: 'Reason the customer sees',
    reasonMissing: 'Please tell the customer why',
    confirm: 'Confirm',
    trackOrder: 'Track Order',
    reason: 'We ran out of halloumi, sorry',
    theStoreSays: 'The store says: We ran out of halloumi, sorry',
    vehicle: 'White Land Cruiser, plate 18692',
    status: 'Status',
    PENDING_label: 'New',
    REJECTED_label: 'Rejected',
    fatteh: /Hummus Fatteh/,
    dineFirst: 'Dine First, Pay Later',
    payNow: /^Pay Now \((.+)\)!$/,
    dineInBadge: 'Dine In',
    tables: 'Tables',
    cashReceived: 'Cash received',
    cashConfirm: (table: number) => new RegExp(`^Take .+ in cash for table ${table}\\?$`),
  },
  ar: {
    newOrder: 'طلب جديد',
    printTicket: (orderNumber: string) => `طباعة تذكرة المطبخ للطلب ${orderNumber}`,
    title: 'لوحة الطلبات · بيت الزعتر',
    PREPARING: 'ابدأ التحضير',
    ON_THE_WAY: 'في الطريق / جاهز',
    reject: 'رفض',
    reasonLabel: 'السبب الذي يراه العميل',
    reasonMissing: 'يرجى إخبار العميل بالسبب',
    confirm: 'تأكيد',
    trackOrder: 'تتبع الطلب',
    reason: 'نفد الحلوم، نعتذر',
    theStoreSays: 'رسالة المطعم: نفد الحلوم، نعتذر',
    vehicle: 'لاند كروزر بيضاء، لوحة 18692',
    status: 'الحالة',
    PENDING_label: 'جديد',
    REJECTED_label: 'مرفوض',
    fatteh: /فتة حمص/,
    dineFirst: 'استمتع بوجبتك وادفع لاحقاً',
    payNow: /^ادفع الآن \((.+)\)!$/,
    dineInBadge: 'داخل المطعم',
    tables: 'الطاولات',
    cashReceived: 'تم استلام النقد',
    cashConfirm: (table: number) => new RegExp(`^استلام .+ نقداً من الطاولة ${table}؟$`),
  },
} as const;

/** From a basket on the checkout: vehicle, cash, place; answers the order number, on 'Order Placed'. */
async function place(page: Page, lang: 'en' | 'ar'): Promise<string> {
  const t = T[lang];
  const b = B[lang];
  // From the basket; a sign-in from 'Review Order' has already landed at checkout.
  if (!/store\/checkout$/.test(page.url())) await page.getByRole('link', { name: t.review }).click();
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
      // Whom to hand it to and call: the number the customer signed in with.
      // Written in its groups; dialled as one number.
      const phone = lang === 'ar' ? '+971501000702' : '+971501000701';
      const shown = lang === 'ar' ? '+971 50 100 0702' : '+971 50 100 0701';
      await expect(card.getByRole('link', { name: new RegExp(shown.replace('+', '\\+')) })).toHaveAttribute(
        'href',
        `tel:${phone}`,
      );

      // The board's tab names it.
      await expect(board).toHaveTitle(b.title);

      // Its kitchen ticket, for an 80 mm receipt printer: printed alone, on a page 80 mm wide.
      await board.evaluate(() => {
        const counted = window as unknown as { printed: number };
        counted.printed = 0;
        window.print = () => {
          counted.printed += 1;
        };
      });
      await card.getByRole('button', { name: b.printTicket(orderNumber) }).click();
      await expect
        .poll(() => board.evaluate(() => (window as unknown as { printed: number }).printed))
        .toBe(1);
      await board.emulateMedia({ media: 'print' });
      const ticket = board.getByTestId('kitchen-ticket');
      await expect(ticket).toBeVisible();
      await expect(ticket).toContainText(orderNumber);
      await expect(ticket).toContainText(b.vehicle);
      await expect(board.getByTestId('board-connection')).toBeHidden();
      const pdf = (await board.pdf({ preferCSSPageSize: true })).toString('latin1');
      const [, width] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf) ?? [];
      // 80 mm in PDF points, on one page as long as the ticket.
      expect(Number(width)).toBeCloseTo((80 / 25.4) * 72, 0);
      expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
      await board.emulateMedia({ media: 'screen' });
      await board.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      await expect(ticket).toHaveCount(0);

      const tracker = page.getByTestId('order-tracker');
      for (const status of ['PREPARING', 'ON_THE_WAY'] as const) {
        await board.locator(`[data-order="${orderNumber}"]`).getByRole('button', { name: b[status] }).click();
        // Said on the board, so the order leaving the column in sight is not lost.
        await expect(board.getByRole('status')).toContainText(orderNumber);
        await showColumn(board, lang, status);
        await expect(board.locator(`[data-column="${status}"] [data-order="${orderNumber}"]`)).toBeVisible();
        await expect(tracker).toHaveAttribute('data-status', status);
      }

      // A second order, rejected with a reason while the customer is still on 'Order Placed': its
      // status changes there without a reload, and the tracking page gives the store's reason.
      await pickupBasket(page, product, 1, lang);
      const rejected = await place(page, lang);
      const status = page.getByRole('status').filter({ hasText: b.status });
      await expect(status).toContainText(b.PENDING_label);
      // Newest first in New.
      await showColumn(board, lang, 'PENDING');
      await expect(board.locator('[data-column="PENDING"] [data-order]').first()).toHaveAttribute(
        'data-order',
        rejected,
      );
      const second = board.locator(`[data-order="${rejected}"]`);
      await second.getByRole('button', { name: b.reject }).click();
      // Confirming without a reason is refused in the board's language.
      await second.getByRole('button', { name: b.confirm }).click();
      await expect(second.getByRole('alert')).toHaveText(b.reasonMissing);
      await expect(second.getByLabel(b.reasonLabel)).toBeFocused();
      await second.getByLabel(b.reasonLabel).fill(b.reason);
      await second.getByRole('button', { name: b.confirm }).click();
      await showColumn(board, lang, 'CLOSED');
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

/** 'AED 12.34' or '12.34 د.إ' → 1234 fils. */
function filsOf(text: string | null): number {
  const match = /(\d+(?:,\d{3})*)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no amount in ${text}`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

for (const lang of ['en', 'ar'] as const) {
  const b = B[lang];
  const t = T[lang];

  test(`a diner dines first; staff take the table's bill in cash and the tab is gone (${lang})`, async ({
    page,
    browser,
    product,
  }) => {
    test.setTimeout(120_000);
    const table = lang === 'ar' ? 16 : 15;
    const tableLink = `${product.origin}/zaatar-house/dine-in?${await tableCodeQuery(product, table)}`;
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(tableLink);
    await page.getByRole('link', { name: b.fatteh }).first().click();
    await page.getByRole('button', { name: t.add }).click();
    await page.getByRole('link', { name: t.viewBasket }).click();
    await signIn(page, product, lang === 'ar' ? '0501000716' : '0501000715', lang);
    await page.getByRole('button', { name: b.dineFirst }).click();
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible();
    await page.goto(tableLink);
    await expect(page).toHaveURL(/\/dine-in\/paylater\?/);
    const owed = filsOf(await page.getByRole('link', { name: b.payNow }).textContent());

    const staffContext = await browser.newContext();
    const board = await staffContext.newPage();
    try {
      await openBoard(board, product, lang);
      await board.getByRole('link', { name: b.tables, exact: true }).click();
      const tab = board.locator(`[data-testid="table-tab"][data-table="${table}"]`);
      await expect(tab.getByTestId('table-balance')).toHaveAttribute('data-fils', String(owed));
      await tab.getByRole('button', { name: b.cashReceived }).click();
      // One tap asks first, naming the sum and the table; nothing is settled yet.
      await expect(tab.getByText(b.cashConfirm(table))).toBeVisible();
      await expect(tab.getByTestId('table-balance')).toHaveAttribute('data-fils', String(owed));
      await tab.getByRole('button', { name: b.confirm }).click();
      await expect(tab).toHaveCount(0);
      await expect(board.getByRole('status')).toContainText(String(table));
    } finally {
      await staffContext.close();
    }

    // Nothing left to pay at the table: its link opens the menu again, not the pay-later home.
    await page.reload();
    await expect(page.getByRole('link', { name: b.payNow })).toHaveCount(0);
    await page.goto(tableLink);
    await expect(page.getByText(b.dineInBadge, { exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/paylater/);

    // The diner's history: the round was paid in cash at the table, not 'Pay later',
    // and its tax invoice is there.
    const query = tableLink.slice(tableLink.indexOf('?'));
    await page.goto(`${product.origin}/zaatar-house/dine-in/my-orders${query}`);
    await page
      .getByRole('link', { name: lang === 'ar' ? /بيت الزعتر - جميرا/ : /Zaatar House Jumeirah/ })
      .first()
      .click();
    const summary = page.getByTestId('order-cost-summary');
    await expect(summary).toContainText(lang === 'ar' ? 'دُفع نقداً على الطاولة' : 'Paid in cash at the table');
    await expect(summary).not.toContainText(lang === 'ar' ? 'الدفع لاحقاً' : 'Pay later');
    await expect(
      page.getByRole('link', { name: lang === 'ar' ? /الفاتورة الضريبية/ : /Tax invoice/ }),
    ).toBeVisible();
  });
}
