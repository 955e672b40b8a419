import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A brand: its settings, integrations and legal identity, one row per brand.
 */
export type DeliveryMethod = 'COUNTRY_BASED' | 'AREA_BASED' | 'CITY_BASED' | 'MAPPED_AREA_BASED';
/** Stores' own menus, one menu for the brand, or one menu shown only (no ordering: 'preview'). */
export type CatalogueType = 'OUTLET_BASED_CATALOGUE' | 'BRAND_BASED_CATALOGUE' | 'preview';

export interface BrandSettingRow {
  brandImageHomeBG: string;
  brandLogoFirst: string;
  brandFavicon: string;
  taglineEN: string;
  taglineAR: string;
  /** The currency's name on Arabic pages: 'AED' (when absent) or the Arabic 'د.إ'. */
  arabicCurrencyLabel?: 'AED' | 'د.إ';
  color: string;
  textColor: string;
  staticPages: Record<string, { isActive: boolean; linkTitle: { en: string; ar: string } }>;
  isDeliveryEnabled: boolean;
  isPickupEnabled: boolean;
  isDineInEnabled: boolean;
}

export interface IntegrationRow {
  name: string;
  isActive: boolean;
  category: 'PAYMENT' | 'TRACKING' | 'DELIVERY';
  metaData: Record<string, string>;
}

/**
 * Who supplies, as a tax invoice names them (UAE VAT, docs/brand-file.md): the legal name and
 * address in English and Arabic, and the 15-digit Tax Registration Number (null when the supplier
 * is not registered for VAT). A store that is a legal entity of its own has its own.
 */
export interface LegalRow {
  name: { en: string; ar: string };
  address: { en: string; ar: string };
  trn: string | null;
}

export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  brandName: text('brand_name').notNull(),
  brandNameAr: text('brand_name_ar').notNull(),
  baseLanguage: text('base_language', { enum: ['EN', 'AR'] })
    .notNull()
    .default('EN'),
  catalogueType: text('catalogue_type', {
    enum: ['OUTLET_BASED_CATALOGUE', 'BRAND_BASED_CATALOGUE', 'preview'],
  }).notNull(),
  deliveryMethods: jsonb('delivery_methods')
    .$type<DeliveryMethod[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  temporaryDomainName: text('temporary_domain_name').notNull().unique(),
  customDomain: text('custom_domain').unique(),
  setting: jsonb('setting').$type<BrandSettingRow>().notNull(),
  activeIntegrations: jsonb('active_integrations')
    .$type<IntegrationRow[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  mobileNumber: text('mobile_number').notNull(),
  whatsAppContact: text('whatsapp_contact').notNull(),
  legal: jsonb('legal').$type<LegalRow | null>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BrandRow = typeof brands.$inferSelect;
export type NewBrandRow = typeof brands.$inferInsert;
