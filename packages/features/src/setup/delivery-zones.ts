/** The brand's delivery zones as cities with areas, whatever its delivery method (spec section 3). */
import type { Schemas } from '@storefront/api';
import type { Fils } from '@storefront/core';
import type { ChosenArea } from '@storefront/flows';

/** A city of the area picker, its areas carrying what the order setup keeps of the chosen one. */
export interface ZoneCity {
  readonly cityInfo: { readonly cityNameEN: string; readonly cityNameAR: string };
  readonly cityAreas: readonly {
    readonly areaInfo: { readonly _id: string; readonly areaNameEN: string; readonly areaNameAR: string };
    readonly zone: ChosenArea;
  }[];
}

type Zone = { deliveryFee: Fils; deliveryTime: number; minOrder: Fils };

function area(id: string, name: { en: string; ar: string }, zone: Zone) {
  return {
    areaInfo: { _id: id, areaNameEN: name.en, areaNameAR: name.ar },
    zone: {
      areaId: id,
      name: { en: name.en, ar: name.ar },
      deliveryFee: zone.deliveryFee,
      deliveryTime: zone.deliveryTime,
      minOrder: zone.minOrder,
    },
  };
}

/** A city- or country-wide zone: the city is its own only area, of the same name. */
function wholeCity(id: string, name: { en: string; ar: string }, zone: Zone): ZoneCity {
  return { cityInfo: { cityNameEN: name.en, cityNameAR: name.ar }, cityAreas: [area(id, name, zone)] };
}

/**
 * Area-based brands list cities with areas; mapped-area brands their mapped areas by city;
 * city- and country-based brands one zone per city or country.
 */
export function zoneCities(zones: Schemas['DeliveryAreas']): ZoneCity[] {
  switch (zones.deliveryMethod) {
    case 'AREA_BASED':
      return (zones.deliveryAreas as Schemas['AreaBasedCity'][]).map((city) => ({
        cityInfo: { cityNameEN: city.cityInfo.cityNameEN, cityNameAR: city.cityInfo.cityNameAR },
        cityAreas: city.cityAreas.map((entry) =>
          area(entry.areaInfo._id, { en: entry.areaInfo.areaNameEN, ar: entry.areaInfo.areaNameAR }, entry),
        ),
      }));
    case 'CITY_BASED':
      return (zones.deliveryAreas as Schemas['CityBasedEntry'][]).map((city) =>
        wholeCity(city.cityID, { en: city.cityNameEN, ar: city.cityNameAR }, city),
      );
    case 'MAPPED_AREA_BASED':
      return (zones.deliveryAreas as Schemas['MappedAreaCity'][]).map((city) => ({
        cityInfo: { cityNameEN: city.city.en, cityNameAR: city.city.ar },
        cityAreas: city.areas.map((entry) =>
          area(entry.mappedAreaId, { en: entry.translations.en.name, ar: entry.translations.ar.name }, entry),
        ),
      }));
    default:
      return (zones.deliveryAreas as Schemas['CountryBasedEntry'][]).map((country) =>
        wholeCity(country.countryID, { en: country.countryNameEN, ar: country.countryNameAR }, country),
      );
  }
}
