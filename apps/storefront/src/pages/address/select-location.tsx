import type { LatLng } from '@storefront/core';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { AreaPicker } from '@storefront/features/setup/area-picker';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import type { MapServices } from '@storefront/ui/maps';
import { useState } from 'react';

/**
 * 'Select location' (spec section 2 "Map page", for a brand that delivers by areas): the brand's
 * area list, and the map moves to the area chosen, for the customer to mark the exact spot. The
 * area is found by the maps' place search (the gazetteer, Nominatim or Google); an area no
 * search knows leaves the map where it was and says so.
 */
export function SelectLocation({
  services,
  onFound,
  onProblem,
}: {
  services: MapServices;
  onFound: (point: LatLng) => void;
  onProblem: (text: string) => void;
}) {
  const { t } = useTranslation('checkout');
  const { pick, language } = useLocalised();
  const [open, setOpen] = useState(false);

  const findArea = async (name: { en: string; ar: string }) => {
    const [first] = await services.search(pick(name), language).catch(() => []);
    const point = first ? await services.locate(first).catch(() => null) : null;
    if (point) onFound(point);
    else onProblem(t('map.areaNotOnMap', { area: pick(name) }));
  };

  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {t('map.selectLocation')}
      </Button>
      <AreaPicker
        open={open}
        onClose={() => setOpen(false)}
        onChoose={({ area }) => {
          setOpen(false);
          void findArea(area.name);
        }}
      />
    </>
  );
}
