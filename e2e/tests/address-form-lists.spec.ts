import { expect, test } from '../fixtures/product.js';
import { basketOfFatteh, signIn, T } from '../fixtures/storefront.js';

// Address form lists (spec sections 2 and 5 "Area choice by method"): the address form
// shows the address's country, city and area, each a list with its search ('Search for a city',
// the areas grouped by city); a missing area says 'Please select an area' on its field, brought
// into view; an address saved in another area asks to clear the basket and moves the order there.

const TEXT = {
  en: {
    addAddress: 'Add new address',
    searchLocation: 'Search for your location',
    reem: 'Al Reem Island',
    confirmLocation: 'Confirm Location',
    country: 'Country',
    city: 'City',
    area: 'Area',
    uae: 'United Arab Emirates',
    dubai: 'Dubai',
    jumeirah: 'Jumeirah',
    abuDhabi: 'Abu Dhabi',
    selectCity: 'Select city',
    searchCity: 'Search for a city',
    selectArea: 'Select area',
    searchArea: 'Search for an area',
    pleaseArea: 'Please select an area',
    fullAddress: 'Full address',
    home: 'Home',
    save: 'Save address',
    clearTitle: 'Clear your basket?',
    yes: 'Yes, continue',
    reemStore: 'Zaatar House Al Reem Island',
    myHome: 'Sky Tower, Apartment 2203',
  },
  ar: {
    addAddress: 'إضافة عنوان جديد',
    searchLocation: 'ابحث عن موقعك',
    reem: 'جزيرة الريم',
    confirmLocation: 'تأكيد الموقع',
    country: 'الدولة',
    city: 'المدينة',
    area: 'المنطقة',
    uae: 'الإمارات العربية المتحدة',
    dubai: 'دبي',
    jumeirah: 'جميرا',
    abuDhabi: 'أبوظبي',
    selectCity: 'اختر المدينة',
    searchCity: 'ابحث عن مدينة',
    selectArea: 'اختر المنطقة',
    searchArea: 'ابحث عن منطقة',
    pleaseArea: 'يرجى اختيار المنطقة',
    fullAddress: 'العنوان الكامل',
    home: 'المنزل',
    save: 'حفظ العنوان',
    clearTitle: 'إفراغ السلة؟',
    yes: 'نعم، متابعة',
    reemStore: 'بيت الزعتر - جزيرة الريم',
    myHome: 'سكاي تاور، شقة 2203',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = { ...T[lang], ...TEXT[lang] };
  test(`the address form's country, city and area lists; a missing area is said on its field (${lang})`, async ({
    page,
    product,
  }) => {
    await basketOfFatteh(page, product, lang, 2);
    await page.getByRole('link', { name: t.review }).click();
    await signIn(page, product, lang === 'ar' ? '0501000966' : '0501000965', lang);

    // A new address on Al Reem Island, while ordering in Jumeirah.
    await page.getByRole('button', { name: t.addAddress }).click();
    await page.getByRole('searchbox', { name: t.searchLocation }).fill(t.reem);
    await page
      .getByRole('button', { name: new RegExp(`^${t.reem}`) })
      .first()
      .click();
    await expect(page.getByText('16 / 20', { exact: true })).toBeAttached();
    await page.getByRole('button', { name: t.confirmLocation }).click();
    await expect(page).toHaveURL(/add-delivery-address\?redirectedFrom=map-address$/);

    // The form starts from the order's area, its city and country.
    const country = page.getByRole('combobox', { name: t.country });
    const city = page.getByRole('combobox', { name: t.city });
    const area = page.getByRole('combobox', { name: t.area });
    await expect(country).toHaveText(t.uae);
    await expect(city).toHaveText(t.dubai);
    await expect(area).toHaveText(t.jumeirah);
    await page.getByLabel(t.fullAddress).fill(t.myHome);
    await page.getByRole('radio', { name: t.home }).check();

    // Another city, searched for: its area is to be chosen again.
    await city.click();
    const cities = page.getByRole('dialog', { name: t.selectCity });
    await cities.getByRole('searchbox', { name: t.searchCity }).fill(lang === 'ar' ? 'أبو' : 'Abu');
    await expect(cities.getByRole('button', { name: t.dubai, exact: true })).toHaveCount(0);
    await cities.getByRole('button', { name: t.abuDhabi, exact: true }).click();
    await expect(city).toHaveText(t.abuDhabi);
    await expect(area).toHaveText(t.selectArea);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.pleaseArea })).toBeVisible();
    await expect(area).toBeFocused();
    await expect(area).toHaveAttribute('aria-invalid', 'true');

    // The areas, under their city; Al Reem Island.
    await area.click();
    const areas = page.getByRole('dialog', { name: t.selectArea });
    await expect(areas.getByRole('searchbox', { name: t.searchArea })).toBeVisible();
    await areas.getByRole('region', { name: t.abuDhabi }).getByRole('button', { name: t.reem }).click();
    await expect(area).toHaveText(t.reem);
    await expect(page.getByRole('alert').filter({ hasText: t.pleaseArea })).toHaveCount(0);
    await page.getByRole('button', { name: t.save }).click();

    // Saved in another area: the basket is emptied on yes, and the Al Reem Island store takes over.
    await expect(page).toHaveURL(/store\/checkout$/);
    const ask = page.getByRole('dialog', { name: t.clearTitle });
    await ask.getByRole('button', { name: t.yes }).click();
    await expect(page).toHaveURL(/store-detail$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.reemStore);
  });
}
