import type { Schemas } from '@storefront/api';
import { searchAreas } from '@storefront/core';
import type { ChosenArea } from '@storefront/flows';
import { useTranslation } from '@storefront/i18n/react';
import { Modal } from '@storefront/ui/modal';
import { useEffect, useId, useState } from 'react';
import { api } from '../app-kit/api.js';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';

interface AreaRow {
  id: string;
  name: { en: string; ar: string };
  deliveryFee: number;
  deliveryTime: number;
  minOrder: number;
}
interface CityRow {
  id: string;
  name: { en: string; ar: string };
  areas: AreaRow[];
}

/** The brand's zones as cities with areas, whatever its delivery method. */
function toCities(zones: Schemas['DeliveryAreas']): CityRow[] {
  if (zones.deliveryMethod === 'AREA_BASED') {
    return (zones.deliveryAreas as Schemas['AreaBasedCity'][]).map((city) => ({
      id: city.cityInfo._id,
      name: { en: city.cityInfo.cityNameEN, ar: city.cityInfo.cityNameAR },
      areas: city.cityAreas.map((area) => ({
        id: area.areaInfo._id,
        name: { en: area.areaInfo.areaNameEN, ar: area.areaInfo.areaNameAR },
        deliveryFee: area.deliveryFee,
        deliveryTime: area.deliveryTime,
        minOrder: area.minOrder,
      })),
    }));
  }
  if (zones.deliveryMethod === 'CITY_BASED') {
    return (zones.deliveryAreas as Schemas['CityBasedEntry'][]).map((city) => ({
      id: city.cityID,
      name: { en: city.cityNameEN, ar: city.cityNameAR },
      areas: [
        {
          id: city.cityID,
          name: { en: city.cityNameEN, ar: city.cityNameAR },
          deliveryFee: city.deliveryFee,
          deliveryTime: city.deliveryTime,
          minOrder: city.minOrder,
        },
      ],
    }));
  }
  if (zones.deliveryMethod === 'MAPPED_AREA_BASED') {
    return (zones.deliveryAreas as Schemas['MappedAreaCity'][]).map((city) => ({
      id: city.city.en,
      name: city.city,
      areas: city.areas.map((area) => ({
        id: area.mappedAreaId,
        name: { en: area.translations.en.name, ar: area.translations.ar.name },
        deliveryFee: area.deliveryFee,
        deliveryTime: area.deliveryTime,
        minOrder: area.minOrder,
      })),
    }));
  }
  return (zones.deliveryAreas as Schemas['CountryBasedEntry'][]).map((country) => ({
    id: country.countryID,
    name: { en: country.countryNameEN, ar: country.countryNameAR },
    areas: [
      {
        id: country.countryID,
        name: { en: country.countryNameEN, ar: country.countryNameAR },
        deliveryFee: country.deliveryFee,
        deliveryTime: country.deliveryTime,
        minOrder: country.minOrder,
      },
    ],
  }));
}

/** The brand's zones to choose from (spec section 2): search in EN or AR, cities expand to their areas. */
export function AreaList({
  onChoose,
}: {
  onChoose: (event: { type: 'area.choose'; area: ChosenArea }) => void;
}) {
  const { t } = useTranslation(['store', 'common', 'errors']);
  const { brand } = useStorefront();
  const { pick } = useLocalised();
  const [cities, setCities] = useState<CityRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<string | null>(null);
  const searchId = useId();

  useEffect(() => {
    if (cities) return;
    api
      .POST('/delivery-method/get-brand-delivery-areas', { body: { brandId: brand.brand._id } })
      .then(({ data }) => (data ? setCities(toCities(data.data)) : setFailed(true)))
      .catch(() => setFailed(true));
  }, [cities, brand.brand._id]);

  const shown = cities
    ? searchAreas(
        cities.map((city) => ({
          ...city,
          cityInfo: { cityNameEN: city.name.en, cityNameAR: city.name.ar },
          cityAreas: city.areas.map((area) => ({
            ...area,
            areaInfo: { _id: area.id, areaNameEN: area.name.en, areaNameAR: area.name.ar },
          })),
        })),
        query,
      )
    : [];

  return (
    <>
      <label htmlFor={searchId} className="sr-only">
        {t('store:areaPicker.search')}
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('store:areaPicker.search')}
        className="mb-3 min-h-11 w-full rounded-xl border border-line px-4"
      />
      {!cities && !failed && <p role="status">{t('store:areaPicker.loading')}</p>}
      {failed && <p role="alert">{t('store:areaPicker.error')}</p>}
      {cities && shown.length === 0 && <p>{t('store:areaPicker.noResults')}</p>}
      <ul className="grid gap-2">
        {shown.map((city) => {
          const isOpen = expanded === city.id || query.trim() !== '' || shown.length === 1;
          const only =
            city.cityAreas.length === 1 && city.cityAreas[0]!.id === city.id ? city.cityAreas[0]! : undefined;
          if (only) {
            // City- or country-based shipping: the city itself is the zone.
            return (
              <li key={city.id}>
                <button
                  type="button"
                  className="min-h-11 w-full rounded-xl border border-line px-4 py-2 text-start font-semibold hover:bg-canvas"
                  onClick={() =>
                    onChoose({
                      type: 'area.choose',
                      area: {
                        areaId: only.id,
                        name: only.name,
                        deliveryFee: only.deliveryFee,
                        deliveryTime: only.deliveryTime,
                        minOrder: only.minOrder,
                      },
                    })
                  }
                >
                  {pick(city.name)}
                </button>
              </li>
            );
          }
          return (
            <li key={city.id} className="rounded-xl border border-line">
              <button
                type="button"
                aria-expanded={isOpen}
                onClick={() => setExpanded(isOpen ? null : city.id)}
                className="flex min-h-11 w-full items-center justify-between px-4 py-2 text-start font-semibold"
              >
                {pick(city.name)}
                <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
              </button>
              {isOpen && (
                <ul className="border-t border-line">
                  {city.cityAreas.map((area) => (
                    <li key={area.id}>
                      <button
                        type="button"
                        className="min-h-11 w-full px-6 py-2 text-start hover:bg-canvas"
                        onClick={() =>
                          onChoose({
                            type: 'area.choose',
                            area: {
                              areaId: area.id,
                              name: area.name,
                              deliveryFee: area.deliveryFee,
                              deliveryTime: area.deliveryTime,
                              minOrder: area.minOrder,
                            },
                          })
                        }
                      >
                        {pick(area.name)}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Area picker sheet (spec section 2). */
export function AreaPicker({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (event: { type: 'area.choose'; area: ChosenArea }) => void;
}) {
  const { t } = useTranslation(['store', 'common']);
  return (
    <Modal
      open={open}
      title={t('store:areaPicker.title')}
      onClose={onClose}
      closeLabel={t('common:actions.close')}
      variant="sheet"
    >
      {open && <AreaList onChoose={onChoose} />}
    </Modal>
  );
}
