/**
 * The menu reads: the brand-wide menu, a menu by id, and a store's menu for the service asked
 * (delivery narrowed to the customer's area, dine-in to an existing table).
 */
import type { BrandInfo, Schemas } from '@storefront/contract';
import type { StoreRow } from '../../db/schema.js';
import type { Handler } from '../../http/api-types.js';
import type { BrandCatalogue } from '../catalogue-service.js';
import { messages } from '../catalogue-messages.js';
import {
  catalogueLoader,
  notFound,
  storeOf,
  type CatalogueContext,
  type NotFound,
} from '../catalogue-context.js';
import { toSelectedArea, toSelectedMappedArea, zoneId } from '../area-shapes.js';
import { toApiMenu } from '../item-shapes.js';
import { offersService, toApiStore } from '../shapes.js';

export function menuHandlers(context: CatalogueContext) {
  const load = catalogueLoader(context);

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

  return {
    getBrandMenu,
    getDeliveryStoreMenu,
    getPickupStoreMenu,
    getDineInStoreMenu,
    getMenuById,
  };
}
