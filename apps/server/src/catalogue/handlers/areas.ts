/** The delivery-area reads: the brand's delivery methods, its zones for the area picker, and one zone's fees. */
import type { Schemas } from '@storefront/contract';
import type { Handler } from '../../http/api-types.js';
import { messages } from '../catalogue-messages.js';
import { catalogueLoader, notFound, storeOf, type CatalogueContext } from '../catalogue-context.js';
import { toApiDeliveryAreas, toSelectedArea, toSelectedMappedArea, zoneId } from '../area-shapes.js';

export function areaHandlers(context: CatalogueContext) {
  const load = catalogueLoader(context);
  const { brands } = context;

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

  return {
    getBrandActiveDeliveryMethod,
    getBrandDeliveryAreas,
    getDeliveryAreasOfSingleStoreBusiness,
    getDeliveryAreaInfo,
  };
}
