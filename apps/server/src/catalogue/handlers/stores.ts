/**
 * The store finders: the stores for pickup, the stores delivering to a zone, a mapped area or a
 * point, and whether a store takes orders now.
 */
import type { BrandInfo } from '@storefront/contract';
import { haversineKm, isInDeliveryArea } from '@storefront/core';
import type { MappedAreaRow, StoreRow } from '../../db/schema.js';
import type { Handler } from '../../http/api-types.js';
import type { BrandCatalogue } from '../catalogue-service.js';
import { messages } from '../catalogue-messages.js';
import { catalogueLoader, notFound, storeOf, type CatalogueContext } from '../catalogue-context.js';
import { toMappedArea, toSelectedArea, zoneId } from '../area-shapes.js';
import { isStoreAvailable, toApiStore } from '../shapes.js';

export function storeHandlers(context: CatalogueContext) {
  const load = catalogueLoader(context);

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

  return {
    getStoresForPickup,
    getStoresByDeliveryArea,
    getStoresByMappedArea,
    getStoresByCoordinates,
    checkCoordinatesInStoreDeliveryRange,
    checkStoreAvailability,
  };
}
