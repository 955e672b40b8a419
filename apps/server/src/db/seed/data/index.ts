import type { SeedDataset } from '../types.js';
import { businessCards } from './business-cards.js';
import {
  datesAreas,
  datesCategories,
  datesDiscounts,
  datesItemIds,
  datesItems,
  datesLoyalty,
  datesPages,
  datesStoreId,
  datesStores,
} from './dates-and-co.js';
import {
  karakCategories,
  karakDiscounts,
  karakItemIds,
  karakItems,
  karakLoyalty,
  karakMappedAreas,
  karakPages,
  karakStoreIds,
  karakStores,
} from './karak-corner.js';
import { places } from './places.js';
import { CITIES, UAE } from './shared.js';
import {
  zaatarAreas,
  zaatarCategories,
  zaatarDiscounts,
  zaatarItemIds,
  zaatarItems,
  zaatarLoyalty,
  zaatarPages,
  zaatarStoreIds,
  zaatarStores,
} from './zaatar-house.js';

/** The demo dataset: three brands, their outlets, menus, zones, discounts, loyalty and pages. */
export const demoDataset: SeedDataset = {
  categories: [...zaatarCategories, ...karakCategories, ...datesCategories],
  items: [...zaatarItems, ...karakItems, ...datesItems],
  stores: [...zaatarStores, ...karakStores, ...datesStores],
  deliveryAreas: [...zaatarAreas, ...datesAreas],
  mappedAreas: karakMappedAreas,
  discounts: [...zaatarDiscounts, ...karakDiscounts, ...datesDiscounts],
  loyaltyPolicies: [zaatarLoyalty, karakLoyalty, datesLoyalty],
  staticPages: [...zaatarPages, ...karakPages, ...datesPages],
  businessCards,
  places,
};

function byName<T extends { id: string }>(list: T[], name: (entry: T) => string, wanted: string): string {
  const found = list.find((entry) => name(entry) === wanted);
  if (!found) throw new Error(`demo dataset has no ${wanted}`);
  return found.id;
}
const areaId = (list: typeof zaatarAreas, en: string) => byName(list, (area) => area.area?.name.en ?? '', en);
const areaRef = (en: string): string => {
  const found = zaatarAreas.find((area) => area.area?.name.en === en)?.area;
  if (!found) throw new Error(`demo dataset has no area ${en}`);
  return found.id;
};
const cityAreaId = (en: string) => byName(datesAreas, (area) => area.city.name.en, en);
const categoryId = (brandId: string, en: string) =>
  byName(
    demoDataset.categories.filter((category) => category.brandId === brandId),
    (category) => category.name.en,
    en,
  );
const discountId = (code: string) => byName(demoDataset.discounts, (discount) => discount.discountCode, code);
const zaatar = zaatarStores[0]!.brandId;
const karak = karakStores[0]!.brandId;
const dates = datesStores[0]!.brandId;

/** Ids tests and docs refer to by name. */
export const demoIds = {
  stores: {
    zaatarJumeirah: zaatarStoreIds.jumeirah,
    zaatarMarina: zaatarStoreIds.marina,
    /** Closed (isOpened false), pre-order only. */
    zaatarReem: zaatarStoreIds.reem,
    karakAlMajaz: karakStoreIds.alMajaz,
    karakAlQusais: karakStoreIds.alQusais,
    datesWarehouse: datesStoreId,
  },
  items: { ...zaatarItemIds, ...karakItemIds, ...datesItemIds },
  categories: {
    zaatarBreakfast: categoryId(zaatar, 'Breakfast'),
    zaatarManakish: categoryId(zaatar, 'Manakish'),
    zaatarSajWraps: categoryId(zaatar, 'Saj Wraps'),
    zaatarGrills: categoryId(zaatar, 'Grills'),
    zaatarMezze: categoryId(zaatar, 'Mezze'),
    zaatarSalads: categoryId(zaatar, 'Salads'),
    zaatarDesserts: categoryId(zaatar, 'Desserts'),
    zaatarDrinks: categoryId(zaatar, 'Drinks'),
    karakTea: categoryId(karak, 'Karak and Tea'),
    karakChapati: categoryId(karak, 'Chapati and Paratha'),
    karakSandwiches: categoryId(karak, 'Sandwiches'),
    karakSnacks: categoryId(karak, 'Snacks'),
    datesByVariety: categoryId(dates, 'Dates by Variety'),
    datesStuffed: categoryId(dates, 'Stuffed Dates'),
    datesGiftBoxes: categoryId(dates, 'Gift Boxes'),
  },
  /** Delivery-area row ids (SeedDeliveryArea.id). */
  areas: {
    zaatarJumeirah: areaId(zaatarAreas, 'Jumeirah'),
    zaatarAlBarsha: areaId(zaatarAreas, 'Al Barsha'),
    /** Minimum order AED 60. */
    zaatarDowntown: areaId(zaatarAreas, 'Downtown Dubai'),
    zaatarMarina: areaId(zaatarAreas, 'Dubai Marina'),
    zaatarReem: areaId(zaatarAreas, 'Al Reem Island'),
    zaatarKhalifaCity: areaId(zaatarAreas, 'Khalifa City'),
    datesDubai: cityAreaId('Dubai'),
    datesAbuDhabi: cityAreaId('Abu Dhabi'),
    datesSharjah: cityAreaId('Sharjah'),
    datesAlAin: cityAreaId('Al Ain'),
    datesRasAlKhaimah: cityAreaId('Ras Al Khaimah'),
    datesFujairah: cityAreaId('Fujairah'),
  },
  /** The `area.id` inside AREA_BASED rows (what an address payload calls areaId). */
  areaRefs: {
    jumeirah: areaRef('Jumeirah'),
    alBarsha: areaRef('Al Barsha'),
    downtownDubai: areaRef('Downtown Dubai'),
    dubaiMarina: areaRef('Dubai Marina'),
    alReemIsland: areaRef('Al Reem Island'),
    khalifaCity: areaRef('Khalifa City'),
  },
  countries: { uae: UAE.id },
  cities: {
    dubai: CITIES.dubai.id,
    abuDhabi: CITIES.abuDhabi.id,
    sharjah: CITIES.sharjah.id,
    alAin: CITIES.alAin.id,
    rasAlKhaimah: CITIES.rasAlKhaimah.id,
    fujairah: CITIES.fujairah.id,
  },
  mappedAreas: {
    /** POLYGON with one hole, served by Al Majaz (Sharjah). */
    karakMajazPolygon: byName(karakMappedAreas, (area) => area.type, 'POLYGON'),
    /** DISTANCE, 5 km around Al Qusais (Dubai). */
    karakQusaisRadius: byName(karakMappedAreas, (area) => area.type, 'DISTANCE'),
  },
  discounts: {
    /** WELCOME20: 20%, max AED 25, welcome coupon, once per customer. */
    welcome: discountId('WELCOME20'),
    /** SAVE15: AED 15 off, minimum AED 80, delivery and pickup. */
    save15: discountId('SAVE15'),
    /** MEZZE25: 25% (max AED 15) on hummus, moutabal and muhammara only. */
    mezze: discountId('MEZZE25'),
    /** MARINA10: 10%, Dubai Marina outlet only, minimum AED 30. */
    marina: discountId('MARINA10'),
    /** BREAKFAST5: automatic AED 5 off breakfast items, minimum AED 20. */
    breakfastAuto: discountId('BREAKFAST5'),
    /** STAFF30: hidden 30%, max AED 50. */
    staffHidden: discountId('STAFF30'),
    /** RAMADAN26: inactive, ended 2026-03-22. */
    ramadanExpired: discountId('RAMADAN26'),
    karak2: discountId('KARAK2'),
    karakWelcome: discountId('FIRSTKARAK'),
    datesGift10: discountId('GIFT10'),
    datesWelcome: discountId('DATES10'),
    datesEid50: discountId('EID50'),
  },
} as const;
