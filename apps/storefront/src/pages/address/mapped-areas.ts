/** Mapped delivery areas (polygons and distance circles) for the map page: their shape, centre and zone. */
import type { Schemas } from '@storefront/api';
import type { LatLng } from '@storefront/core';
import type { ChosenArea } from '@storefront/flows';
import type { MapShape } from '@storefront/ui/schematic-map';

export type MappedArea = Schemas['MappedAreaCity']['areas'][number];

/** Where the map opens on an area: a circle's centre, else the average of the polygon's outer ring. */
export function shapeCentre(area: Pick<MappedArea, 'center' | 'polygon'>): LatLng | null {
  if (area.center) return area.center;
  const ring = area.polygon?.[0];
  if (!ring?.length) return null;
  const sum = ring.reduce((acc, [lng, lat]) => ({ lat: acc.lat + lat!, lng: acc.lng + lng! }), {
    lat: 0,
    lng: 0,
  });
  return { lat: sum.lat / ring.length, lng: sum.lng / ring.length };
}

/** The area as the schematic map draws it, labelled in the page's language. */
export function toShape(area: MappedArea, pick: (text: { en: string; ar: string }) => string): MapShape {
  const label = pick({ en: area.translations.en.name, ar: area.translations.ar.name });
  return area.mappedAreaType === 'DISTANCE'
    ? {
        id: area.mappedAreaId,
        label,
        kind: 'circle',
        ...(area.center ? { center: area.center } : {}),
        radiusKm: area.radiusKm ?? 0,
      }
    : {
        id: area.mappedAreaId,
        label,
        kind: 'polygon',
        polygon: (area.polygon ?? []) as [number, number][][],
      };
}

/** The area as the order setup keeps it once chosen. */
export function zoneOf(area: MappedArea): ChosenArea {
  return {
    areaId: area.mappedAreaId,
    name: { en: area.translations.en.name, ar: area.translations.ar.name },
    deliveryFee: area.deliveryFee,
    deliveryTime: area.deliveryTime,
    minOrder: area.minOrder,
  };
}

/**
 * The address form after the map: a checkout address ('…/map-address') goes on to
 * '…/add-delivery-address', a new address ('…/add-new-map-address') to '…/add-new-manual-address'.
 */
export function addressFormPath(mapPath: string): string {
  // The longer suffix first: 'add-new-map-address' also ends in 'map-address'.
  const form = mapPath.endsWith('add-new-map-address')
    ? mapPath.replace(/add-new-map-address$/, 'add-new-manual-address')
    : mapPath.replace(/map-address$/, 'add-delivery-address');
  return `${form}?redirectedFrom=map-address`;
}
