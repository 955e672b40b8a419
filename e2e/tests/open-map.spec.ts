import { serveTiles } from '../fixtures/map-tiles.js';
import { expect, test } from '../fixtures/product.js';
import { basketOfFatteh, signIn, T } from '../fixtures/storefront.js';

// A real map with streets without a paid key (docs/maps.md: the open map over the brand's tiles),
// place search that finds landmarks, and the schematic map kept for when no tile can load.

// The tiles are answered by the page's own routes, which a service worker's fetches would bypass.
test.use({ serviceWorkers: 'block' });

const M = {
  en: {
    addAddress: 'Add new address',
    searchLocation: 'Search for your location',
    mosque: 'Jumeirah Mosque',
    mosqueSuggestion: /^Jumeirah Mosque\b.*Jumeirah, Dubai, United Arab Emirates/,
    confirmLocation: 'Confirm Location',
    mapPlace: 'Jumeirah Beach Road, Jumeirah 1, Dubai',
    storeOnMap: 'Zaatar House Jumeirah',
  },
  ar: {
    addAddress: 'إضافة عنوان جديد',
    searchLocation: 'ابحث عن موقعك',
    mosque: 'مسجد جميرا',
    mosqueSuggestion: /^مسجد جميرا.*جميرا، دبي، الإمارات العربية المتحدة/,
    confirmLocation: 'تأكيد الموقع',
    mapPlace: 'شارع جميرا، جميرا 1، دبي',
    storeOnMap: 'بيت الزعتر - جميرا',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  const m = M[lang];
  const ar = lang === 'ar';

  test(`the delivery map shows streets from the tile server and finds a landmark (${lang})`, async ({
    page,
    product,
  }) => {
    const asked = await serveTiles(page);
    await basketOfFatteh(page, product, lang, 2);
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, ar ? '0501000952' : '0501000951', lang);
    await page.getByRole('button', { name: m.addAddress }).click();
    await expect(page).toHaveURL(/checkout\/map-address$/);

    // The open map takes the schematic one's place once a tile loads, with its licence's credit.
    await expect(page.getByText('© OpenStreetMap contributors')).toBeVisible();
    await expect.poll(() => asked.length).toBeGreaterThan(1);
    // Drawn tiles: pictures the tile server sent, at their full 256 px.
    const drawn = () =>
      page
        .getByRole('application')
        .locator('img')
        .evaluateAll(
          (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth === 256).length,
        );
    await expect.poll(drawn).toBeGreaterThan(1);
    // The map itself never mirrors; its zoom buttons sit at the end of the line.
    await expect(page.getByRole('application')).toHaveAttribute('dir', 'ltr');

    // A landmark, not only a neighbourhood: the suggestion says where it is.
    await page.getByRole('searchbox', { name: m.searchLocation }).fill(m.mosque);
    await page.getByRole('button', { name: m.mosqueSuggestion }).click();
    await expect(page.getByText('16 / 20', { exact: true })).toBeVisible();
    await expect(page.getByText('25.23400, 55.26550', { exact: true })).toBeVisible();
    // The tiles of the landmark's street at zoom 16 were asked for (x 42828 holds the mosque).
    await expect.poll(() => asked.some((path) => path.startsWith('16/42828/'))).toBe(true);

    // A tap on the map moves the pin there.
    const map = page.getByRole('application');
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 40, y: box.height / 2 } });
    await expect(page.getByText('25.23400, 55.26550', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/^25\.23\d{3}, 55\.26\d{3}$/)).toBeVisible();

    await page.getByRole('button', { name: m.confirmLocation }).click();
    await expect(page).toHaveURL(/add-delivery-address\?redirectedFrom=map-address$/);
    await expect(page.getByText(m.mapPlace, { exact: true })).toBeVisible();
  });

  test(`without the network the schematic map stays, and search still finds the landmark (${lang})`, async ({
    page,
    product,
  }) => {
    // Nothing answers the tiles (the fixture's address refuses them).
    await basketOfFatteh(page, product, lang, 2);
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, ar ? '0501000954' : '0501000953', lang);
    await page.getByRole('button', { name: m.addAddress }).click();
    await expect(page.getByRole('img', { name: m.storeOnMap, exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: m.searchLocation }).fill(m.mosque);
    await page.getByRole('button', { name: m.mosqueSuggestion }).click();
    await expect(page.getByText('16 / 20', { exact: true })).toBeVisible();
    await expect(page.getByText('© OpenStreetMap contributors')).toHaveCount(0);
    await expect(page.getByRole('application').locator('img')).toHaveCount(0);
    await page.getByRole('button', { name: m.confirmLocation }).click();
    await expect(page.getByText(m.mapPlace, { exact: true })).toBeVisible();
  });
}
