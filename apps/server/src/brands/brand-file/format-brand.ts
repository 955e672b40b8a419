/**
 * The brand file's brand as a whole (docs/brand-file.md): its settings, domains, theme,
 * integrations and legal details, its own pages, and the business card that lists it.
 */
import { z } from 'zod';
import { colour, DELIVERY_METHOD, key, legal, list, phone, picture, said, text } from './format-fields.js';

export const staticPage = z.strictObject({
  key: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,31}$/, said("must be a page key of lower-case letters, digits and '-'")),
  isActive: z.boolean(),
  /** The footer link's words; left out, the footer has no link to it. */
  linkTitle: text().optional(),
  title: text(),
  /** The brand's HTML; sanitised before any page shows it. */
  html: text(100_000),
});

const integration = z.strictObject({
  name: z
    .string()
    .regex(/^[a-z][a-zA-Z0-9]{1,31}$/, said('must be an integration name such as stripe or googleAnalytics')),
  isActive: z.boolean(),
  category: z.enum(['PAYMENT', 'TRACKING', 'DELIVERY'], said('must be PAYMENT, TRACKING or DELIVERY')),
  /** Public ids only (a tag id, a publishable key); secrets live in the server's environment. */
  metaData: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/), z.string().max(200)),
});

export const brand = z.strictObject({
  id: key,
  name: text(100),
  baseLanguage: z.enum(['EN', 'AR'], said('must be EN or AR')),
  /** 'preview': the brand-wide menu is shown, and nothing can be ordered. */
  catalogueType: z.enum(
    ['OUTLET_BASED_CATALOGUE', 'BRAND_BASED_CATALOGUE', 'preview'],
    said('must be OUTLET_BASED_CATALOGUE, BRAND_BASED_CATALOGUE or preview'),
  ),
  deliveryMethods: list(DELIVERY_METHOD, 4),
  domains: z.strictObject({
    /** The brand's path on the shared domain: /<temporary>. */
    temporary: z
      .string()
      .regex(
        /^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/,
        said("must be lower-case letters, digits and '-' (a path)"),
      ),
    /** The brand's own host name, or null. */
    custom: z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/,
        said('must be a host name such as order.example.ae'),
      )
      .nullable(),
  }),
  contact: z.strictObject({ mobileNumber: phone, whatsAppContact: phone }),
  theme: z.strictObject({
    color: colour,
    textColor: colour,
    homeImage: picture,
    logo: picture,
    favicon: picture,
    tagline: text(300),
    /** How the Arabic pages name the currency: 'AED' (the default) or 'د.إ'. */
    arabicCurrency: z.enum(['AED', 'د.إ']).optional(),
  }),
  services: z.strictObject({ delivery: z.boolean(), pickup: z.boolean(), dineIn: z.boolean() }),
  integrations: list(integration, 20),
  /** The supplier on tax invoices (docs/brand-file.md); a store may have its own. */
  legal: legal.optional(),
});

/** The business's card (`/{slug}/card`), listing every brand whose file names the same card. */
export const businessCard = z.strictObject({
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, said("must be lower-case letters, digits and '-' (a path)")),
  title: text(),
  phoneNumber: phone,
  whatsAppContact: phone,
});
