import { expect, test } from '../fixtures/product.js';
import { basketOfFatteh, customerOrders, payWith, signIn, T } from '../fixtures/storefront.js';

// Pre-order tracking, address lines and wording:
// - a pre-order is tracked against its slot: the track page, My Orders and the order detail
//   show the day and time, and the estimate counts from the slot's start (never '20 minutes' for
//   a pickup scheduled hours ahead);
// - an address line says each part once, with the Arabic comma '،' in Arabic;
// - wording: prep times in days and hours ('Delivery within 1 day', not '1440 min'),
//   deductions '- AED 5.00' / '- 5.00 AED', the store's name on the map in the page's language,
//   'Please select a rating' gone once a star is chosen, and a pin that survives a reload.

const ADMIN_KEY = 'dev-admin-key-not-for-production';

const MORE = {
  en: {
    reem: /Al Reem Island/,
    trackOrder: 'Track Order',
    scheduledFor: 'Scheduled for',
    estimated: /^Estimated delivery:/,
    hoursOrDays: /hour|day/,
    myOrders: 'Orders',
    addAddress: 'Add new address',
    searchLocation: 'Search for your location',
    jumeirah: 'Jumeirah',
    jumeirahOne: /^Jumeirah 1\b/,
    confirmLocation: 'Confirm Location',
    fullAddress: 'Full address',
    building: 'Building',
    home: 'Home',
    saveAddress: 'Save address',
    mapPlace: 'Jumeirah Beach Road, Jumeirah 1, Dubai',
    typed: 'Villa 12, Street 4b',
    typedBuilding: 'Villa 12',
    addressLine: 'Villa 12, Street 4b, Jumeirah 1, Dubai',
    areaLine: 'Jumeirah 1, Dubai',
    deliveringTo: 'Delivering to',
    changeAddress: 'Change address',
    savedAddresses: 'Saved addresses',
    storeAddress: 'Shop 4, Jumeirah Beach Road, opposite Jumeirah Mosque, Jumeirah 1, Dubai',
    datesStore: 'Dates & Co Warehouse',
    oneDay: 'Delivery within 1 day',
    deduction: '- AED 5.00',
    oldDeduction: 'AED -5.00',
    storeOnMap: 'Zaatar House Jumeirah',
    editOnMap: 'Edit on map',
    rate: 'Rate your order',
    submit: 'Submit',
    selectRating: 'Please select a rating',
    excellent: '5 Excellent',
    thanks: 'Thank you for your feedback!',
    delivered: 'Your order has been delivered',
  },
  ar: {
    reem: /جزيرة الريم/,
    trackOrder: 'تتبع الطلب',
    scheduledFor: 'موعد الطلب:',
    estimated: /^الوقت المتوقع للتوصيل:/,
    hoursOrDays: /ساع|يوم/,
    myOrders: 'الطلبات',
    addAddress: 'إضافة عنوان جديد',
    searchLocation: 'ابحث عن موقعك',
    jumeirah: 'جميرا',
    jumeirahOne: /^جميرا 1/,
    confirmLocation: 'تأكيد الموقع',
    fullAddress: 'العنوان الكامل',
    building: 'المبنى',
    home: 'المنزل',
    saveAddress: 'حفظ العنوان',
    mapPlace: 'شارع جميرا، جميرا 1، دبي',
    typed: 'فيلا 12، شارع 4ب',
    typedBuilding: 'فيلا 12',
    addressLine: 'فيلا 12، شارع 4ب، جميرا 1، دبي',
    areaLine: 'جميرا 1، دبي',
    deliveringTo: 'التوصيل إلى',
    changeAddress: 'تغيير العنوان',
    savedAddresses: 'العناوين المحفوظة',
    storeAddress: 'محل 4، شارع جميرا، مقابل مسجد جميرا، جميرا 1، دبي',
    datesStore: 'مستودع تمور وشركاه',
    oneDay: 'التوصيل خلال يوم واحد',
    deduction: '- 5.00 AED',
    oldDeduction: '-5.00 AED',
    storeOnMap: 'بيت الزعتر - جميرا',
    editOnMap: 'تعديل على الخريطة',
    rate: 'قيّم طلبك',
    submit: 'إرسال',
    selectRating: 'يرجى اختيار تقييم',
    excellent: '5 ممتاز',
    thanks: 'شكراً على تقييمك!',
    delivered: 'تم توصيل طلبك',
  },
} as const;

/** A slot's 'HH:mm' as the storefront writes it: '09:00 AM' / '09:00 ص'. */
function clock(hhmm: string, ar: boolean): string {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const meridiem = hours < 12 ? (ar ? 'ص' : 'AM') : ar ? 'م' : 'PM';
  return `${String(hour12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${meridiem}`;
}

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  const m = MORE[lang];
  const ar = lang === 'ar';
  const comma = ar ? '، ' : ', ';

  test(`a pickup pre-order at the closed Al Reem Island outlet shows its slot and an estimate from the slot, not '20 minutes' (${lang})`, async ({
    page,
    product,
  }) => {
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(`${product.origin}/zaatar-house`);
    await expect(page.locator('html')).toHaveAttribute('dir', ar ? 'rtl' : 'ltr');
    // Closed now, it takes pre-orders only: its first slot (at least 45 minutes ahead) is chosen.
    await page.getByRole('button', { name: t.pickup, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: m.reem }).click();
    await expect(page).toHaveURL(/store-detail$/);
    await page.getByRole('link', { name: t.fatteh }).click();
    await page.getByRole('button', { name: t.add }).click();
    await expect(page).toHaveURL(/store-detail$/);
    await page.getByRole('link', { name: t.viewBasket }).click();
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, ar ? '0501000402' : '0501000401', lang);
    // Signing in from 'Review Order' ends at checkout.
    await expect(page).toHaveURL(/store\/checkout$/);
    await payWith(page, t.cash);
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible({ timeout: 15_000 });

    const [order] = (await customerOrders(page, product)) as {
      orderNumber: string;
      orderStatus: string;
      preOrderSlot: { start: string; end: string } | null;
    }[];
    expect(order).toMatchObject({ orderStatus: 'SCHEDULED' });
    const slot = order!.preOrderSlot!;
    const range = `${clock(slot.start, ar)} - ${clock(slot.end, ar)}`;
    const scheduled = new RegExp(`^${m.scheduledFor} .+${comma}${range}$`);

    await page.getByRole('button', { name: m.trackOrder }).click();
    await expect(page).toHaveURL(new RegExp(`/track-order/${order!.orderNumber}$`));
    await expect(page.getByTestId('order-tracker')).toHaveAttribute('data-status', 'SCHEDULED');
    await expect(page.getByText(scheduled)).toBeVisible();
    // 20 minutes of preparation counted from a slot at least 45 minutes away: hours, or days.
    await expect(page.getByText(m.estimated)).toContainText(m.hoursOrDays);

    await page.goto(`${product.origin}/zaatar-house/order/my-orders`);
    await expect(page.getByRole('heading', { name: m.myOrders, exact: true })).toBeVisible();
    const row = page.getByRole('link', { name: m.reem });
    await expect(row).toContainText(m.scheduledFor);
    await expect(row).toContainText(range);
    await row.click();
    await expect(page.getByText(scheduled)).toBeVisible();
  });

  test(`an address is written once, with '${comma.trim()}' between its parts, at checkout, in the saved list and on the order (${lang})`, async ({
    page,
    product,
  }) => {
    // 2 x Hummus Fatteh to Jumeirah clears the area's AED 40 minimum.
    await basketOfFatteh(page, product, lang, 2);
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, ar ? '0501000404' : '0501000403', lang);
    // Signing in from 'Review Order' ends at checkout.
    await page.getByRole('button', { name: m.addAddress }).click();
    const search = page.getByRole('searchbox', { name: m.searchLocation });
    await search.fill(m.jumeirah);
    await page.getByRole('button', { name: m.jumeirahOne }).click();
    await page.getByRole('button', { name: m.confirmLocation }).click();
    await expect(page).toHaveURL(/add-delivery-address\?redirectedFrom=map-address$/);
    // The geocoder's street already names the area: 'Jumeirah 1' is said once.
    await expect(page.getByText(m.mapPlace, { exact: true })).toBeVisible();

    // The building typed again inside the full address.
    await page.getByLabel(m.fullAddress).fill(m.typed);
    await page.getByLabel(m.building, { exact: true }).fill(m.typedBuilding);
    await page.getByRole('radio', { name: m.home }).check();
    await page.getByRole('button', { name: m.saveAddress }).click();
    await expect(page).toHaveURL(/store\/checkout$/);

    await expect(page.getByRole('heading', { name: m.deliveringTo, exact: true })).toBeVisible();
    await expect(page.getByText(m.addressLine, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: m.changeAddress }).click();
    const saved = page.getByRole('dialog', { name: m.savedAddresses });
    await expect(saved.getByText(m.typed, { exact: true })).toBeVisible();
    await expect(saved.getByText(m.areaLine, { exact: true })).toBeVisible();
    // The building is part of the full address already: no 'Building Villa 12' line.
    await expect(saved).not.toContainText(`${m.building} ${m.typedBuilding}`);
    await saved.getByRole('button', { name: t.close }).click();
    await expect(saved).toBeHidden();

    await payWith(page, t.cash);
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page.getByRole('dialog', { name: t.orderPlaced })).toBeVisible({ timeout: 15_000 });
    await page.goto(`${product.origin}/zaatar-house/order/my-orders`);
    await page.getByRole('link', { name: t.jumeirahStore }).click();
    // From: the store's address already ends with its city; To: the customer's address.
    await expect(page.getByText(m.storeAddress, { exact: true })).toBeVisible();
    await expect(page.getByText(new RegExp(`^${m.addressLine}$`, 'i'))).toBeVisible();
  });

  test(`wording: '${m.oneDay}', '${m.deduction}', the store's name on the map, the rating error clears, a reload keeps the pin (${lang})`, async ({
    page,
    product,
  }) => {
    // Dates & Co states a day for delivery (1440 minutes): the header says '1 day'.
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(`${product.origin}/dates-and-co`);
    await expect(page.locator('html')).toHaveAttribute('dir', ar ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: t.delivery, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.dubai, exact: true }).click();
    await expect(page).toHaveURL(/\/dates-and-co\/store\/store-detail$/);
    const header = page.getByRole('region', { name: m.datesStore });
    await expect(header.getByText(m.oneDay, { exact: true })).toBeVisible();
    await expect(header).not.toContainText('1440');

    // Zaatar House: 2 x Hummus Fatteh to Jumeirah; the breakfast offer takes AED 5 off by itself.
    await basketOfFatteh(page, product, lang, 2);
    // What the store page promises for Jumeirah (its footer), before going on to the basket.
    await page.goBack();
    const within = page
      .getByRole('contentinfo')
      .getByRole('definition')
      .filter({ hasText: /minute|دقيق/ });
    const promised = Number(/\d+/.exec((await within.textContent()) ?? '')?.[0]);
    await page.getByRole('link', { name: t.viewBasket }).click();
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, ar ? '0501000406' : '0501000405', lang);
    // Signing in from 'Review Order' ends at checkout.
    const totals = page.getByTestId('checkout-totals');
    await expect(totals).toContainText(m.deduction);
    await expect(totals).not.toContainText(m.oldDeduction);

    // The map names the store in the page's language.
    await page.getByRole('button', { name: m.addAddress }).click();
    await expect(page).toHaveURL(/checkout\/map-address$/);
    await expect(page.getByRole('img', { name: m.storeOnMap, exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: m.searchLocation }).fill(m.jumeirah);
    await page.getByRole('button', { name: m.jumeirahOne }).click();
    // The pin placed (at zoom 16) survives a reload of the map: it confirms straight away. The
    // place is located by the server first: reload once the map shows it, as a person would.
    await expect(page.getByText('16 / 20', { exact: true })).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: m.confirmLocation }).click();
    await expect(page).toHaveURL(/add-delivery-address\?redirectedFrom=map-address$/);
    // ... and a reload of the address form keeps the place instead of going back to the map.
    await page.reload();
    await expect(page).toHaveURL(/add-delivery-address\?redirectedFrom=map-address$/);
    await expect(page.getByText(m.mapPlace, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: m.editOnMap }).click();
    await expect(page).toHaveURL(/checkout\/map-address$/);
    await page.getByRole('button', { name: m.confirmLocation }).click();
    await expect(page).toHaveURL(/add-delivery-address\?redirectedFrom=map-address$/);
    await page.getByLabel(m.fullAddress).fill(ar ? 'فيلا 7، شارع الوصل' : 'Villa 7, Al Wasl Road');
    await page.getByRole('radio', { name: m.home }).check();
    await page.getByRole('button', { name: m.saveAddress }).click();
    await expect(page).toHaveURL(/store\/checkout$/);

    await payWith(page, t.cash);
    await page.getByRole('button', { name: t.placeOrder }).click();
    await page.getByRole('button', { name: m.trackOrder }).click();
    const tracker = page.getByTestId('order-tracker');
    await expect(tracker).toHaveAttribute('data-status', 'PENDING');
    const orderNumber = page.url().split('/').at(-1)!;
    const estimate = Number(/\d+/.exec((await page.getByText(m.estimated).textContent()) ?? '')?.[0]);
    for (const status of ['PREPARING', 'ON_THE_WAY', 'COMPLETE'] as const) {
      const moved = await page.request.post(`${product.origin}/api/v1/admin/update-order-status`, {
        headers: { 'x-admin-key': ADMIN_KEY },
        data: { orderNumber, status },
      });
      expect(moved.ok()).toBe(true);
      await expect(tracker).toHaveAttribute('data-status', status, { timeout: 15_000 });
    }
    await expect(tracker).toContainText(m.delivered);
    // Delivered: the steps stay, every one done, above the message.
    await expect(tracker.getByRole('listitem')).toHaveCount(3);
    await expect(tracker.locator('[aria-current="step"]')).toHaveCount(0);

    // The estimate was the time the store page gave for the area, counting down.
    expect(estimate).toBeLessThanOrEqual(promised);
    expect(estimate).toBeGreaterThanOrEqual(promised - 2);

    // The order's cost summary writes the discount the same way.
    await page.goto(`${product.origin}/zaatar-house/order/my-orders`);
    await page.getByRole('link', { name: t.jumeirahStore }).click();
    const summary = page.getByTestId('order-cost-summary');
    await expect(summary).toContainText(m.deduction);
    await expect(summary).not.toContainText(m.oldDeduction);

    // 'Please select a rating' until a star is chosen, and not a moment longer.
    await page.getByRole('link', { name: m.rate }).click();
    await page.getByRole('button', { name: m.submit }).click();
    await expect(page.getByText(m.selectRating)).toBeVisible();
    await page.getByRole('radio', { name: m.excellent }).click();
    await expect(page.getByText(m.selectRating)).toBeHidden();
    await page.getByRole('button', { name: m.submit }).click();
    await expect(page.getByText(m.thanks)).toBeVisible();
  });
}
