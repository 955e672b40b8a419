import { fils, type Fils } from '@storefront/core';
import type {
  BrandRow,
  CategoryRow,
  DeliveryAreaRow,
  DiscountRow,
  ItemRow,
  LoyaltyPolicyRow,
  MappedAreaRow,
  ModifierGroupRow,
  StoreRow,
} from '../../db/schema.js';
import { BRAND_FILE_FORMAT, type BrandFile } from './format.js';
import { brandIdOf, idOf, placeIdOf, type IdKind } from './ids.js';

/**
 * A brand file as the rows it becomes, and rows as the file they come from (export). Only the
 * columns a brand file owns: a store's live kitchen state (paused, busy, full slots) is the
 * board's and never written by an import.
 */

type Owned<T> = Omit<T, 'createdAt' | 'updatedAt'>;
export type BrandValues = Owned<BrandRow>;
export type StoreValues = Omit<StoreRow, 'updatedAt' | 'pausedUntil' | 'busy' | 'fullSlots'>;
export interface PageValues {
  brandId: string;
  key: string;
  isActive: boolean;
  title: { en: string; ar: string };
  html: { en: string; ar: string };
}

export interface CardValues {
  slug: string;
  title: { en: string; ar: string };
  phoneNumber: string;
  whatsAppContact: string;
  brandIds: string[];
}

export interface BrandRows {
  brand: BrandValues;
  /** The business card that lists the brand, if any. */
  businessCard: CardValues | null;
  stores: StoreValues[];
  categories: CategoryRow[];
  items: ItemRow[];
  deliveryAreas: DeliveryAreaRow[];
  mappedAreas: MappedAreaRow[];
  discounts: DiscountRow[];
  loyalty: LoyaltyPolicyRow | null;
  staticPages: PageValues[];
}

/** The rows a checked file becomes, every key turned into its id. */
export function toRows(file: BrandFile): BrandRows {
  const brandId = brandIdOf(file.brand.id);
  const id = (kind: IdKind, key: string) => idOf(brandId, kind, key);
  const store = (key: string) => id('store', key);
  const marks = (entries: { storeId: string; nextAvailableTime: number | null }[] | undefined) =>
    entries?.map((mark) => ({ storeId: store(mark.storeId), nextAvailableTime: mark.nextAvailableTime }));
  const { brand } = file;
  return {
    brand: {
      id: brandId,
      brandName: brand.name.en,
      brandNameAr: brand.name.ar,
      baseLanguage: brand.baseLanguage,
      catalogueType: brand.catalogueType,
      deliveryMethods: brand.deliveryMethods,
      temporaryDomainName: brand.domains.temporary,
      customDomain: brand.domains.custom,
      setting: {
        brandImageHomeBG: brand.theme.homeImage,
        brandLogoFirst: brand.theme.logo,
        brandFavicon: brand.theme.favicon,
        taglineEN: brand.theme.tagline.en,
        taglineAR: brand.theme.tagline.ar,
        ...(brand.theme.arabicCurrency && { arabicCurrencyLabel: brand.theme.arabicCurrency }),
        color: brand.theme.color.toUpperCase(),
        textColor: brand.theme.textColor.toUpperCase(),
        staticPages: Object.fromEntries(
          file.staticPages.flatMap((page) =>
            page.linkTitle ? [[page.key, { isActive: page.isActive, linkTitle: page.linkTitle }]] : [],
          ),
        ),
        isDeliveryEnabled: brand.services.delivery,
        isPickupEnabled: brand.services.pickup,
        isDineInEnabled: brand.services.dineIn,
      },
      activeIntegrations: brand.integrations,
      mobileNumber: brand.contact.mobileNumber,
      whatsAppContact: brand.contact.whatsAppContact,
      legal: brand.legal ?? null,
    },
    stores: file.stores.map(
      ({ location, deliveryChargesWaiverInfo: waiver, slotCapacity, dineInTables, legal, ...entry }) => ({
        ...entry,
        legal: legal ?? null,
        id: store(entry.id),
        brandId,
        lat: location.lat,
        lng: location.lng,
        slotCapacity: slotCapacity ?? {},
        dineInTables: dineInTables ?? [],
        deliveryChargesWaiverInfo: {
          ...waiver,
          onOrderAmount: { ...waiver.onOrderAmount, amount: money(waiver.onOrderAmount.amount) },
        },
      }),
    ),
    categories: file.categories.map((entry) => ({ ...entry, id: id('category', entry.id), brandId })),
    items: file.items.map((entry) => ({
      id: id('item', entry.id),
      brandId,
      categoryId: id('category', entry.categoryId),
      sku: entry.sku,
      title: entry.title,
      description: entry.description,
      price: money(entry.price),
      images: entry.images,
      modifierGroups: entry.modifierGroups.map((group): ModifierGroupRow => ({
        ...group,
        id: id('group', group.id),
        modifiers: group.modifiers.map(({ unavailableStores, ...option }) => ({
          ...option,
          id: id('option', option.id),
          price: money(option.price),
          ...(unavailableStores && { unavailableStores: marks(unavailableStores)! }),
        })),
      })),
      unavailableStores: marks(entry.unavailableStores) ?? [],
      storeIds: entry.storeIds?.map(store) ?? null,
      isRecommended: entry.isRecommended ?? false,
      isActive: entry.isActive ?? true,
      sortOrder: entry.sortOrder,
    })),
    deliveryAreas: file.deliveryAreas.map((area) => ({
      id: id('area', area.id),
      brandId,
      method: area.method,
      countryId: placeIdOf('country', area.country.id),
      countryName: area.country.name,
      cityId: placeIdOf('city', area.city.id),
      cityName: area.city.name,
      areaId: area.area ? placeIdOf('area', area.area.id) : null,
      areaName: area.area?.name ?? null,
      deliveryFee: money(area.deliveryFee),
      deliveryTime: area.deliveryTime,
      minOrder: money(area.minOrder),
      storeIds: area.storeIds.map(store),
      reach: area.reach ?? null,
    })),
    mappedAreas: file.mappedAreas.map((area) => ({
      id: id('mappedArea', area.id),
      brandId,
      storeId: store(area.storeId),
      type: area.type,
      name: area.name,
      city: area.city,
      polygon: area.polygon
        ? {
            outer: area.polygon.outer as [number, number][],
            ...(area.polygon.holes && { holes: area.polygon.holes as [number, number][][] }),
          }
        : null,
      radiusKm: area.radiusKm ?? null,
      deliveryFee: money(area.deliveryFee),
      deliveryTime: area.deliveryTime,
      minOrder: money(area.minOrder),
    })),
    discounts: file.discounts.map((entry) => ({
      ...entry,
      id: id('discount', entry.id),
      brandId,
      maximumDiscountValue: money(entry.maximumDiscountValue),
      minOrderValue: money(entry.minOrderValue),
      discountAppliedOnSpecificItems: entry.discountAppliedOnSpecificItems.map((key) => id('item', key)),
      discountAppliedOnSpecificStores: entry.discountAppliedOnSpecificStores.map(store),
      dailyHours: entry.dailyHours ?? null,
    })),
    loyalty: file.loyalty
      ? {
          ...file.loyalty,
          brandId,
          minOrderValueForCashback: money(file.loyalty.minOrderValueForCashback),
          maxRedeemableValuePerOrder: money(file.loyalty.maxRedeemableValuePerOrder),
        }
      : null,
    businessCard: file.businessCard ? { ...file.businessCard, brandIds: [brandId] } : null,
    staticPages: file.staticPages.map((page) => ({
      brandId,
      key: page.key,
      isActive: page.isActive,
      title: page.title,
      html: page.html,
    })),
  };
}

const money = (amount: number): Fils => fils(amount);

/** The file a brand's rows make (export): ids as they are, lists in a stable order. */
export function toFile(rows: BrandRows): BrandFile {
  const { brand } = rows;
  const setting = brand.setting;
  const byId = <T extends { id: string }>(list: T[]) =>
    [...list].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const marks = (entries: { storeId: string; nextAvailableTime: number | null }[] | undefined) =>
    entries && entries.length ? { unavailableStores: entries } : {};
  return {
    format: BRAND_FILE_FORMAT,
    brand: {
      id: brand.id,
      name: { en: brand.brandName, ar: brand.brandNameAr },
      baseLanguage: brand.baseLanguage,
      catalogueType: brand.catalogueType,
      deliveryMethods: brand.deliveryMethods,
      domains: { temporary: brand.temporaryDomainName, custom: brand.customDomain },
      contact: { mobileNumber: brand.mobileNumber, whatsAppContact: brand.whatsAppContact },
      theme: {
        color: setting.color,
        textColor: setting.textColor,
        homeImage: setting.brandImageHomeBG,
        logo: setting.brandLogoFirst,
        favicon: setting.brandFavicon,
        tagline: { en: setting.taglineEN, ar: setting.taglineAR },
        ...(setting.arabicCurrencyLabel && { arabicCurrency: setting.arabicCurrencyLabel }),
      },
      services: {
        delivery: setting.isDeliveryEnabled,
        pickup: setting.isPickupEnabled,
        dineIn: setting.isDineInEnabled,
      },
      integrations: brand.activeIntegrations,
      ...(brand.legal && { legal: brand.legal }),
    },
    stores: byId(rows.stores).map(
      ({ brandId: _brand, lat, lng, slotCapacity, dineInTables, legal, ...store }) => ({
        ...store,
        location: { lat, lng },
        ...(Object.keys(slotCapacity).length && { slotCapacity }),
        ...(dineInTables.length && { dineInTables }),
        ...(legal && { legal }),
      }),
    ),
    categories: [...rows.categories]
      .sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : 1))
      .map(({ brandId: _brand, ...category }) => category),
    items: [...rows.items]
      .sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : 1))
      .map((item) => ({
        id: item.id,
        categoryId: item.categoryId,
        sku: item.sku,
        title: item.title,
        description: item.description,
        price: item.price,
        images: item.images,
        modifierGroups: item.modifierGroups.map((group) => ({
          ...group,
          modifiers: group.modifiers.map(({ unavailableStores, ...option }) => ({
            ...option,
            ...marks(unavailableStores),
          })),
        })),
        ...marks(item.unavailableStores),
        ...(item.storeIds && { storeIds: item.storeIds }),
        ...(item.isRecommended && { isRecommended: true }),
        ...(!item.isActive && { isActive: false }),
        sortOrder: item.sortOrder,
      })),
    deliveryAreas: byId(rows.deliveryAreas).map((area) => ({
      id: area.id,
      method: area.method,
      country: { id: area.countryId, name: area.countryName },
      city: { id: area.cityId, name: area.cityName },
      ...(area.areaId && area.areaName && { area: { id: area.areaId, name: area.areaName } }),
      deliveryFee: area.deliveryFee,
      deliveryTime: area.deliveryTime,
      minOrder: area.minOrder,
      storeIds: area.storeIds,
      ...(area.reach && { reach: area.reach }),
    })),
    mappedAreas: byId(rows.mappedAreas).map(({ brandId: _brand, polygon, radiusKm, ...area }) => ({
      ...area,
      ...(polygon && { polygon }),
      ...(radiusKm !== null && { radiusKm }),
    })),
    discounts: byId(rows.discounts).map(({ brandId: _brand, dailyHours, ...discount }) => ({
      ...discount,
      ...(dailyHours && { dailyHours }),
    })),
    loyalty: rows.loyalty ? (({ brandId: _brand, ...policy }) => policy)(rows.loyalty) : null,
    staticPages: [...rows.staticPages]
      .sort((a, b) => (a.key < b.key ? -1 : 1))
      .map((page) => {
        const link = setting.staticPages[page.key];
        return {
          key: page.key,
          isActive: page.isActive,
          ...(link && { linkTitle: link.linkTitle }),
          title: page.title,
          html: page.html,
        };
      }),
    ...(rows.businessCard && {
      businessCard: {
        slug: rows.businessCard.slug,
        title: rows.businessCard.title,
        phoneNumber: rows.businessCard.phoneNumber,
        whatsAppContact: rows.businessCard.whatsAppContact,
      },
    }),
  };
}
