import type { BrandFile } from '../../brands/brand-file/format.js';
import { demoBrandFile, type DemoBrandName } from './demo-brands.js';

/**
 * Ids of the demo brands' entries that tests, docs and the start-up message refer to by name,
 * found in the demo brand files (demo/brands) by a name a person reads: a store by its English
 * name, an item by its SKU, a discount by its code. A file that loses one fails here, by name.
 */

function find<T>(list: readonly T[], matches: (entry: T) => boolean, what: string): T {
  const found = list.find(matches);
  if (!found) throw new Error(`The demo brand files have no ${what}`);
  return found;
}

const file = (name: DemoBrandName): BrandFile => demoBrandFile(name);
const storeId = (brand: DemoBrandName, en: string) =>
  find(file(brand).stores, (store) => store.name.en === en, `store ${en}`).id;
const itemId = (brand: DemoBrandName, sku: string) =>
  find(file(brand).items, (item) => item.sku === sku, `item ${sku}`).id;
const categoryId = (brand: DemoBrandName, en: string) =>
  find(file(brand).categories, (category) => category.name.en === en, `category ${en}`).id;
const discountId = (brand: DemoBrandName, code: string) =>
  find(file(brand).discounts, (discount) => discount.discountCode === code, `discount ${code}`).id;
const zaatarArea = (en: string) =>
  find(file('zaatar-house').deliveryAreas, (area) => area.area?.name.en === en, `area ${en}`);
const datesCity = (en: string) =>
  find(file('dates-and-co').deliveryAreas, (area) => area.city.name.en === en, `city ${en}`);
const karakMapped = (type: 'POLYGON' | 'DISTANCE') =>
  find(file('karak-corner').mappedAreas, (area) => area.type === type, `mapped area ${type}`).id;

export const zaatarStoreIds = {
  jumeirah: storeId('zaatar-house', 'Zaatar House Jumeirah'),
  marina: storeId('zaatar-house', 'Zaatar House Dubai Marina'),
  reem: storeId('zaatar-house', 'Zaatar House Al Reem Island'),
} as const;

export const karakStoreIds = {
  alMajaz: storeId('karak-corner', 'Karak Corner Al Majaz'),
  alQusais: storeId('karak-corner', 'Karak Corner Al Qusais'),
} as const;

export const datesStoreId = file('dates-and-co').stores[0]!.id;

/** Items the tests and docs refer to by name. */
export const zaatarItemIds = {
  zaatarFoul: itemId('zaatar-house', 'ZH-FOUL'),
  zaatarShakshuka: itemId('zaatar-house', 'ZH-SHAKSHUKA'),
  zaatarManousheh: itemId('zaatar-house', 'ZH-ZAATAR-MANOUSHE'),
  zaatarCheeseManousheh: itemId('zaatar-house', 'ZH-CHEESE-MANOUSHE'),
  zaatarLahmBiAjeen: itemId('zaatar-house', 'ZH-LAHM-BAJEEN'),
  /** Out of stock at Dubai Marina until further notice. */
  zaatarSpinachFatayer: itemId('zaatar-house', 'ZH-SPINACH-FATAYER'),
  /** Sold only at Jumeirah (`storeIds`). */
  zaatarKishk: itemId('zaatar-house', 'ZH-KISHK'),
  zaatarChickenShawarma: itemId('zaatar-house', 'ZH-CHICKEN-SHAWARMA'),
  zaatarFalafelSaj: itemId('zaatar-house', 'ZH-FALAFEL-SAJ'),
  /** Price 0: priced by the required 'Platter size' group; also has the 2-to-3 dips group. */
  zaatarMixedGrill: itemId('zaatar-house', 'ZH-MIXED-GRILL'),
  zaatarShishTawook: itemId('zaatar-house', 'ZH-SHISH-TAWOOK'),
  zaatarLambChops: itemId('zaatar-house', 'ZH-LAMB-CHOPS'),
  /** Out of stock at Jumeirah until 2100-01-01 (4102444800). */
  zaatarHalfChicken: itemId('zaatar-house', 'ZH-HALF-CHICKEN'),
  zaatarHummus: itemId('zaatar-house', 'ZH-HUMMUS'),
  zaatarMoutabal: itemId('zaatar-house', 'ZH-MOUTABAL'),
  zaatarMuhammara: itemId('zaatar-house', 'ZH-MUHAMMARA'),
  zaatarMezzeBox: itemId('zaatar-house', 'ZH-MEZZE-BOX'),
  zaatarFattoush: itemId('zaatar-house', 'ZH-FATTOUSH'),
  zaatarKnafeh: itemId('zaatar-house', 'ZH-KNAFEH'),
  zaatarLemonMint: itemId('zaatar-house', 'ZH-LEMON-MINT'),
  zaatarKarak: itemId('zaatar-house', 'ZH-KARAK'),
  zaatarWater: itemId('zaatar-house', 'ZH-WATER'),
} as const;

const karakItemIds = {
  karakChai: itemId('karak-corner', 'KC-KARAK'),
  karakZafran: itemId('karak-corner', 'KC-ZAFRAN'),
  karakCheeseChapati: itemId('karak-corner', 'KC-CHAPATI-CHEESE'),
  karakChipsOmanParatha: itemId('karak-corner', 'KC-PARATHA-CHIPS'),
  karakChickenTikkaRoll: itemId('karak-corner', 'KC-CHICKEN-TIKKA'),
  karakLuqaimat: itemId('karak-corner', 'KC-LUQAIMAT'),
} as const;

const datesItemIds = {
  datesMedjool: itemId('dates-and-co', 'DC-MEDJOOL'),
  datesKhalas: itemId('dates-and-co', 'DC-KHALAS'),
  /** Out of stock at the warehouse until further notice. */
  datesFardh: itemId('dates-and-co', 'DC-FARDH'),
  datesAlmondStuffed: itemId('dates-and-co', 'DC-ALMOND'),
  datesMajlisBox: itemId('dates-and-co', 'DC-MAJLIS-BOX'),
  datesEidBox: itemId('dates-and-co', 'DC-EID-BOX'),
  datesMiniBox: itemId('dates-and-co', 'DC-MINI'),
} as const;

const UAE = file('zaatar-house').deliveryAreas[0]!.country.id;

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
    zaatarBreakfast: categoryId('zaatar-house', 'Breakfast'),
    zaatarManakish: categoryId('zaatar-house', 'Manakish'),
    zaatarSajWraps: categoryId('zaatar-house', 'Saj Wraps'),
    zaatarGrills: categoryId('zaatar-house', 'Grills'),
    zaatarMezze: categoryId('zaatar-house', 'Mezze'),
    zaatarSalads: categoryId('zaatar-house', 'Salads'),
    zaatarDesserts: categoryId('zaatar-house', 'Desserts'),
    zaatarDrinks: categoryId('zaatar-house', 'Drinks'),
    karakTea: categoryId('karak-corner', 'Karak and Tea'),
    karakChapati: categoryId('karak-corner', 'Chapati and Paratha'),
    karakSandwiches: categoryId('karak-corner', 'Sandwiches'),
    karakSnacks: categoryId('karak-corner', 'Snacks'),
    datesByVariety: categoryId('dates-and-co', 'Dates by Variety'),
    datesStuffed: categoryId('dates-and-co', 'Stuffed Dates'),
    datesGiftBoxes: categoryId('dates-and-co', 'Gift Boxes'),
  },
  /** Delivery-area row ids. */
  areas: {
    zaatarJumeirah: zaatarArea('Jumeirah').id,
    zaatarAlBarsha: zaatarArea('Al Barsha').id,
    /** Minimum order AED 60. */
    zaatarDowntown: zaatarArea('Downtown Dubai').id,
    zaatarMarina: zaatarArea('Dubai Marina').id,
    zaatarReem: zaatarArea('Al Reem Island').id,
    zaatarKhalifaCity: zaatarArea('Khalifa City').id,
    datesDubai: datesCity('Dubai').id,
    datesAbuDhabi: datesCity('Abu Dhabi').id,
    datesSharjah: datesCity('Sharjah').id,
    datesAlAin: datesCity('Al Ain').id,
    datesRasAlKhaimah: datesCity('Ras Al Khaimah').id,
    datesFujairah: datesCity('Fujairah').id,
  },
  /** The `area.id` inside AREA_BASED rows (what an address payload calls areaId). */
  areaRefs: {
    jumeirah: zaatarArea('Jumeirah').area!.id,
    alBarsha: zaatarArea('Al Barsha').area!.id,
    downtownDubai: zaatarArea('Downtown Dubai').area!.id,
    dubaiMarina: zaatarArea('Dubai Marina').area!.id,
    alReemIsland: zaatarArea('Al Reem Island').area!.id,
    khalifaCity: zaatarArea('Khalifa City').area!.id,
  },
  countries: { uae: UAE },
  cities: {
    dubai: datesCity('Dubai').city.id,
    abuDhabi: datesCity('Abu Dhabi').city.id,
    sharjah: datesCity('Sharjah').city.id,
    alAin: datesCity('Al Ain').city.id,
    rasAlKhaimah: datesCity('Ras Al Khaimah').city.id,
    fujairah: datesCity('Fujairah').city.id,
  },
  mappedAreas: {
    /** POLYGON with one hole, served by Al Majaz (Sharjah). */
    karakMajazPolygon: karakMapped('POLYGON'),
    /** DISTANCE, 5 km around Al Qusais (Dubai). */
    karakQusaisRadius: karakMapped('DISTANCE'),
  },
  discounts: {
    /** WELCOME20: 20%, max AED 25, welcome coupon, once per customer. */
    welcome: discountId('zaatar-house', 'WELCOME20'),
    /** SAVE15: AED 15 off, minimum AED 80, delivery and pickup. */
    save15: discountId('zaatar-house', 'SAVE15'),
    /** MEZZE25: 25% (max AED 15) on hummus, moutabal and muhammara only. */
    mezze: discountId('zaatar-house', 'MEZZE25'),
    /** MARINA10: 10%, Dubai Marina outlet only, minimum AED 30. */
    marina: discountId('zaatar-house', 'MARINA10'),
    /** BREAKFAST5: automatic AED 5 off breakfast items, minimum AED 20. */
    breakfastAuto: discountId('zaatar-house', 'BREAKFAST5'),
    /** STAFF30: hidden 30%, max AED 50. */
    staffHidden: discountId('zaatar-house', 'STAFF30'),
    /** RAMADAN26: inactive, ended 2026-03-22. */
    ramadanExpired: discountId('zaatar-house', 'RAMADAN26'),
    karak2: discountId('karak-corner', 'KARAK2'),
    karakWelcome: discountId('karak-corner', 'FIRSTKARAK'),
    datesGift10: discountId('dates-and-co', 'GIFT10'),
    datesWelcome: discountId('dates-and-co', 'DATES10'),
    datesEid50: discountId('dates-and-co', 'EID50'),
  },
} as const;
