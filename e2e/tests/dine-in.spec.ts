import type { Page } from '@playwright/test';
import { expect, test, type Product } from '../fixtures/product.js';
import { customerOrders, fillCard, payWith, signIn, T } from '../fixtures/storefront.js';
import { counterCodeQuery, tableCodeQuery } from '../fixtures/operator.js';

// A diner opens the table's link, orders from the phone, pays now or dines first and pays later;
// the table's link keeps its query everywhere.

const JUMEIRAH = '6650a1e0c0ffee1000000001';

const D = {
  en: {
    badge: 'Dine In',
    manousheh: /Za'atar Manousheh/,
    fatteh: /Hummus Fatteh/,
    extraCheese: /Extra cheese/,
    tenPercent: /^10%/,
    custom: 'Custom',
    customAmount: 'Enter tip amount',
    completePayment: 'Complete Payment',
    dineFirst: 'Dine First, Pay Later',
    payNow: /^Pay Now \((.+)\)!$/,
    viewMenu: 'View Menu',
    previousOrders: 'Previous orders',
    notFound: 'Please, check the link and try again!',
    noCode: 'This table code is not valid. Please ask the staff for help.',
    paidWith: (orderNumber: string) => `Paid with ${orderNumber}`,
    whichTable: 'Which table are you at?',
    tableNumber: 'Table number',
    enterTable: 'Please enter your table number',
    noSuchTable: 'This table does not exist at the store',
    table: (n: number) => `Table ${n}`,
  },
  ar: {
    badge: 'داخل المطعم',
    manousheh: /منقوشة زعتر/,
    fatteh: /فتة حمص/,
    extraCheese: /جبنة إضافية/,
    tenPercent: /^10%/,
    custom: 'مبلغ آخر',
    customAmount: 'أدخل مبلغ الإكرامية',
    completePayment: 'إتمام الدفع',
    dineFirst: 'استمتع بوجبتك وادفع لاحقاً',
    payNow: /^ادفع الآن \((.+)\)!$/,
    viewMenu: 'عرض القائمة',
    previousOrders: 'الطلبات السابقة',
    notFound: 'يرجى التحقق من الرابط والمحاولة مرة أخرى!',
    noCode: 'رمز هذه الطاولة غير صالح. يرجى طلب المساعدة من الموظفين.',
    paidWith: (orderNumber: string) => `دُفع مع الطلب ${orderNumber}`,
    whichTable: 'على أي طاولة تجلس؟',
    tableNumber: 'رقم الطاولة',
    enterTable: 'يرجى إدخال رقم طاولتك',
    noSuchTable: 'هذه الطاولة غير موجودة في الفرع',
    table: (n: number) => `طاولة ${n}`,
  },
} as const;

interface StoredOrder {
  orderNumber: string;
  serviceType: string;
  paymentType: string;
  totalOrderPrice: number;
  totals: { tipAmount: number; cartTotal: number };
}

/** The query of the page as the three parameters the app keeps. */
function expectTableQuery(page: Page, table: number) {
  const url = new URL(page.url());
  expect(url.searchParams.get('store-id')).toBe(JUMEIRAH);
  expect(url.searchParams.get('service-type')).toBe('dine-in');
  expect(url.searchParams.get('table-number')).toBe(String(table));
}

/** The table's link, as its QR code opens it, in the diner's language. */
async function openTable(page: Page, product: Product, table: number, lang: 'en' | 'ar') {
  await openDineIn(page, product, `?${await tableCodeQuery(product, table)}`, lang);
}

/** A dine-in address (its query as given), opened in the diner's language. */
async function openDineIn(page: Page, product: Product, query: string, lang: 'en' | 'ar') {
  await page.addInitScript((language) => window.localStorage.setItem('storefront.language', language), lang);
  await page.goto(`${product.origin}/zaatar-house/dine-in${query}`);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** 'AED 12.34' or '12.34 د.إ' → 1234 fils. */
function filsOf(text: string | null): number {
  const match = /(\d+(?:,\d{3})*)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no amount in ${text}`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  const d = D[lang];
  const ar = lang === 'ar';

  test(`a diner orders with a modifier and a 10% tip and pays by card (${lang})`, async ({
    page,
    product,
  }) => {
    const table = ar ? 4 : 3;
    await openTable(page, product, table, lang);
    await expect(page.getByText(d.badge, { exact: true })).toBeVisible();
    // The brand's cashback is for delivery orders: the table's menu does not promise it.
    await expect(
      page.getByText(ar ? /استرداد نقدي \d+% على طلبات التوصيل/ : /cashback on delivery orders/),
    ).toHaveCount(0);
    await page.getByRole('link', { name: d.manousheh }).first().click();
    await expect(page).toHaveURL(/\/dine-in\/item\//);
    expectTableQuery(page, table);
    await page.getByRole('checkbox', { name: d.extraCheese }).check();
    await page.getByRole('button', { name: t.add }).click();
    await expect(page).toHaveURL(/\/dine-in\?/);

    await page.getByRole('link', { name: t.viewBasket }).click();
    await signIn(page, product, ar ? '0503000004' : '0503000003', lang);
    await expect(page).toHaveURL(/\/dine-in\/checkout\?/);
    expectTableQuery(page, table);

    await page.getByRole('radio', { name: d.tenPercent }).locator('xpath=ancestor::label[1]').click();
    await payWith(page, t.card);
    await fillCard(page, '4242 4242 4242 4242', lang);
    const shown = filsOf(await page.getByTestId('checkout-total').textContent());
    await page.getByRole('button', { name: d.completePayment }).click();
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible();
    await expect(page).toHaveURL(/\/dine-in\/order\/order-success\//);
    // The receipt says the table, not a delivery time.
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toContainText(
      new RegExp(`${ar ? 'الطاولة' : 'Table'}\\s*${table}`),
    );

    const [order] = (await customerOrders(page, product)) as unknown as StoredOrder[];
    expect(order!.serviceType).toBe('DINE_IN');
    expect(order!.paymentType).toBe('CREDIT_CARD');
    expect(order!.totalOrderPrice).toBe(shown);
    // 10% of Za'atar Manousheh (9.00) with extra cheese (4.00).
    expect(order!.totals.cartTotal).toBe(1300);
    expect(order!.totals.tipAmount).toBe(130);
    // The order's detail keeps the option chosen, as the receipt does.
    await page.goto(
      `${product.origin}/zaatar-house/dine-in/my-orders?${await tableCodeQuery(product, table)}`,
    );
    await page.getByRole('link').filter({ hasText: order!.orderNumber }).click();
    await expect(page.getByRole('listitem').filter({ hasText: d.manousheh })).toContainText(d.extraCheese);
  });

  test(`dine first, pay later; the table's link then opens the pay-later home (${lang})`, async ({
    page,
    product,
  }) => {
    const table = ar ? 8 : 7;
    // The guard: a protected page without a session goes to login with the three parameters.
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(
      `${product.origin}/zaatar-house/dine-in/my-orders?${await tableCodeQuery(product, table)}`,
    );
    await expect(page).toHaveURL(/\/dine-in\/auth\/login\?/);
    expectTableQuery(page, table);
    await expect(page.locator('html')).toHaveAttribute('dir', ar ? 'rtl' : 'ltr');
    await signIn(page, product, ar ? '0503000008' : '0503000007', lang);
    await expect(page).toHaveURL(/\/dine-in\?/);

    await page.getByRole('link', { name: d.fatteh }).first().click();
    await page.getByRole('button', { name: t.add }).click();
    await page.getByRole('link', { name: t.viewBasket }).click();
    await expect(page).toHaveURL(/\/dine-in\/checkout\?/);
    const firstRound = filsOf(await page.getByTestId('checkout-total').textContent());
    await page.getByRole('button', { name: d.dineFirst }).click();
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible();
    const [placed] = (await customerOrders(page, product)) as unknown as StoredOrder[];
    expect(placed!.paymentType).toBe('PAY_LATER');
    expect(placed!.totalOrderPrice).toBe(firstRound);

    // The same table link again: the tab is open, so the pay-later home comes first.
    await page.goto(`${product.origin}/zaatar-house/dine-in?${await tableCodeQuery(product, table)}`);
    await expect(page).toHaveURL(/\/dine-in\/paylater\?/);
    expectTableQuery(page, table);
    const payNow = page.getByRole('link', { name: d.payNow });
    await expect(payNow).toBeVisible();
    expect(filsOf(await payNow.textContent())).toBe(firstRound);
    await page.getByRole('link', { name: d.viewMenu }).click();
    await expect(page).toHaveURL(/\/dine-in\?/);
    expectTableQuery(page, table);
  });

  test(`a second round and 'Pay Now (total)!' pay both rounds at once with a custom tip (${lang})`, async ({
    page,
    product,
  }) => {
    const table = ar ? 12 : 11;
    await openTable(page, product, table, lang);
    await page.getByRole('link', { name: d.fatteh }).first().click();
    await page.getByRole('button', { name: t.add }).click();
    await page.getByRole('link', { name: t.viewBasket }).click();
    await signIn(page, product, ar ? '0503000012' : '0503000011', lang);
    await page.getByRole('button', { name: d.dineFirst }).click();
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible();

    await page.goto(`${product.origin}/zaatar-house/dine-in?${await tableCodeQuery(product, table)}`);
    await expect(page).toHaveURL(/\/dine-in\/paylater\?/);
    await page.getByRole('link', { name: d.viewMenu }).click();
    await page.getByRole('link', { name: d.manousheh }).first().click();
    await page.getByRole('button', { name: t.add }).click();
    await page.getByRole('link', { name: t.viewBasket }).click();
    await expect(page.getByTestId('checkout-totals')).toContainText(d.previousOrders);
    await page.getByRole('radio', { name: d.custom }).locator('xpath=ancestor::label[1]').click();
    await page.getByLabel(d.customAmount).fill('5');
    await page.getByLabel(d.customAmount).press('Enter');
    await payWith(page, t.card);
    await fillCard(page, '4242 4242 4242 4242', lang);
    const shownText = (await page.getByTestId('checkout-total').textContent())!;
    const shown = filsOf(shownText);
    await page.getByRole('button', { name: d.completePayment }).click();
    const receipt = page.getByRole('dialog', { name: t.orderPlaced });
    await expect(receipt).toBeVisible();
    // One payment, one total: the receipt lists the earlier round and totals what was charged.
    await expect(receipt).toContainText(d.previousOrders);
    await expect(receipt.getByRole('definition').last()).toHaveText(shownText.trim());

    const orders = (await customerOrders(page, product)) as unknown as StoredOrder[];
    const rounds = orders.filter((order) => order.serviceType === 'DINE_IN').slice(0, 2);
    expect(rounds.reduce((sum, order) => sum + order.totalOrderPrice, 0)).toBe(shown);
    // The orders list says the same: the payment at what was charged, the first round paid with it.
    const [payment, firstRound] = rounds as [StoredOrder, StoredOrder];
    await page.goto(
      `${product.origin}/zaatar-house/dine-in/my-orders?${await tableCodeQuery(product, table)}`,
    );
    const paymentRow = page
      .getByRole('link')
      .filter({ hasText: payment.orderNumber, hasNotText: d.paidWith(payment.orderNumber) });
    await expect(paymentRow).toContainText(shownText.trim());
    await expect(page.getByRole('link').filter({ hasText: firstRound.orderNumber })).toContainText(
      d.paidWith(payment.orderNumber),
    );
    // Settled: the table's link opens the menu again.
    await page.goto(`${product.origin}/zaatar-house/dine-in?${await tableCodeQuery(product, table)}`);
    await expect(page.getByText(d.badge, { exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/paylater/);
  });

  test(`a dine-in link without store-id shows the not-found view (${lang})`, async ({ page, product }) => {
    await openDineIn(page, product, '?service-type=dine-in&table-number=7', lang);
    await expect(page.getByText(d.notFound)).toBeVisible();
    await expect(page.getByRole('button', { name: ar ? 'تحديث' : 'Refresh' })).toBeVisible();
  });

  test(`the counter's link without a table number asks the diner for the table (${lang})`, async ({
    page,
    product,
  }) => {
    await openDineIn(page, product, `?${await counterCodeQuery(product)}`, lang);
    await expect(page.getByRole('heading', { name: d.whichTable })).toBeVisible();
    const field = page.getByRole('textbox', { name: d.tableNumber });
    const viewMenu = page.getByRole('button', { name: d.viewMenu });
    await viewMenu.click();
    await expect(page.getByRole('alert')).toHaveText(d.enterTable);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // A number the store has no table for is said, and the diner stays to type another.
    await field.fill('99');
    await viewMenu.click();
    await expect(page.getByRole('alert')).toHaveText(d.noSuchTable);
    await field.fill('5');
    await viewMenu.click();
    // The table's menu, at table 5, the link now naming it; an item goes to this phone's basket.
    await expect(page.getByText(d.table(5), { exact: true })).toBeVisible();
    expectTableQuery(page, 5);
    await page.getByRole('link', { name: d.fatteh }).click();
    await page.getByRole('button', { name: T[lang].add }).click();
    await expect(page.getByRole('link', { name: T[lang].viewBasket })).toBeVisible();
    expectTableQuery(page, 5);
  });

  test(`a table's number without its printed code opens nothing at the table (${lang})`, async ({
    page,
    product,
  }) => {
    // Table 7 by its number alone, as anyone could type it: no menu to order from, no tab to read.
    const tabReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('getTableLaterOrders')) tabReads.push(request.url());
    });
    await openDineIn(page, product, `?store-id=${JUMEIRAH}&service-type=dine-in&table-number=7`, lang);
    await expect(page.getByRole('heading', { name: d.noCode })).toBeVisible();
    await expect(page.getByRole('link', { name: d.fatteh })).toHaveCount(0);
    expect(tabReads).toEqual([]);
  });
}
