import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/product.js';

// The map page (spec sections 2, 4 and 9): with nothing known the map opens on the UAE
// (23, 54) at zoom 7; a brand that delivers by areas offers 'Select location', which moves the map
// to the area chosen from its list; 'Use my current location' pins the device's position at zoom
// 16, or says why it cannot: the browser has no location, the permission is off, or it takes too
// long (the spec's three messages).

const TEXT = {
  en: {
    title: 'Set Delivery Location',
    map: 'Set Delivery Location',
    selectLocation: 'Select location',
    selectArea: 'Select your area',
    dubai: 'Dubai',
    jumeirah: 'Jumeirah',
    locateMe: 'Use my current location',
    unsupported: 'This browser does not support live location',
    denied:
      'Location permissions are currently disabled on your device. Please enable them in order for us to automatically determine your current delivery location',
    timeout:
      'Your current location detection is taking time. Please try again or enter your location manually if you prefer.',
    close: 'Close',
    message: 'Message',
  },
  ar: {
    title: 'تحديد موقع التوصيل',
    map: 'تحديد موقع التوصيل',
    selectLocation: 'اختر الموقع',
    selectArea: 'اختر منطقتك',
    dubai: 'دبي',
    jumeirah: 'جميرا',
    locateMe: 'استخدم موقعي الحالي',
    unsupported: 'هذا المتصفح لا يدعم تحديد الموقع المباشر',
    denied:
      'صلاحية الوصول إلى الموقع معطّلة حالياً على جهازك. يرجى تفعيلها حتى نتمكن من تحديد موقع التوصيل الحالي تلقائياً',
    timeout:
      'تحديد موقعك الحالي يستغرق بعض الوقت. يرجى المحاولة مرة أخرى أو إدخال موقعك يدوياً إذا كنت تفضل ذلك.',
    close: 'إغلاق',
    message: 'رسالة',
  },
} as const;

/** Where the map's middle is: a tap there drops the pin, which the map reads out ('lat, lng'). */
async function middleOfMap(page: Page, label: string): Promise<{ lat: number; lng: number }> {
  const map = page.getByRole('application', { name: label });
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const pin = page.getByRole('img', { name: /^\d+\.\d{5}, \d+\.\d{5}$/ });
  const [lat, lng] = ((await pin.getAttribute('aria-label')) ?? '').split(', ').map(Number);
  return { lat: lat!, lng: lng! };
}

/** The zoom the map reads out ('7 / 20'). */
const zoomOf = (page: Page, zoom: number) => page.getByText(new RegExp(`^${zoom} / 20$`));

for (const lang of ['en', 'ar'] as const) {
  const t = TEXT[lang];
  test(`the map page: the UAE at zoom 7, 'Select location' by area, and the location messages (${lang})`, async ({
    page,
    product,
    context,
  }) => {
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(`${product.origin}/zaatar-house/address/add-new-map-address`);
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();

    // Nothing known yet (no store, no pin, no address): the UAE, at zoom 7.
    await expect(zoomOf(page, 7)).toBeAttached();
    const country = await middleOfMap(page, t.map);
    expect(Math.abs(country.lat - 23)).toBeLessThan(0.05);
    expect(Math.abs(country.lng - 54)).toBeLessThan(0.05);

    // Zaatar House delivers by areas: 'Select location' lists them, and the map goes to the one chosen.
    await page.getByRole('button', { name: t.selectLocation }).click();
    const sheet = page.getByRole('dialog', { name: t.selectArea });
    await sheet.getByRole('button', { name: t.dubai, exact: true }).click();
    await sheet.getByRole('button', { name: t.jumeirah, exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(zoomOf(page, 14)).toBeAttached();
    const area = await middleOfMap(page, t.map);
    // Jumeirah, on Dubai's coast.
    expect(area.lat).toBeGreaterThan(25.15);
    expect(area.lat).toBeLessThan(25.25);
    expect(area.lng).toBeGreaterThan(55.2);
    expect(area.lng).toBeLessThan(55.3);

    const message = page.getByRole('dialog', { name: t.message });
    const locateMe = page.getByRole('button', { name: t.locateMe });
    // The customer said no to the browser's location prompt: the spec's text.
    const browserSession = await context.newCDPSession(page);
    await browserSession.send('Browser.setPermission', {
      permission: { name: 'geolocation' },
      setting: 'denied',
      origin: product.origin,
    });
    await locateMe.click();
    await expect(message).toContainText(t.denied);
    await message.getByRole('button', { name: t.close }).first().click();
    // Too slow to answer: the device times out.
    await page.evaluate(() => {
      navigator.geolocation.getCurrentPosition = (_found, failed) =>
        failed?.({
          code: 3,
          TIMEOUT: 3,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
        } as GeolocationPositionError);
    });
    await locateMe.click();
    await expect(message).toContainText(t.timeout);
    await message.getByRole('button', { name: t.close }).first().click();

    // Allowed: the pin goes to the device's position (the Dubai Mall) at zoom 16.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 25.1972, longitude: 55.2796 });
    await page.reload();
    await page.getByRole('button', { name: t.locateMe }).click();
    await expect(zoomOf(page, 16)).toBeAttached();
    await expect(page.getByRole('img', { name: '25.19720, 55.27960' })).toBeVisible();

    // A browser without location at all.
    await page.evaluate(() => delete (Navigator.prototype as { geolocation?: Geolocation }).geolocation);
    await page.getByRole('button', { name: t.locateMe }).click();
    await expect(message).toContainText(t.unsupported);
  });
}
