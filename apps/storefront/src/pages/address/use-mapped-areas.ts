/** The brand's mapped delivery areas, read once, for mapped-area brands (null until read, or for other brands). */
import type { Schemas } from '@storefront/api';
import { api } from '@storefront/features/app-kit/api';
import { useStorefront } from '@storefront/features/session/storefront-context';
import { useEffect, useState } from 'react';
import type { MappedArea } from './mapped-areas.js';

export function useMappedAreas(): MappedArea[] | null {
  const { brand } = useStorefront();
  const [areas, setAreas] = useState<MappedArea[] | null>(null);
  const mapped = brand.brand.deliveryMethods[0] === 'MAPPED_AREA_BASED';
  useEffect(() => {
    if (!mapped) return;
    let cancelled = false;
    api
      .POST('/delivery-method/get-brand-delivery-areas', { body: { brandId: brand.brand._id } })
      .then(({ data }) => {
        if (cancelled || !data || data.data.deliveryMethod !== 'MAPPED_AREA_BASED') return;
        setAreas((data.data.deliveryAreas as Schemas['MappedAreaCity'][]).flatMap((city) => city.areas));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [mapped, brand.brand._id]);
  return areas;
}
