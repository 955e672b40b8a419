/**
 * Area choice by delivery method (spec §3 shipping methods, §5 "Area choice by method").
 */
import { type CoreError, coreError } from '../errors.js';
import { isValidValue } from './value.js';

/** Delivery (shipping) methods (spec §9). */
export const DELIVERY_METHODS = ['COUNTRY_BASED', 'CITY_BASED', 'AREA_BASED', 'MAPPED_AREA_BASED'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** The ids chosen in the address form or carried by a saved address. */
export interface AreaChoice {
  readonly countryId?: string | null;
  readonly cityId?: string | null;
  readonly areaId?: string | null;
  readonly mappedAreaId?: string | null;
  readonly coordinates?: { readonly lat?: number | null; readonly lng?: number | null } | null;
}

/** The failing field and its message. */
export interface AreaChoiceError {
  readonly field: 'countryId' | 'cityId' | 'areaId';
  readonly error: CoreError<'selectCountry' | 'selectCity' | 'selectArea'>;
}

/**
 * What each method needs, checked country → city → area: COUNTRY_BASED a country; CITY_BASED a
 * city and its country; AREA_BASED an area, its city and country ('Please select a country' /
 * 'Please select a city' / 'Please select an area'). MAPPED_AREA_BASED needs none of these (its
 * point is checked against the area). Null when complete.
 */
export function validateAreaChoice(method: DeliveryMethod, choice: AreaChoice): AreaChoiceError | null {
  if (method === 'MAPPED_AREA_BASED') return null;
  if (!isValidValue(choice.countryId)) return { field: 'countryId', error: coreError('selectCountry') };
  if (method === 'COUNTRY_BASED') return null;
  if (!isValidValue(choice.cityId)) return { field: 'cityId', error: coreError('selectCity') };
  if (method === 'CITY_BASED') return null;
  if (!isValidValue(choice.areaId)) return { field: 'areaId', error: coreError('selectArea') };
  return null;
}

/**
 * A saved address is usable for the method only with the ids the method needs (mapped areas: a
 * mapped area id) and lat and lng; else 'Unfortunately, the store does not deliver to your
 * location at this time'. A missing method gives 'There is no delivery method available in store,
 * please contact the business'.
 */
export function validateSavedAddressForMethod(
  method: DeliveryMethod | null | undefined,
  address: AreaChoice,
): CoreError<'noDeliveryMethod' | 'doesNotDeliver'> | null {
  if (!method) return coreError('noDeliveryMethod');
  const lat = address.coordinates?.lat;
  const lng = address.coordinates?.lng;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng))
    return coreError('doesNotDeliver');
  if (method === 'MAPPED_AREA_BASED')
    return isValidValue(address.mappedAreaId) ? null : coreError('doesNotDeliver');
  return validateAreaChoice(method, address) ? coreError('doesNotDeliver') : null;
}
