/**
 * What the catalogue's handlers are given, and the lookups they share: the brand with its
 * catalogue, a store of it, and the 404 they answer when either is missing.
 */
import type { BrandInfo } from '@storefront/contract';
import type { UnixSeconds } from '@storefront/core';
import type { SessionService } from '../auth/sessions.js';
import type { BrandService } from '../brands/brand-service.js';
import type { Db } from '../db/database.js';
import type { StoreRow } from '../db/schema.js';
import type { Geocoder } from '../geo/geocoder.js';
import { errorBody } from '../http/api-types.js';
import type { Said } from '../http/messages.js';
import type { BrandCatalogue, CatalogueService } from './catalogue-service.js';
import { messages } from './catalogue-messages.js';

export interface CatalogueContext {
  brands: BrandService;
  catalogue: CatalogueService;
  geocoder: Geocoder;
  db: Db;
  now: () => UnixSeconds;
  /** Says who is asking, for the answers that differ per customer (the discounts list). */
  sessions?: Pick<SessionService, 'authenticate'>;
}

export type NotFound = { status: 404; body: ReturnType<typeof errorBody> };
export const notFound = (message: Said): NotFound => ({ status: 404, body: errorBody('NOT_FOUND', message) });

/** Loads a brand with its catalogue, or answers the brand's 404. */
export function catalogueLoader(context: CatalogueContext) {
  const { brands, catalogue } = context;
  return async function load(
    brandId: string,
  ): Promise<{ brand: BrandInfo; catalogue: BrandCatalogue } | NotFound> {
    const brand = await brands.byId(brandId);
    if (!brand) return notFound(messages.brandNotFound);
    return { brand, catalogue: await catalogue.forBrand(brandId) };
  };
}

/** The catalogue's store with that id; undefined when the brand has no such store. */
export function storeOf(data: BrandCatalogue, storeId: string): StoreRow | undefined {
  return data.stores.find((store) => store.id === storeId);
}
