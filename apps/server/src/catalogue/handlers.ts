import type { BrandInfo, Schemas } from '@storefront/contract';
import { sanitizeBrandHtml } from './brand-html.js';
import { haversineKm, isInDeliveryArea, type UnixSeconds } from '@storefront/core';
import type { FastifyRequest } from 'fastify';
import type { SessionService } from '../auth/sessions.js';
import type { BrandService } from '../brands/brand-service.js';
import type { Db } from '../db/database.js';
import type { DiscountRow, MappedAreaRow, StoreRow } from '../db/schema.js';
import { PLACE_SUGGESTIONS_LIMIT, type Geocoder } from '../geo/geocoder.js';
import { errorBody, type Handler } from '../http/api-types.js';
import { said, type Said } from '../http/messages.js';
import type { BrandCatalogue, CatalogueService } from './catalogue-service.js';
import { businessCard } from './business-card.js';
import { orderCountsByDiscount } from './catalogue-store.js';
import {
  isItemOrderable,
  isListedDiscount,
  isStoreAvailable,
  offersService,
  soldAt,
  toApiDeliveryAreas,
  toApiDiscount,
  toApiItem,
  toApiLoyalty,
  toApiMenu,
  toApiStore,
  toSelectedArea,
  toMappedArea,
  toSelectedMappedArea,
  zoneId,
} from './shapes.js';

export interface CatalogueContext {
  brands: BrandService;
  catalogue: CatalogueService;
  geocoder: Geocoder;
  db: Db;
  now: () => UnixSeconds;
  /** Says who is asking, for the answers that differ per customer (the discounts list). */
  sessions?: Pick<SessionService, 'authenticate'>;
}

/** Spec section 8 texts the read calls answer with. */
export const messages = {
  brandNotFound: said('brandNotFound', 'Brand not found'),
  storeNotFound: said('storeNotFound', 'Store not found'),
  itemRemoved: said(
    'itemRemoved',
    'We apologize, but the restaurant owner has removed this item from the menu. Please click the button below to view the current store menu',
  ),
  noDeliveryMethod: said(
    'noDeliveryMethod',
    'There is no delivery method available in store, please contact the business',
  ),
  notDeliveringHere: said(
    'doesNotDeliver',
    'Unfortunately, the store does not deliver to your location at this time',
  ),
  serviceDisabled: said(
    'serviceDisabled',
    "The service is disabled from the store's side. Alternatively, you can place an order using some other method",
  ),
  areaNotFound: said('areaNotFound', 'Delivery area not found'),
  tableNotFound: said('tableNotFound', 'This table does not exist at the store'),
  menuNotFound: said('menuNotFound', 'Menu not found'),
  pageNotFound: said('pageNotFound', 'Page not found'),
  cardNotFound: said('businessCardNotFound', 'Business card not found'),
} as const;

const DISCOUNTS_PAGE_SIZE = 20;
const RECOMMENDED_LIMIT = 6;

type NotFound = { status: 404; body: ReturnType<typeof errorBody> };
const notFound = (message: Said): NotFound => ({ status: 404, body: errorBody('NOT_FOUND', message) });

export function catalogueHandlers(context: CatalogueContext) {
  const { brands, catalogue } = context;

  async function load(brandId: string): Promise<{ brand: BrandInfo; catalogue: BrandCatalogue } | NotFound> {
    const brand = await brands.byId(brandId);
    if (!brand) return notFound(messages.brandNotFound);
    return { brand, catalogue: await catalogue.forBrand(brandId) };
  }

  function storeOf(data: BrandCatalogue, storeId: string): StoreRow | undefined {
    return data.stores.find((store) => store.id === storeId);
  }

  /** Stores whose mapped areas cover the point, nearest first, each with the covering area. */
  function storesCovering(data: BrandCatalogue, lat: number, lng: number) {
    const found = new Map<string, { store: StoreRow; area: MappedAreaRow; distance: number }>();
    for (const area of data.mappedAreas) {
      const store = storeOf(data, area.storeId);
      const shape = toMappedArea(area, store);
      if (!store || !shape || !store.services.delivery || !isInDeliveryArea(shape, [lng, lat])) continue;
      const distance = haversineKm([lng, lat], [store.lng, store.lat]);
      if (!found.has(store.id)) found.set(store.id, { store, area, distance });
    }
    return [...found.values()].sort((a, b) => a.distance - b.distance);
  }

  function mappedStore(brand: BrandInfo, hit: { store: StoreRow; area: MappedAreaRow; distance: number }) {
    return toApiStore(
      hit.store,
      brand.setting.temporaryDomainName,
      context.now(),
      {
        mappedAreaType: hit.area.type,
        mappedAreaId: hit.area.id,
        distance: Math.round(hit.distance * 100) / 100,
        areaName: hit.area.name.en,
        minOrder: hit.area.minOrder,
      },
      'DELIVERY',
    );
  }

  async function storeMenu(
    body: { brandId: string; storeId: string },
    serviceType: 'DELIVERY' | 'PICKUP' | 'DINE_IN',
  ): Promise<
    { brand: BrandInfo; data: BrandCatalogue; store: StoreRow; menu: Schemas['StoreMenu'] } | NotFound
  > {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    const store = storeOf(loaded.catalogue, body.storeId);
    if (!store) return notFound(messages.storeNotFound);
    if (!offersService(store, serviceType)) return notFound(messages.serviceDisabled);
    return {
      brand: loaded.brand,
      data: loaded.catalogue,
      store,
      menu: {
        storeMenu: toApiMenu(loaded.catalogue, store.id),
        storeInfo: toApiStore(
          store,
          loaded.brand.setting.temporaryDomainName,
          context.now(),
          {},
          serviceType,
        ),
      },
    };
  }

  const getBrandActiveDeliveryMethod: Handler<'getBrandActiveDeliveryMethod'> = async ({ body }) => {
    const brand = await brands.byId(body.brandId);
    if (!brand) return notFound(messages.brandNotFound);
    const active = brand.brand.deliveryMethods;
    const all = ['AREA_BASED', 'CITY_BASED', 'COUNTRY_BASED', 'MAPPED_AREA_BASED'] as const;
    return {
      status: 200,
      body: {
        success: 1,
        data: {
          deliveryMethod: active[0] ?? null,
          deliveryMethods: all.map((methodName) => ({
            methodName,
            status: active.includes(methodName) ? ('ACTIVE' as const) : ('INACTIVE' as const),
          })),
        },
      },
    };
  };

  const getBrandMenu: Handler<'getBrandMenu'> = async ({ body }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    return { status: 200, body: { success: 1, data: toApiMenu(loaded.catalogue, null) } };
  };

  const getDeliveryStoreMenu: Handler<'getDeliveryStoreMenu'> = async ({ body }) => {
    const result = await storeMenu(body, 'DELIVERY');
    if ('status' in result) return result;
    const { data, store, menu } = result;
    if (body.mappedAreaId) {
      const area = data.mappedAreas.find(
        (candidate) => candidate.id === body.mappedAreaId && candidate.storeId === store.id,
      );
      if (!area) return notFound(messages.notDeliveringHere);
      return {
        status: 200,
        body: {
          success: 1,
          data: { ...menu, mappedAreaType: area.type, storeArea: toSelectedMappedArea(area) },
        },
      };
    }
    if (body.areaID) {
      const area = data.deliveryAreas.find(
        (candidate) => zoneId(candidate) === body.areaID && candidate.storeIds.includes(store.id),
      );
      if (!area) return notFound(messages.notDeliveringHere);
      return { status: 200, body: { success: 1, data: { ...menu, storeArea: toSelectedArea(area) } } };
    }
    return { status: 200, body: { success: 1, data: menu } };
  };

  const getPickupStoreMenu: Handler<'getPickupStoreMenu'> = async ({ body }) => {
    const result = await storeMenu(body, 'PICKUP');
    if ('status' in result) return result;
    return { status: 200, body: { success: 1, data: result.menu } };
  };

  const getDineInStoreMenu: Handler<'getDineInStoreMenu'> = async ({ body }) => {
    const result = await storeMenu(body, 'DINE_IN');
    if ('status' in result) return result;
    if (body.tableNumber !== undefined && !result.store.dineInTables.includes(body.tableNumber)) {
      return notFound(messages.tableNotFound);
    }
    return {
      status: 200,
      body: {
        success: 1,
        data: { ...result.menu, ...(body.tableNumber !== undefined && { tableNumber: body.tableNumber }) },
      },
    };
  };

  const getMenuById: Handler<'getMenuById'> = async ({ body }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    if (body.menuId === body.brandId)
      return { status: 200, body: { success: 1, data: toApiMenu(loaded.catalogue, null) } };
    const store = storeOf(loaded.catalogue, body.menuId);
    if (!store) return notFound(messages.menuNotFound);
    return { status: 200, body: { success: 1, data: toApiMenu(loaded.catalogue, store.id) } };
  };

  const getRecommendedItems: Handler<'getRecommendedItems'> = async ({ body }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    const store = storeOf(loaded.catalogue, body.storeId);
    if (!store) return notFound(messages.storeNotFound);
    const now = context.now();
    const recommended = loaded.catalogue.items
      .filter((item) => item.isRecommended && item.id !== body.itemId && isItemOrderable(item, store.id, now))
      .slice(0, RECOMMENDED_LIMIT)
      .map((item) => toApiItem(item, store.id));
    return { status: 200, body: { success: 1, data: recommended } };
  };

  const getItemDetail: Handler<'getItemDetail'> = async ({ body }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    const store = storeOf(loaded.catalogue, body.storeId);
    if (!store) return notFound(messages.storeNotFound);
    const item = loaded.catalogue.itemsById.get(body.itemId);
    if (!item || !soldAt(item, store.id)) return notFound(messages.itemRemoved);
    return {
      status: 200,
      body: { success: 1, data: { itemInfo: toApiItem(item, store.id), isMenuActive: true } },
    };
  };

  const getMenuItemDetail: Handler<'getMenuItemDetail'> = async ({ body }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    const item = loaded.catalogue.itemsById.get(body.itemId);
    if (!item || (body.categoryId && item.categoryId !== body.categoryId))
      return notFound(messages.itemRemoved);
    return { status: 200, body: { success: 1, data: { itemInfo: toApiItem(item), isMenuActive: true } } };
  };

  const getStoresForPickup: Handler<'getStoresForPickup'> = async ({ body }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    const now = context.now();
    const stores = loaded.catalogue.stores
      .filter((store) => store.services.pickup)
      .map((store) => toApiStore(store, loaded.brand.setting.temporaryDomainName, now, {}, 'PICKUP'));
    return { status: 200, body: { success: 1, stores } };
  };

  const getStoresByDeliveryArea: Handler<'getStoresByDeliveryArea'> = async ({ body }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    const areas = loaded.catalogue.deliveryAreas.filter((area) => zoneId(area) === body.areaId);
    if (areas.length === 0) return notFound(messages.areaNotFound);
    const now = context.now();
    const stores = loaded.catalogue.stores.flatMap((store) => {
      const area = areas.find((candidate) => candidate.storeIds.includes(store.id));
      if (!area || !store.services.delivery) return [];
      const selected = toSelectedArea(area);
      return [
        toApiStore(
          store,
          loaded.brand.setting.temporaryDomainName,
          now,
          {
            areaName: selected.areaName,
            minOrder: selected.minOrder,
          },
          'DELIVERY',
        ),
      ];
    });
    return { status: 200, body: { success: 1, data: stores } };
  };

  const getStoresByMappedArea: Handler<'getStoresByMappedArea'> = async ({ body }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    const area = loaded.catalogue.mappedAreas.find((candidate) => candidate.id === body.mappedAreaId);
    if (!area) return notFound(messages.areaNotFound);
    const store = storeOf(loaded.catalogue, area.storeId);
    const stores =
      store && store.services.delivery
        ? [
            toApiStore(
              store,
              loaded.brand.setting.temporaryDomainName,
              context.now(),
              {
                mappedAreaType: area.type,
                mappedAreaId: area.id,
                areaName: area.name.en,
                minOrder: area.minOrder,
              },
              'DELIVERY',
            ),
          ]
        : [];
    return { status: 200, body: { success: 1, data: stores } };
  };

  const getStoresByCoordinates: Handler<'getStoresByCoordinates'> = async ({ body }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    const stores = storesCovering(loaded.catalogue, body.lat, body.lng).map((hit) =>
      mappedStore(loaded.brand, hit),
    );
    return { status: 200, body: { success: 1, data: stores } };
  };

  const checkCoordinatesInStoreDeliveryRange: Handler<'checkCoordinatesInStoreDeliveryRange'> = async ({
    body,
  }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    if (!storeOf(loaded.catalogue, body.storeId)) return notFound(messages.storeNotFound);
    const hits = storesCovering(loaded.catalogue, body.lat, body.lng);
    const own = hits.find(
      (hit) => hit.store.id === body.storeId && (!body.mappedAreaId || hit.area.id === body.mappedAreaId),
    );
    return {
      status: 200,
      body: {
        success: 1,
        data: {
          foundInSelectedStore: Boolean(own),
          mappedAreaType: own?.area.type ?? hits[0]?.area.type ?? null,
          stores: hits
            .filter((hit) => hit.store.id !== body.storeId)
            .map((hit) => mappedStore(loaded.brand, hit)),
        },
      },
    };
  };

  const checkStoreAvailability: Handler<'checkStoreAvailability'> = async ({ body }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    const store = storeOf(loaded.catalogue, body.storeId);
    if (!store) return notFound(messages.storeNotFound);
    return {
      status: 200,
      body: { success: 1, data: isStoreAvailable(store, body.serviceType, context.now()) },
    };
  };

  const getBrandDeliveryAreas: Handler<'getBrandDeliveryAreas'> = async ({ body }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    const method = loaded.brand.brand.deliveryMethods[0];
    if (!method) return notFound(messages.noDeliveryMethod);
    const { deliveryAreas, mappedAreas, stores } = loaded.catalogue;
    return {
      status: 200,
      body: { success: 1, data: toApiDeliveryAreas(method, deliveryAreas, mappedAreas, stores) },
    };
  };

  const getDeliveryAreasOfSingleStoreBusiness: Handler<'getDeliveryAreasOfSingleStoreBusiness'> = async ({
    body,
  }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    const store = storeOf(loaded.catalogue, body.storeId);
    if (!store) return notFound(messages.storeNotFound);
    if (!loaded.brand.brand.deliveryMethods.includes(body.deliveryMethodType))
      return notFound(messages.noDeliveryMethod);
    // The area info narrows each method's list to the chosen zone (spec section 7).
    const { countryId, cityId, areaId } = body;
    const areas = loaded.catalogue.deliveryAreas.filter(
      (area) =>
        area.storeIds.includes(store.id) &&
        (!countryId || area.countryId === countryId) &&
        (!cityId || area.method === 'COUNTRY_BASED' || area.cityId === cityId) &&
        (!areaId || area.method !== 'AREA_BASED' || zoneId(area) === areaId),
    );
    const mapped = loaded.catalogue.mappedAreas.filter(
      (area) => area.storeId === store.id && (!areaId || area.id === areaId),
    );
    const of = (method: 'AREA_BASED' | 'CITY_BASED' | 'COUNTRY_BASED' | 'MAPPED_AREA_BASED') =>
      toApiDeliveryAreas(method, areas, mapped, [store]).deliveryAreas;
    return {
      status: 200,
      body: {
        success: 1,
        data: {
          deliveryMethod: body.deliveryMethodType,
          countryMethod: {
            countryBaseRes: { countryDeliveryData: of('COUNTRY_BASED') as Schemas['CountryBasedEntry'][] },
          },
          cityMethod: { cityBaseRes: { cityDeliveryData: of('CITY_BASED') as Schemas['CityBasedEntry'][] } },
          areaMethod: { areaBaseRes: of('AREA_BASED') as Schemas['AreaBasedCity'][] },
          mappedAreaMethod: { mappedAreaBaseRes: of('MAPPED_AREA_BASED') as Schemas['MappedAreaCity'][] },
        },
      },
    };
  };

  const getDeliveryAreaInfo: Handler<'getDeliveryAreaInfo'> = async ({ body }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    const area = loaded.catalogue.deliveryAreas.find((candidate) => zoneId(candidate) === body.areaId);
    if (area) return { status: 200, body: { success: 1, data: toSelectedArea(area) } };
    const mapped = loaded.catalogue.mappedAreas.find((candidate) => candidate.id === body.areaId);
    if (mapped) return { status: 200, body: { success: 1, data: toSelectedMappedArea(mapped) } };
    return notFound(messages.areaNotFound);
  };

  const getUserBrandsBySlug: Handler<'getUserBrandsBySlug'> = async ({ params }) => {
    const card = await businessCard({ db: context.db, brands, catalogue, now: context.now }, params.slug);
    if (!card) return notFound(messages.cardNotFound);
    return { status: 200, body: { success: 1, data: card } };
  };

  const getStaticPage: Handler<'getStaticPage'> = async ({ body }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    const page = loaded.catalogue.staticPages.find(
      (candidate) => candidate.key === body.pageKey && candidate.isActive,
    );
    if (!page) return notFound(messages.pageNotFound);
    return {
      status: 200,
      body: {
        success: 1,
        data: {
          key: page.key,
          linkTitle: page.title,
          formattedData: { en: sanitizeBrandHtml(page.html.en), ar: sanitizeBrandHtml(page.html.ar) },
        },
      },
    };
  };

  /**
   * The signed-in customer's orders with the brand that count: how many, and how many used each
   * discount. Undefined unless the request's session is the customer named by `userId`.
   */
  async function customerUse(request: FastifyRequest, brandId: string, userId: string | undefined) {
    if (!userId || !context.sessions) return undefined;
    const customer = await context.sessions.authenticate(request, new Date(context.now() * 1000), brandId);
    if (!customer || customer.user.id !== userId) return undefined;
    const rows = await orderCountsByDiscount(context.db, userId, brandId);
    const byDiscount = new Map(rows.map((row) => [row.discountId, row.value]));
    const orderCount = rows.reduce((sum, row) => sum + row.value, 0);
    return { byDiscount, orderCount };
  }

  /** A welcome coupon is for a first order; a code's uses per customer can run out. */
  function usableBy(discount: DiscountRow, used: number, orderCount: number): boolean {
    if (discount.isWelcomeCoupon && orderCount > 0) return false;
    return !(discount.perCustomerUse > 0 && used >= discount.perCustomerUse);
  }

  const getAllActiveDiscounts: Handler<'getAllActiveDiscounts'> = async ({ body, request }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    const now = context.now();
    const listed = loaded.catalogue.discounts.filter((discount) => isListedDiscount(discount, now));
    const page = body.page ?? 1;
    const totalPages = Math.max(1, Math.ceil(listed.length / DISCOUNTS_PAGE_SIZE));
    const use = await customerUse(request, body.brandId, body.userId);
    const discounts = listed
      .slice((page - 1) * DISCOUNTS_PAGE_SIZE, page * DISCOUNTS_PAGE_SIZE)
      .map((discount) => {
        if (!use) return toApiDiscount(discount);
        const used = use.byDiscount.get(discount.id) ?? 0;
        return {
          ...toApiDiscount(discount, used),
          usableByCustomer: usableBy(discount, used, use.orderCount),
        };
      });
    return { status: 200, body: { success: 1, discount: { discounts, page, totalPages } } };
  };

  const getLoyaltyByBrand: Handler<'getLoyaltyByBrand'> = async ({ body }) => {
    const loaded = await load(body.brandId);
    if ('status' in loaded) return loaded;
    return { status: 200, body: { success: 1, data: toApiLoyalty(loaded.catalogue.loyaltyPolicy) } };
  };

  const reverseGeocode: Handler<'reverseGeocode'> = async ({ body }) => {
    const data = await context.geocoder.reverse(body.lat, body.lng, body.language ?? 'EN');
    return { status: 200, body: { success: 1, data } };
  };

  const searchPlaces: Handler<'searchPlaces'> = async ({ body }) => {
    const suggestions = await context.geocoder.search(body.query, body.language ?? 'EN');
    return {
      status: 200,
      body: { success: 1, data: { suggestions: suggestions.slice(0, PLACE_SUGGESTIONS_LIMIT) } },
    };
  };

  return {
    getBrandActiveDeliveryMethod,
    getBrandMenu,
    getDeliveryStoreMenu,
    getPickupStoreMenu,
    getDineInStoreMenu,
    getMenuById,
    getRecommendedItems,
    getItemDetail,
    getMenuItemDetail,
    getStoresForPickup,
    getStoresByDeliveryArea,
    getStoresByMappedArea,
    getStoresByCoordinates,
    checkCoordinatesInStoreDeliveryRange,
    checkStoreAvailability,
    getBrandDeliveryAreas,
    getDeliveryAreasOfSingleStoreBusiness,
    getDeliveryAreaInfo,
    getUserBrandsBySlug,
    getStaticPage,
    getAllActiveDiscounts,
    getLoyaltyByBrand,
    reverseGeocode,
    searchPlaces,
  };
}
