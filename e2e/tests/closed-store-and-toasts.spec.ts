import type { Page } from '@playwright/test';
import { importExampleAs, type ExampleBrandFile } from '../fixtures/brand-import.js';
import { expect, test, type Product } from '../fixtures/product.js';
import { T } from '../fixtures/storefront.js';

// Toasts and the closed store (spec sections 4, 8 and 9): the app's toasts at the top
// centre ('The store is currently closed, please try again soon' when the store page has no store,
// a direct link's item out of stock, a menu that fails, 'Please select a slot'), the store-closed
// modal when an item is tapped at a store that takes no order, and 'Something Went wrong' on an
// item page whose store the brand removed. Each language has its own copy of the README's example
// brand, changed through the admin import as its owner would.

const TEXT = {
  en: {
    closedTryAgain: 'The store is currently closed, please try again soon',
    outOfStock: 'This item is out of stock, sorry for inconvenience',
    selectSlot: 'Please select a slot',
    storeClosed: 'Store is closed',
    closedNow: 'We apologize, but our store is closed right now. We hope to see you soon!',
    storeNotFound: 'Store not found',
    somethingWrong: 'Something Went wrong',
    goHome: 'Go to home',
    selectStoreButton: 'Select store',
    lemonade: /Mint Lemonade/,
    zaatar: /Zaatar and Olive Oil/,
    pickupTime: /Pickup Time/,
    change: 'Change',
    confirm: 'Confirm',
    ok: 'OK',
  },
  ar: {
    closedTryAgain: 'الفرع مغلق حالياً، يرجى المحاولة بعد قليل',
    outOfStock: 'هذا الصنف غير متوفر حالياً، نعتذر عن الإزعاج',
    selectSlot: 'يرجى اختيار موعد',
    storeClosed: 'الفرع مغلق',
    closedNow: 'نعتذر، الفرع مغلق الآن. نتمنى أن نراك قريباً!',
    storeNotFound: 'لم نجد هذا الفرع',
    somethingWrong: 'حدث خطأ ما',
    goHome: 'العودة إلى الرئيسية',
    selectStoreButton: 'اختر الفرع',
    lemonade: /ليموناضة بالنعناع/,
    zaatar: /زعتر وزيت زيتون/,
    pickupTime: /وقت الاستلام/,
    change: 'تغيير',
    confirm: 'تأكيد',
    ok: 'حسناً',
  },
} as const;

/** Every mention of the store `from` (its areas, discounts) made of `to`. */
function renamed<V>(value: V, from: string, to: string): V {
  if (value === from) return to as V;
  if (Array.isArray(value)) return value.map((entry: unknown) => renamed(entry, from, to)) as V;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, renamed(entry, from, to)]),
    ) as V;
  return value;
}

/**
 * Pickup only; its one store (under `storeKey`: another key is another branch) closed now, taking
 * pre-orders or not; Mint Lemonade sold out there.
 */
function closedStore(preOrders: boolean, storeKey = 'al-barsha') {
  return (file: ExampleBrandFile) => {
    file.stores = renamed(file.stores, 'al-barsha', storeKey);
    file.items = renamed(file.items, 'al-barsha', storeKey);
    for (const part of ['deliveryAreas', 'mappedAreas', 'discounts'])
      file[part] = renamed(file[part], 'al-barsha', storeKey);
    file.brand.services = { ...file.brand.services, delivery: false, pickup: true };
    const [store] = file.stores;
    if (!store) throw new Error('the example brand has a store');
    store.isOpened = false;
    store.preOrder = { ...store.preOrder, pickup: preOrders };
    const lemonade = file.items.find((item) => item.id === 'mint-lemonade');
    if (!lemonade) throw new Error('the example brand sells Mint Lemonade');
    lemonade.unavailableStores = [{ storeId: storeKey, nextAvailableTime: null }];
  };
}

/** The item's address on the brand's menu (the link a customer is sent). */
async function itemPath(page: Page, product: Product, brandId: string, title: string) {
  const answer = await page.request.post(`${product.origin}/api/v1/menus/get-brand-menu`, {
    data: { brandId },
  });
  const menu = (await answer.json()) as {
    data: {
      categories: {
        items: { itemId: { _id: string; baseLanguage: { title: string } }; categoryId: string }[];
      }[];
    };
  };
  const entry = menu.data.categories
    .flatMap((category) => category.items)
    .find((candidate) => candidate.itemId.baseLanguage.title === title);
  if (!entry) throw new Error(`no ${title} on the menu`);
  return `${entry.itemId._id}/${entry.categoryId}`;
}

for (const lang of ['en', 'ar'] as const) {
  const t = { ...T[lang], ...TEXT[lang] };
  test(`toasts, the store-closed modal and an item without its store (${lang})`, async ({
    page,
    product,
  }) => {
    const slug = `saj-street-closed-${lang}`;
    const brandId = await importExampleAs(page.request, product, slug, closedStore(true));
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    const toast = (text: string) => page.getByRole('alert').filter({ hasText: text });

    // The store page with no store chosen: home, and the toast says why.
    await page.goto(`${product.origin}/${slug}/store/store-detail`);
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    await expect(toast(t.closedTryAgain)).toBeVisible();
    // A toast lives 4 seconds (spec section 9).
    await expect(toast(t.closedTryAgain)).toBeHidden({ timeout: 6000 });

    // A direct link to an item sold out at the store: the store is chosen, its menu opens, and a
    // toast says the item is out of stock instead of opening it.
    const lemonade = await itemPath(page, product, brandId, 'Mint Lemonade');
    await page.goto(`${product.origin}/${slug}/item/${lemonade}`);
    await page.getByRole('button', { name: t.selectStoreButton, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    await page.getByRole('button', { name: t.pickup, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}/store/store-detail$`));
    await expect(toast(t.outOfStock)).toBeVisible();
    await expect(page.getByRole('heading', { name: t.lemonade, level: 1 })).toHaveCount(0);

    // The store stops taking pre-orders while closed: a tapped item does not open, the store says
    // it is closed; the timing widget has nothing to choose, and Confirm asks for a slot.
    await importExampleAs(page.request, product, slug, closedStore(false));
    await page.reload();
    await page.getByRole('link', { name: t.zaatar }).first().click();
    const closed = page.getByRole('dialog', { name: t.storeClosed });
    await expect(closed).toContainText(t.closedNow);
    await expect(page).toHaveURL(new RegExp(`/${slug}/store/store-detail$`));
    await closed.getByRole('button', { name: t.ok }).click();
    await expect(closed).toBeHidden();
    await page.getByRole('button', { name: t.pickupTime }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.change, exact: true }).nth(1).click();
    const widget = page.getByRole('dialog');
    await widget.getByRole('button', { name: t.confirm, exact: true }).click();
    const slotToast = toast(t.selectSlot);
    await expect(slotToast).toBeVisible();
    // At the top centre of the page, over the widget, which stays open.
    const box = await slotToast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y < viewport.height / 4).toBe(true);
    expect(box && viewport && Math.abs(box.x + box.width / 2 - viewport.width / 2) < 8).toBe(true);
    await expect(widget.getByRole('button', { name: t.confirm, exact: true })).toBeVisible();

    // The brand replaces the branch with another: the item page of the old one says 'Something
    // Went wrong' and leads home; its store page goes home with the server's reason as a toast.
    await importExampleAs(page.request, product, slug, closedStore(false, 'al-barsha-south'));
    const zaatar = await itemPath(page, product, brandId, 'Zaatar and Olive Oil');
    await page.goto(`${product.origin}/${slug}/store/item/${zaatar}`);
    await expect(page.getByRole('alert')).toHaveText(t.somethingWrong);
    await expect(page.getByRole('link', { name: t.goHome })).toBeVisible();
    await page.goto(`${product.origin}/${slug}/store/store-detail`);
    await expect(toast(t.storeNotFound)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
  });
}
