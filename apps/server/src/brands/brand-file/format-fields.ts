/**
 * The brand file's building blocks (docs/brand-file.md): keys, texts in English and Arabic, fils,
 * minutes, times, coordinates, phones, colours, pictures, lists and their limits, each with the
 * sentence a brand's author reads when a value is wrong. The sections of the file are made of them.
 */
import { z } from 'zod';

/** The most of each list one file may hold: a ceiling on what one import writes. */
export const BRAND_FILE_LIMITS = {
  stores: 200,
  categories: 400,
  items: 10_000,
  modifierGroups: 30,
  modifiers: 100,
  areas: 2_000,
  discounts: 500,
  pages: 50,
  polygonPoints: 5_000,
} as const;

export const said = (message: string) => ({ error: message });

/** A key of the file: what references name. */
export const key = z
  .string(said('must be a key (text)'))
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
    said("must be a key of letters, digits, '-' or '_' (64 at most)"),
  );

const words = (language: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${language} text is missing` : `${language} text must be text`,
    })
    .trim()
    .min(1, said(`${language} text is missing`))
    .max(max, said(`${language} text is longer than ${max} characters`));

/** A text in English and Arabic. */
export const text = (max = 200) =>
  z.strictObject(
    { en: words('English', max), ar: words('Arabic', max) },
    said('must be { "en": …, "ar": … }'),
  );

/** Whole fils, never a fraction and never below zero (AED 1.50 is 150). */
export const fils = z
  .number(said('must be a number of fils (1 AED = 100 fils)'))
  .int(said('must be a whole number of fils (1 AED = 100 fils), not a fraction'))
  .min(0, said('must not be below zero'))
  .max(100_000_000, said('must be at most 100000000 fils (AED 1,000,000)'));

export const minutes = (max: number) =>
  z
    .number(said('must be a number of minutes'))
    .int(said('must be a whole number of minutes'))
    .min(0, said('must not be below zero'))
    .max(max, said(`must be at most ${max} minutes`));

/** A week: a retail brand's delivery may take days. */
export const WEEK = 7 * 24 * 60;

export const unixSeconds = z
  .number(said('must be a time in Unix seconds'))
  .int(said('must be a whole number of Unix seconds'))
  .min(0, said('must not be below zero'));

export const percent = z
  .number(said('must be a percentage'))
  .min(0, said('must not be below 0%'))
  .max(100, said('must be at most 100%'));

export const latitude = z
  .number(said('must be a latitude'))
  .min(-90, said('must be a latitude'))
  .max(90, said('must be a latitude'));
export const longitude = z
  .number(said('must be a longitude'))
  .min(-180, said('must be a longitude'))
  .max(180, said('must be a longitude'));

export const phone = z
  .string(said('must be a phone number'))
  .regex(/^\+\d{8,15}$/, said('must be a phone number as +971…'));
export const colour = z
  .string(said('must be a colour'))
  .regex(/^#[0-9A-Fa-f]{6}$/, said('must be a #RRGGBB colour'));
/** A picture: under the product's media (`/static/media/…`) or at an https address. */
export const picture = z
  .string(said('must be an image address'))
  .max(500, said('must be at most 500 characters'))
  .regex(
    /^(\/static\/media\/[A-Za-z0-9._/-]+|https:\/\/[^\s"'<>]+)$/,
    said('must be /static/media/… or an https:// address'),
  );

export const SERVICE_TYPE = z.enum(
  ['DELIVERY', 'PICKUP', 'DINE_IN'],
  said('must be DELIVERY, PICKUP or DINE_IN'),
);
export const PAYMENT_TYPE = z.enum(
  ['CREDIT_CARD', 'CASH', 'CARD_MACHINE', 'PAY_LATER', 'PAYMENT_GATEWAY'],
  said('must be CREDIT_CARD, CASH, CARD_MACHINE, PAY_LATER or PAYMENT_GATEWAY'),
);
export const DELIVERY_METHOD = z.enum(
  ['AREA_BASED', 'CITY_BASED', 'COUNTRY_BASED', 'MAPPED_AREA_BASED'],
  said('must be AREA_BASED, CITY_BASED, COUNTRY_BASED or MAPPED_AREA_BASED'),
);

export const list = <T extends z.ZodType>(of: T, max: number) =>
  z.array(of, said('must be a list')).max(max, said(`must hold at most ${max} entries`));

export const hhmm = z
  .string(said('must be a time HH:MM'))
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, said('must be a time HH:MM (24-hour)'));

/** The supplier as a tax invoice names it; `trn` null when not registered for VAT. */
export const legal = z.strictObject({
  name: text(200),
  address: text(500),
  trn: z
    .string(said('must be a Tax Registration Number'))
    .regex(/^1\d{14}$/, said('must be a Tax Registration Number: 15 digits, starting with 1'))
    .nullable(),
});
