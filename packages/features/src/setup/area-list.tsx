/** The delivery area list (spec section 2): the brand's zones in the kit's area picker, searchable in EN and AR. */
import type { ChosenArea } from '@storefront/flows';
import { AreaPicker as AreaChoice } from '@storefront/ui/area-picker';
import { useEffect, useState } from 'react';
import { api } from '../app-kit/api.js';
import { useStorefront } from '../session/storefront-context.js';
import { zoneCities, type ZoneCity } from './delivery-zones.js';

export type AreaChosen = { type: 'area.choose'; area: ChosenArea };

/** The brand's zones, read once per mount; `retry` asks again after a failure. */
function useDeliveryZones() {
  const { brand } = useStorefront();
  const [cities, setCities] = useState<ZoneCity[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    api
      .POST('/delivery-method/get-brand-delivery-areas', { body: { brandId: brand.brand._id } })
      .then(({ data }) => {
        if (cancelled) return;
        if (data) setCities(zoneCities(data.data));
        else setFailed(true);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [brand.brand._id, attempt]);
  const status = cities ? 'ready' : failed ? 'error' : 'loading';
  return {
    cities: cities ?? [],
    status,
    retry: () => {
      setFailed(false);
      setAttempt((value) => value + 1);
    },
  } as const;
}

/** The brand's zones to choose from: search in EN or AR, cities expand to their areas. */
export function AreaList({ onChoose }: { onChoose: (event: AreaChosen) => void }) {
  const zones = useDeliveryZones();
  const [query, setQuery] = useState('');
  return (
    <AreaChoice
      cities={zones.cities}
      status={zones.status}
      query={query}
      onQueryChange={setQuery}
      onRetry={zones.retry}
      onSelect={(area, city) => {
        const zone = city.cityAreas.find((entry) => entry.areaInfo._id === area._id)?.zone;
        if (zone) onChoose({ type: 'area.choose', area: zone });
      }}
    />
  );
}
