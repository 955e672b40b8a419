import type { Schemas } from '@storefront/contract';
import type { UnixSeconds } from '@storefront/core';
import type { BrandService } from '../brands/brand-service.js';
import type { Db } from '../db/database.js';
import type { CatalogueService } from './catalogue-service.js';
import { businessCardBySlug } from './catalogue-store.js';
import { isListedDiscount, toApiDiscount, toApiLoyalty } from './offer-shapes.js';

export interface BusinessCardSources {
  readonly db: Db;
  readonly brands: BrandService;
  readonly catalogue: CatalogueService;
  readonly now: () => UnixSeconds;
}

/**
 * A business card as the API and the card's page show it: its title and contacts, and each brand
 * it lists (brands that no longer exist are left out) with the brand's active, non-hidden
 * discounts and its loyalty. Undefined when no card has the slug.
 */
export async function businessCard(
  sources: BusinessCardSources,
  slug: string,
): Promise<Schemas['BusinessCard'] | undefined> {
  const card = await businessCardBySlug(sources.db, slug);
  if (!card) return undefined;
  const now = sources.now();
  const permittedBrands: Schemas['BusinessCardBrand'][] = [];
  for (const brandId of card.brandIds) {
    const brand = await sources.brands.byId(brandId);
    if (!brand) continue;
    const data = await sources.catalogue.forBrand(brandId);
    const loyalty = toApiLoyalty(data.loyaltyPolicy);
    permittedBrands.push({
      brandId,
      brandName: brand.brand.brandName,
      brandNameAR: brand.brand.brandNameAR,
      temporaryDomainName: brand.setting.temporaryDomainName,
      logo: brand.setting.brandLogoFirst,
      color: brand.setting.color,
      textColor: brand.setting.textColor,
      mobileNumber: brand.mobileNumber,
      whatsAppContact: brand.whatsAppContact,
      discounts: data.discounts
        .filter((discount) => isListedDiscount(discount, now))
        .map((d) => toApiDiscount(d)),
      isLoyaltyActive: loyalty.isLoyaltyActive,
      loyaltyPolicy: loyalty,
    });
  }
  return {
    slug: card.slug,
    title: card.title,
    phoneNumber: card.phoneNumber,
    whatsAppContact: card.whatsAppContact,
    permittedBrands,
  };
}
