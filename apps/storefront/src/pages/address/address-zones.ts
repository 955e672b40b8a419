/** The address form's country, city and area lists, from the brand's delivery zones (spec sections 2 and 5). */
import type { Schemas } from '@storefront/api';
import type { AreaChoice } from '@storefront/core';

type Text = { en: string; ar: string };
export interface ZoneOption {
  id: string;
  name: Text;
  /** The city of an area, the country of a city. */
  parentId?: string;
}

export interface AddressZones {
  countries: ZoneOption[];
  cities: ZoneOption[];
  areas: ZoneOption[];
}

const unique = (options: ZoneOption[]) => [...new Map(options.map((option) => [option.id, option])).values()];

/** The lists for an area-, city- or country-based brand; empty for mapped areas (their point decides). */
export function addressZones(zones: Schemas['DeliveryAreas']): AddressZones {
  switch (zones.deliveryMethod) {
    case 'AREA_BASED': {
      const cities = zones.deliveryAreas as Schemas['AreaBasedCity'][];
      // A city listed without its country is the UAE's (the brand's one country).
      const countryOf = (city: Schemas['AreaBasedCity']) =>
        city.countryInfo ?? {
          _id: 'uae',
          countryNameEN: 'United Arab Emirates',
          countryNameAR: 'الإمارات العربية المتحدة',
        };
      return {
        countries: unique(
          cities.map((city) => ({
            id: countryOf(city)._id,
            name: { en: countryOf(city).countryNameEN, ar: countryOf(city).countryNameAR },
          })),
        ),
        cities: unique(
          cities.map((city) => ({
            id: city.cityInfo._id,
            name: { en: city.cityInfo.cityNameEN, ar: city.cityInfo.cityNameAR },
            parentId: countryOf(city)._id,
          })),
        ),
        areas: cities.flatMap((city) =>
          city.cityAreas.map((entry) => ({
            id: entry.areaInfo._id,
            name: { en: entry.areaInfo.areaNameEN, ar: entry.areaInfo.areaNameAR },
            parentId: city.cityInfo._id,
          })),
        ),
      };
    }
    case 'CITY_BASED': {
      const cities = zones.deliveryAreas as Schemas['CityBasedEntry'][];
      return {
        countries: unique(
          cities.map((city) => ({
            id: city.countryID,
            name: { en: city.countryNameEN, ar: city.countryNameAR },
          })),
        ),
        cities: cities.map((city) => ({
          id: city.cityID,
          name: { en: city.cityNameEN, ar: city.cityNameAR },
          parentId: city.countryID,
        })),
        areas: [],
      };
    }
    case 'COUNTRY_BASED':
      return {
        countries: (zones.deliveryAreas as Schemas['CountryBasedEntry'][]).map((country) => ({
          id: country.countryID,
          name: { en: country.countryNameEN, ar: country.countryNameAR },
        })),
        cities: [],
        areas: [],
      };
    default:
      return { countries: [], cities: [], areas: [] };
  }
}

/** The whole choice for a zone id of the brand's method: an area's city and country, a city's country. */
export function choiceOfZone(zones: AddressZones, method: string, zoneId: string | undefined): AreaChoice {
  if (!zoneId) return {};
  const cityOf = (cityId: string | undefined) => zones.cities.find((city) => city.id === cityId);
  if (method === 'AREA_BASED') {
    const area = zones.areas.find((entry) => entry.id === zoneId);
    const city = cityOf(area?.parentId);
    return area ? { areaId: area.id, cityId: city?.id ?? null, countryId: city?.parentId ?? null } : {};
  }
  if (method === 'CITY_BASED') {
    const city = cityOf(zoneId);
    return city ? { cityId: city.id, countryId: city.parentId ?? null } : {};
  }
  return zones.countries.some((country) => country.id === zoneId) ? { countryId: zoneId } : {};
}

/** The zone an address is saved for: its area, city or country by the method. */
export function zoneIdOfChoice(method: string, choice: AreaChoice): string | null {
  if (method === 'CITY_BASED') return choice.cityId ?? null;
  if (method === 'COUNTRY_BASED') return choice.countryId ?? null;
  return choice.areaId ?? null;
}

/** Options whose name (in either language) holds the search, case-insensitively. */
export function matching(options: readonly ZoneOption[], query: string): ZoneOption[] {
  const wanted = query.trim().toLocaleLowerCase();
  if (!wanted) return [...options];
  return options.filter(
    (option) =>
      option.name.en.toLocaleLowerCase().includes(wanted) ||
      option.name.ar.toLocaleLowerCase().includes(wanted),
  );
}
