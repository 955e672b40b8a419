import {
  DEFAULT_MAP_CENTER,
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
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../api.js';
import { useStorefront } from '../../state/storefront-context.js';
import { useStoreMenu } from '../../use-store-menu.js';
import { saveMapAddress } from './map-address-store.js';

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
  const { setup } = useStorefront();
  const menu = useStoreMenu();
  const store = menu.status === 'ready' ? menu.menu.storeInfo : null;
  const storePoint: LatLng | null = store
    ? {
        lng: store.storeLocation.coordinates[0] ?? DEFAULT_MAP_CENTER.lng,
        lat: store.storeLocation.coordinates[1] ?? DEFAULT_MAP_CENTER.lat,
      }
    : null;
  const [view, setView] = useState<{ center: LatLng; zoom: number } | null>(null);
  const [pin, setPin] = useState<LatLng | null>(null);
  const [error, setError] = useState<{ text: string; zoom: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = view ?? { center: storePoint ?? DEFAULT_MAP_CENTER, zoom: storePoint ? START_ZOOM : 7 };
  const area = setup.getSnapshot().context.area;

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

  const confirm = async () => {
    const first = validateMapConfirm({ location: pin, zoom: shown.zoom, streetAddress: 'pending' });
    if (first) {
      setError({ text: coreMessage(first, t), zoom: first.key === 'increaseZoom' });
      return;
    }
    if (!pin) return;
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
    saveMapAddress({ ...place, coordinates: pin });
    const form = location.pathname
      .replace(/map-address$/, 'add-delivery-address')
      .replace(/add-new-map-address$/, 'add-new-manual-address');
    void navigate(`${form}?redirectedFrom=map-address`);
  };

  return (
    <div className="mx-auto min-h-dvh max-w-panel bg-surface pb-28">
      <PageHeader title={t('checkout:map.title')} onAction={() => void navigate(-1)} />
      <p className="px-4 py-2 text-sm text-muted">{t('checkout:map.hint')}</p>
      <SchematicMap
        center={shown.center}
        zoom={shown.zoom}
        pin={pin}
        markers={
          store && storePoint ? [{ id: store._id, label: store.baseLanguage.name, point: storePoint }] : []
        }
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
        {area && <p className="self-center text-sm text-muted">{area.name.en}</p>}
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
    </div>
  );
}
