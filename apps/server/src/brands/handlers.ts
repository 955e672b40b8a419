import { errorBody, type Handler } from '../http/api-types.js';
import { said } from '../http/messages.js';
import type { BrandService } from './brand-service.js';

const brandNotFound = said('brandNotFound', 'Brand not found');

export function brandHandlers(brands: BrandService) {
  const getBrandSettingsByBrandId: Handler<'getBrandSettingsByBrandId'> = async ({ body }) => {
    const data = await brands.byId(body.brandId);
    if (!data) return { status: 404, body: errorBody('NOT_FOUND', brandNotFound) };
    return { status: 200, body: { success: 1, data } };
  };
  /** By the body's brandId, else by the brand whose own domain the request's Host is. */
  const getBrandSettings: Handler<'getBrandSettings'> = async ({ body, request }) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const data = body?.brandId ? await brands.byId(body.brandId) : await brands.byCustomDomain(host);
    if (!data) return { status: 404, body: errorBody('NOT_FOUND', brandNotFound) };
    return { status: 200, body: { success: 1, data } };
  };
  const getBrandInfoByTemporaryDomain: Handler<'getBrandInfoByTemporaryDomain'> = async ({ body }) => {
    const data = await brands.byTemporaryDomain(body.temporaryDomainName);
    if (!data) return { status: 404, body: errorBody('NOT_FOUND', brandNotFound) };
    return { status: 200, body: { success: 1, data } };
  };
  return { getBrandSettings, getBrandSettingsByBrandId, getBrandInfoByTemporaryDomain };
}
