/**
 * The shape of the demo data that is not a brand's: the offline gazetteer. Each brand's own data is a brand file (demo/brands, docs/brand-file.md). Every
 * customer-facing text is given in English and Arabic.
 */

export interface SeedText {
  en: string;
  ar: string;
}

/** Offline reverse-geocoder entries: real UAE neighbourhoods. */
export interface SeedPlace {
  area: SeedText;
  city: SeedText;
  country: SeedText;
  /** A representative street for the neighbourhood. */
  street: SeedText;
  center: { lat: number; lng: number };
  radiusKm: number;
}
