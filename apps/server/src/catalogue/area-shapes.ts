/**
 * Delivery zones and mapped areas: the ids customers pick, the area picker's grouping, the chosen
 * area's fees, and a mapped area as core's geometry wants it to test a point against.
 */
import type { Schemas } from '@storefront/contract';
import type { MappedArea } from '@storefront/core';
import type { DeliveryAreaRow, MappedAreaRow, StoreRow } from '../db/schema.js';

export function areaDisplayName(area: DeliveryAreaRow): { en: string; ar: string } {
  return area.areaName ?? (area.method === 'CITY_BASED' ? area.cityName : area.countryName);
}

/** The zone id a customer picks: the area id, the city id or the country id, by method. */
export function zoneId(area: DeliveryAreaRow): string {
  return area.method === 'AREA_BASED'
    ? (area.areaId ?? area.id)
    : area.method === 'CITY_BASED'
      ? area.cityId
      : area.countryId;
}

export function toSelectedArea(area: DeliveryAreaRow): Schemas['SelectedArea'] {
  const name = areaDisplayName(area);
  return {
    areaId: zoneId(area),
    areaName: name.en,
    areaNameAR: name.ar,
    deliveryFee: area.deliveryFee,
    deliveryTime: area.deliveryTime,
    minOrder: area.minOrder,
  };
}

export function toSelectedMappedArea(area: MappedAreaRow): Schemas['SelectedArea'] {
  return {
    areaId: area.id,
    areaName: area.name.en,
    areaNameAR: area.name.ar,
    deliveryFee: area.deliveryFee,
    deliveryTime: area.deliveryTime,
    minOrder: area.minOrder,
  };
}

/** Groups a brand's zones the way the area picker shows them, for the given method. */
export function toApiDeliveryAreas(
  method: 'AREA_BASED' | 'CITY_BASED' | 'COUNTRY_BASED' | 'MAPPED_AREA_BASED',
  areas: DeliveryAreaRow[],
  mapped: MappedAreaRow[],
  stores: StoreRow[],
): Schemas['DeliveryAreas'] {
  if (method === 'MAPPED_AREA_BASED') {
    const cities = new Map<
      string,
      { city: { en: string; ar: string }; areas: Schemas['MappedAreaCity']['areas'] }
    >();
    for (const area of mapped) {
      const entry = cities.get(area.city.en) ?? { city: area.city, areas: [] };
      const store = stores.find((candidate) => candidate.id === area.storeId);
      entry.areas.push({
        mappedAreaId: area.id,
        mappedAreaType: area.type,
        storeId: area.storeId,
        translations: { en: { name: area.name.en }, ar: { name: area.name.ar } },
        deliveryFee: area.deliveryFee,
        deliveryTime: area.deliveryTime,
        minOrder: area.minOrder,
        ...(area.polygon && { polygon: [area.polygon.outer, ...(area.polygon.holes ?? [])] }),
        ...(area.type === 'DISTANCE' && store && { center: { lat: store.lat, lng: store.lng } }),
        ...(area.radiusKm !== null && { radiusKm: area.radiusKm }),
      });
      cities.set(area.city.en, entry);
    }
    return { deliveryMethod: method, deliveryAreas: [...cities.values()] };
  }
  const ofMethod = areas.filter((area) => area.method === method);
  if (method === 'AREA_BASED') {
    const cities = new Map<string, Schemas['AreaBasedCity']>();
    for (const area of ofMethod) {
      const entry: Schemas['AreaBasedCity'] = cities.get(area.cityId) ?? {
        cityInfo: { _id: area.cityId, cityNameEN: area.cityName.en, cityNameAR: area.cityName.ar },
        countryInfo: {
          _id: area.countryId,
          countryNameEN: area.countryName.en,
          countryNameAR: area.countryName.ar,
        },
        cityAreas: [],
      };
      const name = areaDisplayName(area);
      entry.cityAreas.push({
        areaInfo: { _id: zoneId(area), areaNameEN: name.en, areaNameAR: name.ar },
        deliveryFee: area.deliveryFee,
        deliveryTime: area.deliveryTime,
        minOrder: area.minOrder,
      });
      cities.set(area.cityId, entry);
    }
    for (const city of cities.values())
      city.cityAreas.sort((a, b) => a.areaInfo.areaNameEN.localeCompare(b.areaInfo.areaNameEN));
    return { deliveryMethod: method, deliveryAreas: [...cities.values()] };
  }
  if (method === 'CITY_BASED') {
    return {
      deliveryMethod: method,
      deliveryAreas: ofMethod.map((area) => ({
        countryID: area.countryId,
        cityID: area.cityId,
        cityNameEN: area.cityName.en,
        cityNameAR: area.cityName.ar,
        countryNameEN: area.countryName.en,
        countryNameAR: area.countryName.ar,
        deliveryFee: area.deliveryFee,
        deliveryTime: area.deliveryTime,
        minOrder: area.minOrder,
      })),
    };
  }
  return {
    deliveryMethod: method,
    deliveryAreas: ofMethod.map((area) => ({
      countryID: area.countryId,
      countryNameEN: area.countryName.en,
      countryNameAR: area.countryName.ar,
      deliveryFee: area.deliveryFee,
      deliveryTime: area.deliveryTime,
      minOrder: area.minOrder,
    })),
  };
}

/** A mapped area as core's geometry wants it; undefined when its data is incomplete. */
export function toMappedArea(area: MappedAreaRow, store: StoreRow | undefined): MappedArea | undefined {
  if (area.type === 'POLYGON' && area.polygon) {
    return { mappedAreaType: 'POLYGON', polygons: [[area.polygon.outer, ...(area.polygon.holes ?? [])]] };
  }
  if (area.type === 'DISTANCE' && store && area.radiusKm !== null) {
    return { mappedAreaType: 'DISTANCE', center: [store.lng, store.lat], distanceKm: area.radiusKm };
  }
  return undefined;
}
