import type { Page } from '@playwright/test';
import { expect, test, type Product } from '../fixtures/product.js';
import { openBoard, STAFF } from '../fixtures/operator.js';
import { payWith, pickupAtJumeirah, signIn, T } from '../fixtures/storefront.js';

// The kitchen runs its day from the board (docs/kitchen.md). The Jumeirah kitchen sells an item
// out, pauses pickup and makes the kitchen busy on the board's Kitchen page, in one browser; in
// another, the customer's open item page, basket and store page change without a reload, and
// checkout refuses the sold-out item with the spec's text. English and Arabic.

const K = {
  en: {
    kitchen: 'Kitchen',
    search: 'Search the menu',
    labneh: 'Labneh Breakfast Plate',
    labnehLink: /Labneh Breakfast Plate/,
    searchFor: 'Labneh',
    soldOutDone: 'Labneh Breakfast Plate is sold out',
    soldOutBy: /^Sold out by Jumeirah kitchen at .+, back at .+$/,
    backOn: 'Back on: Labneh Breakfast Plate',
    pause: 'Pause Pickup for 15 minutes',
    resume: 'Resume Pickup',
    pausedBy: /^Paused by Jumeirah kitchen at .+, back at .+$/,
    plus20: '+20 min',
    for60: '60 min',
    makeBusy: 'Make busy',
    endBusy: 'End busy mode',
    busyNow: /^\+20 min on every quoted time until .+$/,
    outOfStock: 'Out of stock',
    continueShopping: 'continue shopping',
    remove: 'Remove Labneh Breakfast Plate',
    refused: 'This item is out of stock, sorry for inconvenience',
    paused:
      'Unfortunately, the store has paused pickup service for a short time. Please try again after some time',
    ready15: /Ready for pickup in 15/,
    ready35: /Ready for pickup in 35/,
    phone: '0501000901',
  },
  ar: {
    kitchen: 'المطبخ',
    search: 'ابحث في القائمة',
    labneh: 'صحن فطور لبنة',
    labnehLink: /صحن فطور لبنة/,
    searchFor: 'لبنة',
    soldOutDone: 'نفد صحن فطور لبنة',
    soldOutBy: /^نفد بواسطة مطبخ جميرا الساعة .+، يعود الساعة .+$/,
    backOn: 'إعادة: صحن فطور لبنة',
    pause: 'إيقاف الاستلام لمدة 15 دقيقة',
    resume: 'استئناف الاستلام',
    pausedBy: /^أوقفه مطبخ جميرا الساعة .+، يعود الساعة .+$/,
    plus20: '+20 دقيقة',
    for60: '60 دقيقة',
    makeBusy: 'تفعيل وضع الازدحام',
    endBusy: 'إنهاء وضع الازدحام',
    busyNow: /^\+20 دقيقة على كل وقت معلن حتى .+$/,
    outOfStock: 'غير متوفر',
    continueShopping: 'متابعة التسوق',
    remove: 'إزالة صحن فطور لبنة',
    refused: 'هذا الصنف غير متوفر حالياً، نعتذر عن الإزعاج',
    paused: 'للأسف، أوقف الفرع خدمة الاستلام لفترة قصيرة. يرجى المحاولة بعد قليل',
    ready15: /جاهز للاستلام خلال 15/,
    ready35: /جاهز للاستلام خلال 35/,
    phone: '0501000902',
  },
} as const;

/** The Jumeirah outlet and the demo brand (apps/server seed). */
const JUMEIRAH_STORE = '6650a1e0c0ffee1000000001';

/** Whatever the journey changed, put back through the API (one product serves every journey). */
async function restoreKitchen(product: Product, itemId: string | undefined) {
  const signedIn = await fetch(`${product.origin}/api/v1/staff/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  const { data } = (await signedIn.json()) as { data: { token: string } };
  const changes = [
    { change: 'RESUME', service: 'pickup' },
    { change: 'NOT_BUSY' },
    ...(itemId ? [{ change: 'BACK_ON', itemId }] : []),
  ];
  for (const change of changes) {
    await fetch(`${product.origin}/api/v1/staff/kitchen/changes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
      body: JSON.stringify({ storeId: JUMEIRAH_STORE, ...change }),
    });
  }
}

/** Marks the page: the mark survives anything but a reload. */
const mark = (page: Page) =>
  page.evaluate(() => ((window as unknown as { kitchenMark: number }).kitchenMark = 1));
const stillMarked = (page: Page) =>
  expect.poll(() => page.evaluate(() => (window as unknown as { kitchenMark?: number }).kitchenMark)).toBe(1);

for (const lang of ['en', 'ar'] as const) {
  const k = K[lang];
  const t = T[lang];

  test(`the kitchen sells out, pauses pickup and gets busy on the board; the customer's open screens follow live (${lang})`, async ({
    page,
    browser,
    product,
  }) => {
    test.setTimeout(180_000);
    const staffContext = await browser.newContext();
    const board = await staffContext.newPage();
    let itemId: string | undefined;
    try {
      await openBoard(board, product, lang);
      await board.getByRole('link', { name: k.kitchen, exact: true }).click();
      await expect(board.getByRole('heading', { name: k.kitchen, level: 1 })).toBeVisible();

      // The customer: Labneh Breakfast Plate in the basket, signed in, back on the basket page.
      await pickupAtJumeirah(page, product, lang);
      await page.getByRole('link', { name: k.labnehLink }).click();
      itemId = page.url().match(/([a-f0-9]{24})(?:\?.*)?$/)?.[1];
      await page.getByRole('button', { name: t.add }).click();
      await expect(page).toHaveURL(/store-detail$/);
      await page.getByRole('link', { name: t.viewBasket }).click();
      await page.getByRole('link', { name: t.review }).click();
      await signIn(page, product, k.phone, lang);
      // Signed in from 'Review Order', at checkout; back to the basket to wait.
      await expect(page).toHaveURL(/store\/checkout$/);
      await page.goto(`${product.origin}/zaatar-house/store/basket`);
      await expect(page.getByRole('link', { name: t.review })).toBeVisible();
      // And, in a second tab, the item's page, open.
      const itemPage = await page.context().newPage();
      await itemPage.goto(`${product.origin}/zaatar-house/store/store-detail`);
      await itemPage.getByRole('link', { name: k.labnehLink }).click();
      await expect(itemPage.getByRole('button', { name: t.add })).toBeVisible();
      await mark(page);
      await mark(itemPage);

      // Staff sell it out for the next hour.
      const kitchen = board.getByRole('main');
      await kitchen.getByLabel(k.search).fill(k.searchFor);
      await kitchen
        .getByRole('button', { name: `${lang === 'en' ? 'Sold out' : 'نفد'}: ${k.labneh}` })
        .click();
      await expect(board.getByRole('status')).toHaveText(k.soldOutDone);
      const soldOut = board.getByTestId('sold-out').filter({ hasText: k.labneh });
      await expect(soldOut.getByText(k.soldOutBy)).toBeVisible();

      // The open item page flips to 'Out of stock' / 'continue shopping', without a reload.
      await expect(itemPage.getByText(k.outOfStock, { exact: true })).toBeVisible();
      await expect(itemPage.getByRole('button', { name: k.continueShopping })).toBeVisible();
      await expect(itemPage.getByRole('button', { name: t.add })).toHaveCount(0);
      await stillMarked(itemPage);
      // The basket flags the line, with a way to remove it.
      const line = page.getByTestId('sold-out-line');
      await expect(line).toContainText(k.outOfStock);
      await expect(line.getByRole('button', { name: k.remove })).toBeVisible();
      await stillMarked(page);
      // Checkout refuses it with the spec's text, before any payment.
      await page.getByRole('link', { name: t.review }).click();
      await expect(page).toHaveURL(/store\/checkout$/);
      await page.getByPlaceholder(t.vehicle).fill('White Patrol, plate 41577');
      await payWith(page, t.cash);
      await page.getByRole('button', { name: t.placeOrder }).click();
      await expect(page.getByText(k.refused)).toBeVisible();
      await expect(page).toHaveURL(/store\/checkout$/);

      // Back on: the item page takes it again, live.
      await board.getByRole('button', { name: k.backOn }).click();
      await expect(itemPage.getByRole('button', { name: t.add })).toBeVisible();
      await expect(soldOut).toHaveCount(0);

      // Pickup paused for 15 minutes: the open store page says so, live; resumed, it goes.
      await itemPage.goBack();
      await expect(itemPage).toHaveURL(/store-detail$/);
      await expect(itemPage.getByText(k.ready15)).toBeVisible();
      await stillMarked(itemPage);
      await board.getByRole('button', { name: k.pause }).click();
      await expect(board.getByText(k.pausedBy)).toBeVisible();
      await expect(itemPage.getByTestId('service-paused')).toHaveText(k.paused);
      await board.getByRole('button', { name: k.resume }).click();
      await expect(itemPage.getByTestId('service-paused')).toHaveCount(0);

      // Busy: +20 minutes for an hour, on the quoted pickup time.
      await board.getByRole('radio', { name: k.plus20 }).check();
      await board.getByRole('radio', { name: k.for60 }).check();
      await board.getByRole('button', { name: k.makeBusy }).click();
      await expect(board.getByTestId('busy-state')).toHaveText(k.busyNow);
      await expect(itemPage.getByText(k.ready35)).toBeVisible();
      await board.getByRole('button', { name: k.endBusy }).click();
      await expect(itemPage.getByText(k.ready15)).toBeVisible();
      await stillMarked(itemPage);
    } finally {
      await restoreKitchen(product, itemId);
      await staffContext.close();
    }
  });
}
