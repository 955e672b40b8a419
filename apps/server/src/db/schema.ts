import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type DeliveryMethod = 'COUNTRY_BASED' | 'AREA_BASED' | 'CITY_BASED' | 'MAPPED_AREA_BASED';
export type CatalogueType = 'OUTLET_BASED_CATALOGUE' | 'BRAND_BASED_CATALOGUE';

export interface BrandSettingRow {
  brandImageHomeBG: string;
  brandLogoFirst: string;
  brandFavicon: string;
  taglineEN: string;
  taglineAR: string;
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

export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  brandName: text('brand_name').notNull(),
  brandNameAr: text('brand_name_ar').notNull(),
  baseLanguage: text('base_language', { enum: ['EN', 'AR'] }).notNull().default('EN'),
  catalogueType: text('catalogue_type', { enum: ['OUTLET_BASED_CATALOGUE', 'BRAND_BASED_CATALOGUE'] }).notNull(),
  deliveryMethods: jsonb('delivery_methods').$type<DeliveryMethod[]>().notNull().default(sql`'[]'::jsonb`),
  temporaryDomainName: text('temporary_domain_name').notNull().unique(),
  customDomain: text('custom_domain').unique(),
  setting: jsonb('setting').$type<BrandSettingRow>().notNull(),
  activeIntegrations: jsonb('active_integrations').$type<IntegrationRow[]>().notNull().default(sql`'[]'::jsonb`),
  mobileNumber: text('mobile_number').notNull(),
  whatsAppContact: text('whatsapp_contact').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BrandRow = typeof brands.$inferSelect;
export type NewBrandRow = typeof brands.$inferInsert;
