/** The item reads: an item's detail at a store or on the brand's menu, and the recommended items. */
import type { Handler } from '../../http/api-types.js';
import { messages } from '../catalogue-messages.js';
import { catalogueLoader, notFound, storeOf, type CatalogueContext } from '../catalogue-context.js';
import { isItemOrderable, soldAt, toApiItem } from '../item-shapes.js';

const RECOMMENDED_LIMIT = 6;

export function itemHandlers(context: CatalogueContext) {
  const load = catalogueLoader(context);

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

  return {
    getRecommendedItems,
    getItemDetail,
    getMenuItemDetail,
  };
}
