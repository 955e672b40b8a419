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
  const getBrandInfoByTemporaryDomain: Handler<'getBrandInfoByTemporaryDomain'> = async ({ body }) => {
    const data = await brands.byTemporaryDomain(body.temporaryDomainName);
    if (!data) return { status: 404, body: errorBody('NOT_FOUND', brandNotFound) };
    return { status: 200, body: { success: 1, data } };
  };
  return { getBrandSettingsByBrandId, getBrandInfoByTemporaryDomain };
}
