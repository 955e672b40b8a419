import { api } from '@storefront/features/app-kit/api';
import { useStorefront } from '@storefront/features/session/storefront-context';
import { useEffect, useState } from 'react';
import { addressZones, type AddressZones } from './address-zones.js';

/** The brand's countries, cities and areas for the address form; null while read (and for mapped areas). */
export function useAddressZones(method: string): AddressZones | null {
  const { brand } = useStorefront();
  const [zones, setZones] = useState<AddressZones | null>(null);
  useEffect(() => {
    if (method === 'MAPPED_AREA_BASED') return undefined;
    let cancelled = false;
    api
      .POST('/delivery-method/get-brand-delivery-areas', { body: { brandId: brand.brand._id } })
      .then(({ data }) => !cancelled && data && setZones(addressZones(data.data)))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [brand.brand._id, method]);
  return zones;
}
