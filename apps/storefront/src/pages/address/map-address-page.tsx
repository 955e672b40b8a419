import {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  INCREASE_ZOOM_TO,
  validateMapConfirm,
  withGeocodeFallbacks,
  type LatLng,
} from '@storefront/core';
import { coreMessage } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { Modal } from '@storefront/ui/modal';
import { PageHeader } from '@storefront/ui/page-header';
import { SchematicMap } from '@storefront/ui/schematic-map';
import type { Schemas } from '@storefront/api';
import type { ChosenArea } from '@storefront/flows';
import type { MapShape } from '@storefront/ui/schematic-map';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { waitFor } from 'xstate';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { loadDeliveryLocation, saveDeliveryLocation } from './delivery-location.js';
import { api } from '@storefront/features/app-kit/api';
import { useStorefront } from '@storefront/features/session/storefront-context';
import { useStoreMenu } from '@storefront/features/data/use-store-menu';
import { loadMapPin, saveMapAddress, saveMapPin } from './map-address-store.js';
import { PlaceSearch } from './place-search.js';

/** Zoom the map opens at around the store: the street must still be zoomed into (rule: above 15). */
const START_ZOOM = 13;
const GEOLOCATION = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 } as const;

/**
 * 'Set Delivery Location' (spec sections 2, 4, 5, 9): place the pin, zoom in past 15 ('Increase
 * zoom' sets 16), or locate me; 'Confirm Location' resolves the street and goes on to the address
 * form. The offline default draws a schematic map of the store's surroundings.
 */
export function MapAddressPage() {
  const { t } = useTranslation(['checkout', 'errors', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const { setup, basket, brand, storage } = useStorefront();
  const menu = useStoreMenu();
  const mappedAreas = useMappedAreas();
  const { pick } = useLocalised();
  // Mapped-area brands come here from 'Select delivery area' to find their branch (no address saved).
  const selecting =
    location.pathname.endsWith('/address/add-new-map-address') && !location.search.includes('redirectedFrom');
  const chosenArea = (location.state as { area?: ChosenArea } | null)?.area ?? null;
  const chosenShape = mappedAreas?.find((entry) => entry.mappedAreaId === chosenArea?.areaId) ?? null;
  const remembered = loadDeliveryLocation(storage);
  const [branchChange, setBranchChange] = useState<{ area: ChosenArea; point: LatLng } | null>(null);
  const store = menu.status === 'ready' ? menu.menu.storeInfo : null;
  const storePoint: LatLng | null = store
    ? {
        lng: store.storeLocation.coordinates[0] ?? DEFAULT_MAP_CENTER.lng,
        lat: store.storeLocation.coordinates[1] ?? DEFAULT_MAP_CENTER.lat,
      }
    : null;
  // A pin placed before a reload comes back with its view (kept per brand until the address is saved).
  const [draft] = useState(() => loadMapPin(storage));
  const [view, setView] = useState<{ center: LatLng; zoom: number } | null>(() =>
    draft ? { center: draft.center, zoom: draft.zoom } : null,
  );
  const [pin, setPin] = useState<LatLng | null>(
    () => draft?.pin ?? (selecting ? null : (remembered?.coordinates ?? null)),
  );
  const [error, setError] = useState<{ text: string; zoom: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const focus = chosenShape ? shapeCentre(chosenShape) : (pin ?? storePoint);
  const shown = view ?? { center: focus ?? DEFAULT_MAP_CENTER, zoom: focus ? START_ZOOM : DEFAULT_MAP_ZOOM };
  const area = setup.getSnapshot().context.area;
  useEffect(() => {
    saveMapPin(storage, pin ? { pin, center: shown.center, zoom: shown.zoom } : null);
  }, [storage, pin, shown.center.lat, shown.center.lng, shown.zoom]); // eslint-disable-line react-hooks/exhaustive-deps
  // Selecting a branch shows every mapped area; otherwise the one the customer chose, when known.
  const shapes = (selecting ? (mappedAreas ?? []) : chosenShape ? [chosenShape] : []).map((entry) =>
    toShape(entry, pick),
  );

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setError({ text: t('errors:locationUnsupported'), zoom: false });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const point = { lat: position.coords.latitude, lng: position.coords.longitude };
        setPin(point);
        setView({ center: point, zoom: INCREASE_ZOOM_TO });
      },
      (failure) =>
        setError({
          text:
            failure.code === failure.PERMISSION_DENIED || failure.code === failure.POSITION_UNAVAILABLE
              ? t('errors:locationPermissionDenied')
              : t('errors:locationTimeout'),
          zoom: false,
        }),
      GEOLOCATION,
    );
  };

  /** Takes the area whose branch delivers to `point`, then the store page (spec section 4 "Map confirm"). */
  const chooseArea = async (area: ChosenArea, point: LatLng) => {
    saveDeliveryLocation(storage, { coordinates: point, mappedAreaId: area.areaId });
    saveMapPin(storage, null);
    setup.send({ type: 'area.choose', area });
    const ready = await waitFor(
      setup,
      (snapshot) => snapshot.matches('ready') || snapshot.context.paused !== null,
    );
    if (ready.context.paused) setError({ text: t(`errors:${ready.context.paused}`), zoom: false });
    else void navigate('/store/store-detail');
  };

  const findBranch = async (point: LatLng) => {
    if (!chosenArea || !chosenShape) return;
    setBusy(true);
    const { data } = await api
      .POST('/store/check-coordinates-in-store-delivery-range', {
        body: {
          brandId: brand.brand._id,
          storeId: chosenShape.storeId,
          mappedAreaId: chosenArea.areaId,
          ...point,
        },
      })
      .catch(() => ({ data: undefined }));
    setBusy(false);
    if (data?.data.foundInSelectedStore) {
      await chooseArea(chosenArea, point);
      return;
    }
    const other = data?.data.stores.find((store) => store.mappedAreaId);
    const otherArea = mappedAreas?.find((entry) => entry.mappedAreaId === other?.mappedAreaId);
    if (!otherArea) {
      setError({ text: t('errors:deliveryPaused'), zoom: false });
      return;
    }
    setBranchChange({
      point,
      area: {
        areaId: otherArea.mappedAreaId,
        name: { en: otherArea.translations.en.name, ar: otherArea.translations.ar.name },
        deliveryFee: otherArea.deliveryFee,
        deliveryTime: otherArea.deliveryTime,
        minOrder: otherArea.minOrder,
      },
    });
  };

  const confirm = async () => {
    const first = validateMapConfirm({ location: pin, zoom: shown.zoom, streetAddress: 'pending' });
    if (first) {
      setError({ text: coreMessage(first, t), zoom: first.key === 'increaseZoom' });
      return;
    }
    if (!pin) return;
    if (selecting) {
      await findBranch(pin);
      return;
    }
    setBusy(true);
    const { data } = await api.POST('/geocoding/reverse', { body: pin }).catch(() => ({ data: undefined }));
    setBusy(false);
    const place = withGeocodeFallbacks(data?.data ?? { streetAddress: '', area: '', city: '', country: '' });
    const problem = validateMapConfirm({
      location: pin,
      zoom: shown.zoom,
      streetAddress: place.streetAddress,
    });
    if (problem) {
      setError({ text: coreMessage(problem, t), zoom: false });
      return;
    }
    saveMapAddress(storage, { ...place, coordinates: pin });
    const form = location.pathname
      .replace(/map-address$/, 'add-delivery-address')
      .replace(/add-new-map-address$/, 'add-new-manual-address');
    void navigate(`${form}?redirectedFrom=map-address`);
  };

  return (
    <div className="mx-auto min-h-dvh max-w-panel bg-surface pb-28">
      <PageHeader title={t('checkout:map.title')} onAction={() => void navigate(-1)} />
      <p className="px-4 py-2 text-sm text-muted">{t('checkout:map.hint')}</p>
      <PlaceSearch
        onPick={(point) => {
          setPin(point);
          setView({ center: point, zoom: INCREASE_ZOOM_TO });
        }}
        onClear={() => {
          // The clear control: back to the country view with no point (spec section 4).
          setPin(null);
          setView({ center: DEFAULT_MAP_CENTER, zoom: DEFAULT_MAP_ZOOM });
        }}
        onProblem={(text) => setError({ text, zoom: false })}
      />
      <SchematicMap
        center={shown.center}
        zoom={shown.zoom}
        pin={pin}
        markers={
          store && storePoint
            ? [
                {
                  id: store._id,
                  // The store's name in the page's language, as everywhere else.
                  label: pick({ en: store.baseLanguage.name, ar: store.translations.ar.name }),
                  point: storePoint,
                },
              ]
            : []
        }
        shapes={shapes}
        onPinChange={setPin}
        onViewChange={setView}
        label={t('checkout:map.title')}
        zoomInLabel={t('checkout:map.zoomIn')}
        zoomOutLabel={t('checkout:map.zoomOut')}
      />
      <div className="flex flex-wrap gap-2 p-4">
        <Button type="button" variant="secondary" onClick={locate}>
          {t('checkout:map.locateMe')}
        </Button>
        {(chosenArea ?? area) && (
          <p className="self-center text-sm text-muted">{pick((chosenArea ?? area)!.name)}</p>
        )}
      </div>
      <div className="fixed inset-x-0 bottom-0 z-20 mx-auto max-w-panel bg-surface p-4 shadow-[0_-4px_12px_rgba(0,0,0,0.08)]">
        <Button type="button" className="w-full" disabled={busy} onClick={() => void confirm()}>
          {t('checkout:map.confirm')}
        </Button>
      </div>
      <Modal
        open={error !== null}
        title={t('common:messageModal.title')}
        onClose={() => setError(null)}
        closeLabel={t('common:actions.close')}
        footer={
          error?.zoom ? (
            <Button
              type="button"
              onClick={() => {
                setView({ center: pin ?? shown.center, zoom: INCREASE_ZOOM_TO });
                setError(null);
              }}
            >
              {t('checkout:map.increaseZoom')}
            </Button>
          ) : undefined
        }
      >
        <p>{error?.text}</p>
      </Modal>
      <Modal
        open={branchChange !== null}
        title={t('common:messageModal.title')}
        onClose={() => setBranchChange(null)}
        closeLabel={t('common:actions.close')}
        footer={
          <div className="flex gap-2">
            <Button type="button" variant="secondary" onClick={() => setBranchChange(null)}>
              {t('common:actions.no')}
            </Button>
            <Button
              type="button"
              onClick={() => {
                const change = branchChange;
                setBranchChange(null);
                if (!change) return;
                // Another branch means another menu: the basket starts again.
                basket.send({ type: 'basket.clear' });
                void chooseArea(change.area, change.point);
              }}
            >
              {t('common:actions.yes')}
            </Button>
          </div>
        }
      >
        <p>{t('errors:branchDoesNotDeliver')}</p>
      </Modal>
    </div>
  );
}

type MappedArea = Schemas['MappedAreaCity']['areas'][number];

/** The brand's mapped delivery areas (polygons and distance circles), for mapped-area brands. */
function useMappedAreas(): MappedArea[] | null {
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

function shapeCentre(area: MappedArea): LatLng | null {
  if (area.center) return area.center;
  const ring = area.polygon?.[0];
  if (!ring?.length) return null;
  const sum = ring.reduce((acc, [lng, lat]) => ({ lat: acc.lat + lat!, lng: acc.lng + lng! }), {
    lat: 0,
    lng: 0,
  });
  return { lat: sum.lat / ring.length, lng: sum.lng / ring.length };
}

function toShape(area: MappedArea, pick: (text: { en: string; ar: string }) => string): MapShape {
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
