import type { Page } from '@playwright/test';
import { expect, test, type Product } from '../fixtures/product.js';
import { basketOfFatteh, sessionToken, signIn, T } from '../fixtures/storefront.js';

// Changing address at checkout (spec section 4): the saved list holds every address of the
// customer; one in another delivery area asks 'Clear your basket?' first; 'No' changes nothing,
// 'Yes, continue' empties the basket, takes that area and its store, and the address is the one
// delivered to at the next checkout.

const ZAATAR = '6650a1e0c0ffee0000000001';
const AREAS = { jumeirah: '6650a1e0c0ffee4300000001', marina: '6650a1e0c0ffee4300000004' } as const;

const TEXT = {
  en: {
    deliveringTo: 'Delivering to',
    changeAddress: 'Change address',
    saved: 'Saved addresses',
    clearTitle: 'Clear your basket?',
    clearText: 'Changing your address will clear your basket. Do you want to continue?',
    no: 'No',
    delete: 'Delete',
    yes: 'Yes, continue',
    marinaStore: 'Zaatar House Dubai Marina',
    jumeirahHome: 'Villa 12, Al Wasl Road',
    marinaHome: 'Marina Gate 2, Apartment 1804',
  },
  ar: {
    deliveringTo: 'التوصيل إلى',
    changeAddress: 'تغيير العنوان',
    saved: 'العناوين المحفوظة',
    clearTitle: 'إفراغ السلة؟',
    clearText: 'تغيير العنوان سيؤدي إلى إفراغ سلتك. هل تريد المتابعة؟',
    no: 'لا',
    delete: 'حذف',
    yes: 'نعم، متابعة',
    marinaStore: 'بيت الزعتر - دبي مارينا',
    jumeirahHome: 'فيلا 12، شارع الوصل',
    marinaHome: 'مارينا جيت 2، شقة 1804',
  },
} as const;

/** A saved address of the signed-in customer, as the address form saves one. */
async function saveAddress(
  page: Page,
  product: Product,
  address: string,
  area: { id: string; en: string },
  coordinates: { lat: number; lng: number },
) {
  const answer = await page.request.post(`${product.origin}/api/v1/user/add-user-address`, {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: {
      brandId: ZAATAR,
      address,
      street: `${area.en} street`,
      area: area.en,
      city: 'Dubai',
      country: 'United Arab Emirates',
      addressType: 'Home',
      coordinates,
      deliveryMethodType: 'AREA_BASED',
      areaId: area.id,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

for (const lang of ['en', 'ar'] as const) {
  const t = { ...T[lang], ...TEXT[lang] };
  test(`a saved address in another area asks to clear the basket, then delivers there (${lang})`, async ({
    page,
    product,
  }) => {
    // Two, over the area's minimum order.
    await basketOfFatteh(page, product, lang, 2);
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, lang === 'ar' ? '0501000960' : '0501000959', lang);
    await saveAddress(
      page,
      product,
      t.jumeirahHome,
      { id: AREAS.jumeirah, en: 'Jumeirah' },
      { lat: 25.2048, lng: 55.2416 },
    );
    await saveAddress(
      page,
      product,
      t.marinaHome,
      { id: AREAS.marina, en: 'Dubai Marina' },
      { lat: 25.0805, lng: 55.1403 },
    );
    await page.reload();

    // An address's own button (its delete button is named 'Delete: …').
    const choose = (address: string) => new RegExp(`^(?!${t.delete}).*${address}`);
    // The chosen area's address is chosen by itself.
    const block = page.locator('section').filter({ hasText: t.deliveringTo });
    await expect(block).toContainText(t.jumeirahHome);

    // Both addresses are listed; Dubai Marina's asks first, and 'No' changes nothing.
    await block.getByRole('button', { name: t.changeAddress }).click();
    const list = page.getByRole('dialog', { name: t.saved });
    await expect(list.getByRole('button', { name: choose(t.jumeirahHome) })).toBeVisible();
    await list.getByRole('button', { name: choose(t.marinaHome) }).click();
    const ask = page.getByRole('dialog', { name: t.clearTitle });
    await expect(ask).toContainText(t.clearText);
    await ask.getByRole('button', { name: t.no, exact: true }).click();
    await expect(ask).toBeHidden();
    await expect(block).toContainText(t.jumeirahHome);
    await expect(page).toHaveURL(/store\/checkout$/);

    // 'Yes, continue': the basket is emptied and the Dubai Marina store's menu opens.
    await block.getByRole('button', { name: t.changeAddress }).click();
    await list.getByRole('button', { name: choose(t.marinaHome) }).click();
    await ask.getByRole('button', { name: t.yes }).click();
    await expect(page).toHaveURL(/store-detail$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.marinaStore);
    await expect(page.getByRole('link', { name: t.viewBasket })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The next checkout delivers to the Dubai Marina address.
    for (let n = 0; n < 2; n += 1) {
      await page.getByRole('link', { name: t.fatteh }).first().click();
      await page.getByRole('button', { name: t.add }).click();
    }
    await page.getByRole('link', { name: t.viewBasket }).click();
    await page.getByRole('link', { name: t.review }).click();
    await expect(page).toHaveURL(/store\/checkout$/);
    await expect(block).toContainText(t.marinaHome);
  });
}
