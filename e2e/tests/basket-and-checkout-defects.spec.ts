import { expect, test } from '../fixtures/product.js';
import { customerOrders, fillCard, payWith, pickupBasket, signIn, T } from '../fixtures/storefront.js';

// A refused coupon is said inside its sheet; basket lines show their price and picture, and the
// same choice added twice is one line; checkout starts with the card option chosen and 'Place
// order' names the first thing missing.

const MORE = {
  en: {
    back: 'Back',
    discountButton: 'Add discount code',
    discountTitle: 'Discount code',
    apply: 'Apply',
    couponNotFound: "Sorry, We didn't find any coupon with provided code",
    couponExpired: 'Sorry, this code has expired',
    fattehName: 'Hummus Fatteh',
    shakshuka: /Shakshuka/,
    shakshukaName: 'Shakshuka',
    saj: 'Saj bread',
    wholeWheat: 'Whole wheat',
    invalidCard: 'Please enter valid card details',
  },
  ar: {
    back: 'رجوع',
    discountButton: 'إضافة رمز خصم',
    discountTitle: 'رمز الخصم',
    apply: 'تطبيق',
    couponNotFound: 'عذراً، لم نجد أي كوبون بهذا الرمز',
    couponExpired: 'عذراً، انتهت صلاحية هذا الرمز',
    fattehName: 'فتة حمص',
    shakshuka: /شكشوكة/,
    shakshukaName: 'شكشوكة',
    saj: 'خبز صاج',
    wholeWheat: 'قمح كامل',
    invalidCard: 'يرجى إدخال بيانات بطاقة صحيحة',
  },
} as const;

/** Phone numbers no other journey signs in with. */
const PHONES = {
  coupon: { en: '0501000261', ar: '0501000262' },
  lines: { en: '0501000263', ar: '0501000264' },
  payment: { en: '0501000265', ar: '0501000266' },
} as const;

const VEHICLE = { en: 'Plate 18692, black Lexus', ar: 'لوحة 18692، لكزس سوداء' } as const;

const money = /(\d+\.\d\d)/;
const toFils = (text: string | null) => Math.round(Number(money.exec(text ?? '')![1]) * 100);

interface StoredLine {
  title: { en: string };
  quantity: number;
  lineTotal: number;
  options: { name: { en: string } }[];
}
interface StoredOrder {
  totalOrderPrice: number;
  paymentType: string;
  orderedMenu: StoredLine[];
}

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  const m = MORE[lang];
  const ar = lang === 'ar';
  /** AED before the amount in English, after it in Arabic (spec section 9). */
  const aed = (amount: string) => (ar ? `${amount} AED` : `AED ${amount}`);

  test(`an unknown coupon code is refused inside the discount sheet, and the refusal goes once the code is edited (${lang})`, async ({
    page,
    product,
  }) => {
    await pickupBasket(page, product, 1, lang);
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, PHONES.coupon[lang], lang);
    // Signing in from 'Review Order' ends at checkout.
    await expect(page).toHaveURL(/store\/checkout$/);

    await page.getByRole('button', { name: m.discountButton }).click();
    const sheet = page.getByRole('dialog', { name: m.discountTitle });
    await expect(sheet).toBeVisible();
    const code = sheet.getByRole('textbox', { name: m.discountTitle });
    await code.fill('NOSUCHCODE');
    await sheet.getByRole('button', { name: m.apply }).click();

    // Said in the open sheet and announced, not on the dimmed page behind it.
    await expect(sheet.getByRole('alert')).toContainText(m.couponNotFound);
    await expect(page.getByText(m.couponNotFound)).toHaveCount(1);
    await expect(code).toHaveAttribute('aria-invalid', 'true');

    await code.fill('NOSUCHCOD');
    await expect(sheet.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(m.couponNotFound)).toHaveCount(0);
    await expect(sheet).toBeVisible();

    // A code that existed and has ended says it has expired, not that it was never there.
    await code.fill('RAMADAN26');
    await sheet.getByRole('button', { name: m.apply }).click();
    await expect(sheet.getByRole('alert')).toContainText(m.couponExpired);
  });

  test(`basket lines show their picture and price with options; the same choice added twice is one line x2 (${lang})`, async ({
    page,
    product,
  }) => {
    // Hummus Fatteh (AED 24.00) added twice, as two separate adds.
    await pickupBasket(page, product, 2, lang);
    const fatteh = page.getByRole('listitem').filter({ hasText: t.fatteh });
    await expect(fatteh).toHaveCount(1);
    await expect(fatteh).toContainText(aed('48.00'));
    await expect(fatteh.getByText('2', { exact: true })).toBeVisible();
    await expect(fatteh.getByRole('img', { name: m.fattehName })).toBeVisible();

    // Shakshuka (AED 26.00) on saj bread (free), on whole wheat (+AED 1.00), then on saj again.
    await page.getByRole('link', { name: m.back, exact: true }).click();
    for (const bread of [m.saj, m.wholeWheat, m.saj]) {
      await page.getByRole('link', { name: m.shakshuka }).click();
      await page.getByRole('radio', { name: bread }).check();
      await page.getByRole('button', { name: t.add }).click();
      await expect(page).toHaveURL(/store-detail$/);
    }
    await page.getByRole('link', { name: t.viewBasket }).click();

    await expect(page.getByRole('listitem').filter({ hasText: m.shakshuka })).toHaveCount(2);
    const onSaj = page.getByRole('listitem').filter({ hasText: m.saj });
    await expect(onSaj).toContainText(aed('52.00'));
    await expect(onSaj.getByText('2', { exact: true })).toBeVisible();
    const onWholeWheat = page.getByRole('listitem').filter({ hasText: m.wholeWheat });
    await expect(onWholeWheat).toContainText(aed('27.00'));
    await expect(onWholeWheat.getByText('1', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: m.shakshukaName })).toHaveCount(2);
    await expect(page.getByRole('listitem')).toHaveCount(3);

    // Checkout shows the same lines; the order stored is what the customer saw.
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, PHONES.lines[lang], lang);
    // Signing in from 'Review Order' ends at checkout.
    await expect(page).toHaveURL(/store\/checkout$/);
    await expect(page.getByRole('listitem').filter({ hasText: t.fatteh })).toContainText(aed('48.00'));
    await expect(page.getByRole('listitem').filter({ hasText: m.saj })).toContainText(aed('52.00'));
    await expect(page.getByRole('listitem').filter({ hasText: m.wholeWheat })).toContainText(aed('27.00'));
    await page.getByPlaceholder(t.vehicle).fill(VEHICLE[lang]);
    await payWith(page, t.cash);
    const shown = (await page.getByTestId('checkout-total').textContent())!;
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible();

    const orders = (await customerOrders(page, product)) as unknown as StoredOrder[];
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    expect(toFils(shown)).toBe(order.totalOrderPrice);
    const stored = order.orderedMenu.map((line) => ({
      title: line.title.en,
      options: line.options.map((option) => option.name.en),
      quantity: line.quantity,
      lineTotal: line.lineTotal,
    }));
    expect(stored).toHaveLength(3);
    expect(stored).toEqual(
      expect.arrayContaining([
        { title: 'Hummus Fatteh', options: [], quantity: 2, lineTotal: 4800 },
        { title: 'Shakshuka', options: ['Saj bread'], quantity: 2, lineTotal: 5200 },
        { title: 'Shakshuka', options: ['Whole wheat'], quantity: 1, lineTotal: 2700 },
      ]),
    );
  });

  test(`checkout arrives with the card option chosen; 'Place order' names the first thing missing, then the card pays (${lang})`, async ({
    page,
    product,
  }) => {
    await pickupBasket(page, product, 1, lang);
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, PHONES.payment[lang], lang);
    // Signing in from 'Review Order' ends at checkout.
    await expect(page).toHaveURL(/store\/checkout$/);

    // Zaatar House has a sandbox stripe gateway: its card option is chosen on arrival.
    const card = page.getByRole('radio', { name: t.card });
    const cash = page.getByRole('radio', { name: t.cash });
    await expect(card).toBeChecked();
    await expect(cash).not.toBeChecked();
    await expect(page.getByLabel(t.cardNumber)).toBeVisible();

    // A choice among the store's options is remembered; coming back keeps it.
    await payWith(page, t.cash);
    await page.reload();
    await expect(cash).toBeChecked();
    await expect(card).not.toBeChecked();
    await payWith(page, t.card);

    // Nothing filled in: the store wants the vehicle first (spec section 5 order).
    await page.getByRole('button', { name: t.placeOrder }).click();
    const message = page.getByRole('dialog');
    await expect(message).toContainText(t.vehicleMissing);
    await message.getByRole('button', { name: t.close }).click();
    await page.getByPlaceholder(t.vehicle).fill(VEHICLE[lang]);
    // Then the card the chosen option needs.
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(message).toContainText(m.invalidCard);
    await message.getByRole('button', { name: t.close }).click();
    expect(await customerOrders(page, product)).toHaveLength(0);

    await fillCard(page, '4242424242424242', lang);
    const shown = (await page.getByTestId('checkout-total').textContent())!;
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible();
    const orders = (await customerOrders(page, product)) as unknown as StoredOrder[];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paymentType: 'CREDIT_CARD' });
    expect(toFils(shown)).toBe(orders[0]!.totalOrderPrice);
  });
}
