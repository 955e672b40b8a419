import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test, type Product } from '../fixtures/product.js';
import { STAFF, tableCodeQuery } from '../fixtures/operator.js';
import { customerOrders, fillCard, signIn, T } from '../fixtures/storefront.js';

// The table as one session (docs/dine-in.md). Two phones at one table, one in English and one in
// Arabic: the first opens the table from its printed code, the second joins with the code on the
// first's screen; both add lines and see each other's lines live; one sends the round; they split
// the bill by items with one item shared half-half; each pays their share by sandbox card with a
// different tip; the shares add up to the bill; the session closes; a new scan shows an empty
// table.

const TABLE = 15;

const S = {
  en: {
    badge: 'Dine In',
    viewTable: 'View table',
    fatteh: /Hummus Fatteh/,
    basketTitle: 'Table basket',
    send: /^Send to kitchen/,
    round: 'Round 1',
    statusNew: 'New',
    split: 'Split the bill',
    byItems: 'By items',
    whoPays: (item: string) => `Who pays for 1 × ${item}`,
    everyone: 'Shared by everyone',
    apply: 'Split',
    payShare: /^Pay this share/,
    tenPercent: /^10%/,
    payAmount: /^Pay AED/,
    paid: 'Paid',
    thanks: 'Thank you!',
    basketEmpty: /Nothing in the table basket yet/,
  },
  ar: {
    join: 'انضم إلى طاولتك',
    code: 'رمز الطاولة',
    name: 'اسمك (اختياري)',
    joinButton: 'انضمام',
    viewTable: 'عرض الطاولة',
    manousheh: /منقوشة زعتر/,
    karak: /شاي كرك/,
    addedByGuest1: 'أضافه ضيف 1',
    round: 'الدفعة 1',
    statusNew: 'جديد',
    payShare: /^ادفع هذه الحصة/,
    fifteenPercent: /^15%/,
    payAmount: /^ادفع \d/,
    paid: 'مدفوعة',
    thanks: 'شكراً لكم!',
  },
} as const;

/** 'AED 12.34' or '12.34 د.إ' → 1234 fils. */
function filsOf(text: string | null): number {
  const match = /(\d+(?:,\d{3})*)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no amount in ${text}`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

/** A staff token of the Jumeirah store, as the order board signs in. */
async function staffToken(product: Product): Promise<string> {
  const answer = await fetch(`${product.origin}/api/v1/staff/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  const { data } = (await answer.json()) as { data: { token: string } };
  return data.token;
}

/** The table's printed code (a shared session), as the operator's Table codes page gets it. */
async function tableLink(product: Product, tableNumber: number): Promise<string> {
  return `${product.origin}/zaatar-house/dine-in?${await tableCodeQuery(product, tableNumber, 'shared')}`;
}

/** A phone in its own browser context, in its diner's language. */
async function phone(browser: Browser, lang: 'en' | 'ar'): Promise<Page> {
  // A 390 x 844 phone, as people hold them at a table.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript((language) => window.localStorage.setItem('storefront.language', language), lang);
  return page;
}

/** From the menu: an item without required options, added to the table's basket. */
async function addItem(page: Page, name: RegExp, lang: 'en' | 'ar') {
  await page.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/dine-in\/item\//);
  await page.getByRole('button', { name: T[lang].add }).click();
  await expect(page).toHaveURL(/\/dine-in\?/);
}

/** No serious or critical accessibility problem on the page as it is (axe, WCAG 2.1 A and AA). */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** The page is no wider than the phone's screen. */
async function expectNoSidewaysScroll(page: Page) {
  const content = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(content).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Each share's amount in the list of shares. */
async function shareAmounts(page: Page, label: string): Promise<number[]> {
  const items = page.getByRole('list', { name: label }).getByRole('listitem');
  const texts = await items.evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  return texts.map(filsOf);
}

test('two phones share a table: join with the code, order together, split by items and each pay (EN + AR)', async ({
  browser,
  product,
}) => {
  test.setTimeout(180_000);
  const link = await tableLink(product, TABLE);
  const en = S.en;
  const ar = S.ar;
  const layla = await phone(browser, 'ar');
  const sam = await phone(browser, 'en');
  try {
    // The first phone goes straight in; the code for the others is on its screen.
    await sam.goto(link);
    await expect(sam.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(sam.getByText(en.badge, { exact: true }).first()).toBeVisible();
    const code = (await sam.getByTestId('table-join-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // The second phone needs that code to join.
    await layla.goto(link);
    await expect(layla.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(layla.getByRole('heading', { name: ar.join })).toBeVisible();
    await expectAccessible(layla);
    await layla.getByLabel(ar.code).fill(code);
    await layla.getByLabel(ar.name).fill('ليلى');
    await layla.getByRole('button', { name: ar.joinButton }).click();
    await expect(layla.getByTestId('table-join-code')).toHaveText(code);

    // Both add lines; each sees the other's live on the table page.
    await addItem(sam, en.fatteh, 'en');
    await sam.getByRole('link', { name: en.viewTable }).click();
    await expect(sam).toHaveURL(/\/dine-in\/table\?/);
    await addItem(layla, ar.manousheh, 'ar');
    await addItem(layla, ar.karak, 'ar');
    await layla.getByRole('link', { name: ar.viewTable }).click();
    const samBasket = sam.getByRole('list', { name: en.basketTitle });
    await expect(samBasket.getByText("Za'atar Manousheh")).toBeVisible();
    await expect(samBasket.getByText('Karak Chai')).toBeVisible();
    await expect(samBasket.getByText('Added by ليلى')).toHaveCount(2);
    await expect(layla.getByText(ar.addedByGuest1)).toBeVisible();

    // The basket says how its round is priced, on both phones, and 'Send to kitchen' shows that
    // total: the round and the bill then say the same to the fils.
    const shownTotal = filsOf(await sam.getByTestId('basket-total').textContent());
    const sendText = (await sam.getByRole('button', { name: en.send }).textContent()) ?? '';
    expect(filsOf(sendText)).toBe(shownTotal);
    await expect(sam.getByTestId('basket-vat')).toHaveText(/\d/);
    await expect(layla.getByTestId('basket-total')).toHaveText(/\d/);
    expect(filsOf(await layla.getByTestId('basket-total').textContent())).toBe(shownTotal);
    const basketItems = filsOf(await sam.getByTestId('basket-items').textContent());
    const basketVat = filsOf(await sam.getByTestId('basket-vat').textContent());
    const basketDiscount = (await sam.getByTestId('basket-discount').count())
      ? filsOf(await sam.getByTestId('basket-discount').textContent())
      : 0;
    expect(basketItems - basketDiscount + basketVat).toBe(shownTotal);

    // One 'Send to kitchen'; the round and its status show on both phones.
    // A double press sends one round: the second press is a no-op.
    await sam.getByRole('button', { name: en.send }).dblclick();
    await expect(sam.getByText(en.round)).toBeVisible();
    await expect(sam.getByText('Round 2')).toHaveCount(0);
    await expect(sam.getByText(en.statusNew, { exact: true })).toBeVisible();
    await expect(layla.getByText(ar.round)).toBeVisible();
    await expect(layla.getByText(ar.statusNew, { exact: true })).toBeVisible();
    const bill = filsOf(await sam.getByTestId('bill-bill').textContent());
    await expect(layla.getByTestId('bill-bill')).toHaveText(/\d/);
    expect(filsOf(await layla.getByTestId('bill-bill').textContent())).toBe(bill);
    expect(bill).toBe(shownTotal);
    expect(filsOf(await sam.getByTestId('bill-vat').textContent())).toBe(basketVat);
    expect(filsOf(await layla.getByTestId('bill-items').textContent())).toBe(basketItems);

    // Split by items: each their own dish, the karak shared half-half.
    await sam.getByRole('button', { name: en.split }).click();
    await sam.getByRole('radio', { name: en.byItems }).check();
    await sam.getByLabel(en.whoPays('Hummus Fatteh')).selectOption({ label: 'Guest 1 (you)' });
    await sam.getByLabel(en.whoPays("Za'atar Manousheh")).selectOption({ label: 'ليلى' });
    await sam.getByLabel(en.whoPays('Karak Chai')).selectOption({ label: en.everyone });
    await sam.getByRole('button', { name: en.apply, exact: true }).click();
    await expect(sam.getByRole('list', { name: 'Shares' }).getByRole('listitem')).toHaveCount(2);
    // Each phone calls its own share 'Your share'.
    await expect(sam.getByRole('list', { name: 'Shares' })).toContainText('Your share');
    await expect(sam.getByRole('list', { name: 'Shares' })).not.toContainText("(you)'s share");
    await expect(layla.getByRole('list', { name: 'الحصص' })).toContainText('حصتك');
    const samShares = await shareAmounts(sam, 'Shares');
    expect(samShares.reduce((sum, amount) => sum + amount, 0)).toBe(bill);
    await expect(layla.getByRole('list', { name: 'الحصص' }).getByRole('listitem')).toHaveCount(2);
    await expectAccessible(sam);
    await expectAccessible(layla);

    // Each pays their own share by sandbox card, with a different tip.
    await sam.getByRole('button', { name: en.payShare }).first().click();
    await sam.getByRole('radio', { name: en.tenPercent }).locator('xpath=ancestor::label[1]').click();
    await fillCard(sam, '4242 4242 4242 4242', 'en');
    // The form fits the phone: nothing cut at the edge, no sideways scrolling.
    await expectNoSidewaysScroll(sam);
    await sam.getByRole('button', { name: en.payAmount }).click();
    await expect(sam.getByRole('list', { name: 'Shares' }).getByText(en.paid, { exact: true })).toHaveCount(
      1,
    );
    await expect(layla.getByRole('list', { name: 'الحصص' }).getByText(ar.paid, { exact: true })).toHaveCount(
      1,
    );

    await layla.getByRole('button', { name: ar.payShare }).click();
    await layla.getByRole('radio', { name: ar.fifteenPercent }).locator('xpath=ancestor::label[1]').click();
    await fillCard(layla, '4242 4242 4242 4242', 'ar');
    await expectNoSidewaysScroll(layla);
    await layla.getByRole('button', { name: ar.payAmount }).click();

    // Fully paid: the session closes on both phones.
    await expect(layla.getByRole('heading', { name: ar.thanks })).toBeVisible();
    await expect(sam.getByRole('heading', { name: en.thanks })).toBeVisible();
    // Each phone's receipt: what it paid (its share and tip) and the table's bill.
    await expect(sam.getByTestId('closed-you-paid')).toContainText('You paid');
    expect(filsOf(await sam.getByTestId('closed-you-paid').textContent())).toBeGreaterThan(samShares[0]!);
    expect(filsOf(await sam.getByTestId('closed-bill').textContent())).toBe(bill);
    await expect(layla.getByTestId('closed-you-paid')).toContainText('دفعت');
    expect(filsOf(await layla.getByTestId('closed-bill').textContent())).toBe(bill);
    // Each payer's own tax invoice, for what that phone paid: two invoices, two numbers.
    const numbers: string[] = [];
    for (const [payer, label, heading] of [
      [sam, /Tax invoice/, 'Tax Invoice'],
      [layla, /الفاتورة الضريبية/, 'فاتورة ضريبية'],
    ] as const) {
      const link = payer.getByRole('link', { name: label });
      await expect(link).toHaveCount(1);
      numbers.push(/ZH-INV-\d{6}/.exec((await link.textContent())!)![0]);
      const [invoice] = await Promise.all([payer.waitForEvent('popup'), link.click()]);
      await expect(invoice.getByRole('heading', { level: 1 })).toContainText(heading);
      const paid = filsOf(await payer.getByTestId('closed-you-paid').textContent());
      expect(filsOf(await invoice.getByTestId('invoice-total').textContent())).toBe(paid);
      await invoice.close();
    }
    expect(new Set(numbers).size).toBe(2);
  } finally {
    await sam.context().close();
    await layla.context().close();
  }

  // A new scan of the same table: an empty table, nothing of the last diners.
  const next = await phone(browser, 'en');
  try {
    await next.goto(link);
    await next.getByRole('link', { name: en.viewTable }).click();
    await expect(next.getByText(en.basketEmpty)).toBeVisible();
    await expect(next.getByText(en.round)).toHaveCount(0);
    await expect(next.getByText('ليلى')).toHaveCount(0);
  } finally {
    await next.context().close();
  }
});

// The pay-later home of the single-phone flow follows the push channel.
test('the pay-later home shows the staff moving the round without a reload (ar)', async ({
  page,
  product,
}) => {
  const query = await tableCodeQuery(product, 17);
  await page.addInitScript((language) => window.localStorage.setItem('storefront.language', language), 'ar');
  await page.goto(`${product.origin}/zaatar-house/dine-in?${query}`);
  await page
    .getByRole('link', { name: /فتة حمص/ })
    .first()
    .click();
  await page.getByRole('button', { name: T.ar.add }).click();
  await page.getByRole('link', { name: T.ar.viewBasket }).click();
  await signIn(page, product, '0503000617', 'ar');
  await page.getByRole('button', { name: 'استمتع بوجبتك وادفع لاحقاً' }).click();
  await expect(page.getByRole('dialog', { name: T.ar.orderPlaced })).toBeVisible();
  const [order] = (await customerOrders(page, product)) as unknown as { orderNumber: string }[];

  await page.goto(`${product.origin}/zaatar-house/dine-in?${query}`);
  await expect(page).toHaveURL(/\/dine-in\/paylater\?/);
  const rounds = page.getByRole('list', { name: 'طلباتك على هذه الطاولة' });
  await expect(rounds).toContainText(order!.orderNumber);
  await expect(rounds).toContainText('جديد');

  const moved = await fetch(`${product.origin}/api/v1/staff/orders/${order!.orderNumber}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await staffToken(product)}` },
    body: JSON.stringify({ status: 'PREPARING' }),
  });
  expect(moved.status).toBe(200);
  await expect(rounds).toContainText('قيد التحضير');
});
