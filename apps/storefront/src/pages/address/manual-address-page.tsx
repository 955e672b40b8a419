import { resolveError } from '@storefront/api';
import { joinAddress, translateServerError } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { AddressForm } from '@storefront/ui/address-form';
import { ErrorText } from '@storefront/ui/error-text';
import { PageHeader } from '@storefront/ui/page-header';
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { validateAreaChoice, type AreaChoice, type AreaChoiceError } from '@storefront/core';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { api } from '@storefront/features/app-kit/api';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { storefrontRoutes } from '../../paths.js';
import { useStorefront } from '@storefront/features/session/storefront-context';
import { choiceOfZone, zoneIdOfChoice } from './address-zones.js';
import { clearMapAddress, loadMapAddress } from './map-address-store.js';
import { useAddressZones } from './use-address-zones.js';
import { ZoneFields } from './zone-fields.js';
import { PageFrame } from '@storefront/ui/page-frame';

/**
 * The address form (spec sections 2 and 5): only after the map (`redirectedFrom=map-address`,
 * else back to the map); full address and type required; saved for the chosen delivery area,
 * then back to checkout with the new address chosen.
 */
export function ManualAddressPage() {
  const { t } = useTranslation(['checkout', 'errors', 'common']);
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { brand, setup, storage } = useStorefront();
  const { language } = useLocalised();
  const area = useSelector(setup, (snapshot) => snapshot.context.area);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Kept per brand, so a reload of this page keeps the pin chosen on the map; read once, as it
  // is cleared when the address is saved.
  const [place] = useState(() => loadMapAddress(storage));
  const method = brand.brand.deliveryMethods[0] ?? 'AREA_BASED';
  const zones = useAddressZones(method);
  // The chosen area (and its city and country) until the customer picks another from the lists.
  const [picked, setPicked] = useState<AreaChoice | null>(null);
  const choice = picked ?? (zones ? choiceOfZone(zones, method, area?.areaId) : {});
  const [zoneError, setZoneError] = useState<AreaChoiceError | null>(null);
  const zoneRefs = {
    countryId: useRef<HTMLButtonElement>(null),
    cityId: useRef<HTMLButtonElement>(null),
    areaId: useRef<HTMLButtonElement>(null),
  };
  const mapPath = location.pathname
    .replace(/add-delivery-address$/, 'map-address')
    .replace(/add-new-manual-address$/, 'add-new-map-address');
  if (search.get('redirectedFrom') !== 'map-address' || !place) return <Navigate to={mapPath} replace />;
  const mapped = method === 'MAPPED_AREA_BASED';

  return (
    <PageFrame>
      <PageHeader title={t('checkout:address.formTitle')} onAction={() => void navigate(mapPath)} />
      <div className="grid gap-3 p-4">
        {!mapped && zones && (
          <ZoneFields
            method={method}
            zones={zones}
            choice={choice}
            onChange={(next) => {
              setPicked(next);
              setZoneError(null);
            }}
            error={zoneError}
            fieldRefs={zoneRefs}
          />
        )}
        <AddressForm
          submitting={saving}
          mapSummary={
            <div className="flex items-start justify-between gap-2 rounded-xl bg-canvas p-3 text-sm">
              <span>{joinAddress([place.streetAddress, place.area, place.city], language)}</span>
              <Link to={mapPath} className="shrink-0 font-semibold underline">
                {t('checkout:address.editOnMap')}
              </Link>
            </div>
          }
          onSubmit={async (values) => {
            // 'Please select a country / city / area' on its field, brought into view (spec section 5).
            const missing = mapped ? null : validateAreaChoice(method, choice);
            if (missing) {
              setZoneError(missing);
              const field = zoneRefs[missing.field].current;
              field?.scrollIntoView({ block: 'center' });
              field?.focus();
              return;
            }
            const zoneId = mapped ? (area?.areaId ?? null) : zoneIdOfChoice(method, choice);
            setSaving(true);
            setError(null);
            const { data, error: failure } = await api
              .POST('/user/add-user-address', {
                body: {
                  brandId: brand.brand._id,
                  address: values.address,
                  street: place.streetAddress,
                  area: place.area,
                  city: place.city,
                  country: place.country,
                  building: values.building,
                  apartmentNo: values.appartmentNo,
                  floor: values.floor,
                  addressType: values.addressType,
                  coordinates: place.coordinates,
                  deliveryMethodType: method,
                  ...(zoneId ? zoneIds(method, zoneId) : {}),
                },
              })
              .catch((caught: unknown) => ({ data: undefined, error: caught }));
            setSaving(false);
            if (!data) {
              setError(translateServerError(resolveError(failure), language));
              return;
            }
            const saved = data.data.data.address;
            const choices = storage.load<Record<string, unknown>>('checkout') ?? {};
            storage.save('checkout', { ...choices, deliveryAddressId: saved._id });
            clearMapAddress(storage);
            void navigate(storefrontRoutes.checkout(brand.brand.catalogueType), { replace: true });
          }}
        />
        <ErrorText text={error} />
      </div>
    </PageFrame>
  );
}

/** The chosen zone's id under the name the address call takes for the brand's delivery method. */
function zoneIds(method: string, zoneId: string) {
  switch (method) {
    case 'MAPPED_AREA_BASED':
      return { mappedAreaId: zoneId };
    case 'CITY_BASED':
      return { cityId: zoneId };
    case 'COUNTRY_BASED':
      return { countryId: zoneId };
    default:
      return { areaId: zoneId };
  }
}
