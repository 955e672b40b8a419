import type { Browser, Page } from '@playwright/test';
import { expect, test, type Product } from '../fixtures/product.js';
import { payWith, signIn, T } from '../fixtures/storefront.js';

// Slot capacity (docs/kitchen.md): the brand's manager lets the Al Reem Island outlet take one
// pickup order per pre-order slot, on the board's Kitchen page; two customers, each in their own
// browser, reach checkout for the same slot. The first places the order; the second is told the
// time has just filled up, finds it no longer offered, picks the next one and places the order
// there. English and Arabic.

const MANAGER = { email: 'manager@zaatarhouse.example', password: 'zaatar-manager-demo' };
/** Zaatar House Al Reem Island (apps/server seed): closed now, pickup by pre-order only. */
const REEM_STORE = '6650a1e0c0ffee1000000003';

const S = {
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    capacityInput: 'Pickup orders per slot (0 for no limit)',
    save: 'Save Pickup capacity',
    saved: 'Pickup: capacity saved',
    limit: 'Pickup: limit of 1 per slot',
    reem: /Al Reem Island/,
    pickupTime: /Pickup Time/,
    change: 'Change',
    selectTime: 'Select a time',
    selectDay: 'Select a day',
    confirm: 'Confirm',
    slotFull: 'This time has just filled up. Please choose another time.',
    phones: ['0501000911', '0501000912'],
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    capacityInput: 'طلبات الاستلام لكل موعد (0 بلا حد)',
    save: 'حفظ سعة الاستلام',
    saved: 'الاستلام: تم حفظ السعة',
    limit: 'الاستلام: الحد 1 لكل موعد',
    reem: /جزيرة الريم/,
    pickupTime: /وقت الاستلام/,
    change: 'تغيير',
    selectTime: 'اختر الوقت',
    selectDay: 'اختر اليوم',
    confirm: 'تأكيد',
    slotFull: 'امتلأ هذا الوقت للتو. يرجى اختيار وقت آخر.',
    phones: ['0501000913', '0501000914'],
  },
} as const;

/** No limit again, through the API (one product serves every journey). */
async function restoreCapacity(product: Product) {
  const signedIn = await fetch(`${product.origin}/api/v1/staff/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MANAGER),
  });
  const { data } = (await signedIn.json()) as { data: { token: string } };
  await fetch(`${product.origin}/api/v1/staff/kitchen/changes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ storeId: REEM_STORE, change: 'CAPACITY', service: 'pickup', capacity: 0 }),
  });
}

for (const lang of ['en', 'ar'] as const) {
  const s = S[lang];
  const t = T[lang];

  /** A customer's own browser: Hummus Fatteh for pickup at Al Reem Island, signed in, on checkout with the first slot. */
  async function customerAtCheckout(browser: Browser, product: Product, phone: string): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(`${product.origin}/zaatar-house`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: t.pickup, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: s.reem }).click();
    await expect(page).toHaveURL(/store-detail$/);
    await page.getByRole('link', { name: t.fatteh }).click();
    await page.getByRole('button', { name: t.add }).click();
    await expect(page).toHaveURL(/store-detail$/);
    await page.getByRole('link', { name: t.viewBasket }).click();
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, phone, lang);
    // Signing in from 'Review Order' ends at checkout.
    await expect(page).toHaveURL(/store\/checkout$/);
    await payWith(page, t.cash);
    return page;
  }

  test(`the last place of a pickup slot goes to one of two customers; the other picks another time (${lang})`, async ({
    page: board,
    browser,
    product,
  }) => {
    test.setTimeout(180_000);
    const customers: Page[] = [];
    try {
      // The manager: one pickup order per slot at Al Reem Island.
      await board.addInitScript(
        (language) => window.localStorage.setItem('storefront.language', language),
        lang,
      );
      await board.goto(`${product.origin}/zaatar-house/operator`);
      await board.getByLabel(s.email).fill(MANAGER.email);
      await board.getByLabel(s.password).fill(MANAGER.password);
      await board.getByRole('button', { name: s.signIn }).click();
      await expect(board.getByTestId('board-connection')).toHaveAttribute('data-live', 'true');
      await board.goto(`${product.origin}/zaatar-house/operator/kitchen?store=${REEM_STORE}`);
      await board.getByLabel(s.capacityInput).fill('1');
      await board.getByRole('button', { name: s.save }).click();
      await expect(board.getByRole('status')).toHaveText(s.saved);
      await expect(board.getByText(s.limit)).toBeVisible();

      // Two customers, the same first slot, both at checkout.
      const first = await customerAtCheckout(browser, product, s.phones[0]);
      const second = await customerAtCheckout(browser, product, s.phones[1]);
      customers.push(first, second);
      const slotOf = async (page: Page) =>
        (
          await page
            .getByRole('heading', { name: s.pickupTime })
            .locator('xpath=following-sibling::p[1]')
            .innerText()
        ).trim();
      const slot = await slotOf(first);
      expect(await slotOf(second)).toBe(slot);

      await first.getByRole('button', { name: t.placeOrder }).click();
      await expect(first.getByText(t.orderPlaced)).toBeVisible();
      await second.getByRole('button', { name: t.placeOrder }).click();
      await expect(second.getByText(s.slotFull)).toBeVisible();
      await expect(second).toHaveURL(/store\/checkout$/);

      // Back on the store page the full slot is no longer offered; the next one takes the order.
      await second.goto(`${product.origin}/zaatar-house/store/store-detail`);
      const notice = second.getByRole('button', { name: s.pickupTime });
      await notice.click();
      await second.getByRole('dialog').getByRole('button', { name: s.change, exact: true }).nth(1).click();
      const widget = second.getByRole('dialog');
      const times = widget.getByRole('group', { name: s.selectTime }).getByRole('radio');
      await expect(times.first()).toBeVisible();
      const offered = await times.evaluateAll((radios) =>
        radios.map((radio) => radio.parentElement?.textContent?.trim() ?? ''),
      );
      // The full slot is not offered on its day; when it was the day's last, the widget opens on
      // the next day, whose same time of day is another slot (a run late in Dubai's evening).
      const [day = '', fullTime] = slot.split(/,\s*|،\s*/);
      const dayShown = (
        await widget
          .getByRole('group', { name: s.selectDay })
          .getByRole('radio', { checked: true })
          .locator('xpath=..')
          .innerText()
      ).trim();
      if (dayShown.includes(day.trim()) || day.trim().includes(dayShown))
        expect(offered).not.toContain(fullTime);
      await times.first().check();
      const chosen = offered[0]!;
      await widget.getByRole('button', { name: s.confirm }).click();
      await expect(notice).toContainText(chosen);
      await second.getByRole('link', { name: t.viewBasket }).click();
      await second.getByRole('link', { name: t.review }).click();
      await expect(second).toHaveURL(/store\/checkout$/);
      expect(await slotOf(second)).not.toBe(slot);
      await payWith(second, t.cash);
      await second.getByRole('button', { name: t.placeOrder }).click();
      await expect(second.getByText(t.orderPlaced)).toBeVisible();
    } finally {
      await restoreCapacity(product);
      for (const customer of customers) await customer.context().close();
    }
  });
}
