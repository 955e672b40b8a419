import type { Schemas } from '@storefront/contract';
import type { AddressRow } from '../db/schema.js';

/** A saved address as the API answers it (also the snapshot kept on an order). */
export function toApiAddress(row: AddressRow): Schemas['UserAddress'] {
  return {
    _id: row.id,
    address: row.address,
    street: row.street,
    area: row.area,
    city: row.city,
    country: row.country,
    building: row.building,
    apartmentNo: row.apartmentNo,
    floor: row.floor,
    addressType: row.addressType,
    coordinates: { lat: row.lat, lng: row.lng },
    deliveryMethodType: row.deliveryMethodType,
    ...(row.areaId && { areaId: row.areaId }),
    ...(row.cityId && { cityId: row.cityId }),
    ...(row.countryId && { countryId: row.countryId }),
    ...(row.mappedAreaId && { mappedAreaId: row.mappedAreaId }),
  };
}
