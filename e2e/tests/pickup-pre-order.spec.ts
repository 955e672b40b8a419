import { expect, test } from '../fixtures/product.js';

// Pickup at the closed Al Reem Island outlet, which takes pre-orders only:
// the first slot is chosen by default, then another day and time are chosen in the timing widget.
for (const language of ['en', 'ar'] as const) {
  const ar = language === 'ar';
  test(`pickup with a pre-order slot at a closed outlet (${language})`, async ({ page, product }) => {
    await page.addInitScript((lang) => window.localStorage.setItem('storefront.language', lang), language);
    await page.goto(`${product.origin}/zaatar-house`);
    await expect(page.locator('html')).toHaveAttribute('dir', ar ? 'rtl' : 'ltr');
    // The brand home's branches: the closed one says so and promises no pickup time.
    const branch = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: ar ? /جزيرة الريم/ : /Al Reem Island/ }) });
    await expect(branch).toContainText(ar ? 'مغلق الآن' : 'Closed now');
    await expect(branch).not.toContainText(ar ? 'جاهز للاستلام خلال' : 'Ready for pickup in');
    await page.getByRole('button', { name: ar ? 'استلام من الفرع' : 'Pickup', exact: true }).click();
    const picker = page.getByRole('dialog');
    const reem = picker.getByRole('button', { name: ar ? /جزيرة الريم/ : /Al Reem Island/ });
    await expect(reem).toContainText(ar ? 'طلبات مسبقة' : 'Pre Orders');
    await reem.click();
    await expect(page).toHaveURL(/store-detail$/);
    // Closed now: ready at the chosen slot, never 'Ready for pickup in 20 minutes'.
    await expect(page.getByText(ar ? /جاهز للاستلام خلال/ : /Ready for pickup in/)).toHaveCount(0);
    // The store's whole name in the bar, on two lines if need be, never cut short.
    const bar = page.getByRole('button', { name: ar ? /وقت الاستلام/ : /Pickup Time/ });
    await expect(bar).toContainText(ar ? /بيت الزعتر - جزيرة الريم/ : /Zaatar House Al Reem Island/);
    const cut = await bar
      .locator('.line-clamp-2')
      .evaluate((name) => name.scrollHeight > name.clientHeight + 1);
    expect(cut).toBe(false);

    const notice = page.getByRole('button', { name: ar ? /وقت الاستلام/ : /Pickup Time/ });
    await expect(notice).toContainText(ar ? 'موعد طلبك' : 'You are ordering for');
    // The location bar opens the sheet: 'Selected Store' and 'Pickup Time', each with Change.
    await notice.click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toContainText(ar ? 'الفرع المختار' : 'Selected Store');
    await sheet
      .getByRole('button', { name: ar ? 'تغيير' : 'Change', exact: true })
      .nth(1)
      .click();
    const widget = page.getByRole('dialog');
    await expect(widget.getByRole('radio', { name: ar ? 'في أسرع وقت' : 'ASAP' })).toBeDisabled();
    await widget
      .getByRole('group', { name: ar ? 'اختر اليوم' : 'Select a day' })
      .getByRole('radio')
      .nth(1)
      .check();
    const slots = widget.getByRole('group', { name: ar ? 'اختر الوقت' : 'Select a time' }).getByRole('radio');
    await slots.nth(2).check();
    const chosen = (await slots.nth(2).locator('xpath=..').innerText()).trim();
    await widget.getByRole('button', { name: ar ? 'تأكيد' : 'Confirm' }).click();
    await expect(widget).toBeHidden();
    await expect(notice).toContainText(chosen);
  });
}
