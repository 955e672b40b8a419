/** The map page route ('Set Delivery Location'): pin, zoom, locate me, and confirm. */
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, INCREASE_ZOOM_TO, type LatLng } from '@storefront/core';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { useStoreMenu } from '@storefront/features/data/use-store-menu';
import { useMaps } from '../../maps/use-maps.js';
import { useStorefront } from '@storefront/features/session/storefront-context';
import type { ChosenArea } from '@storefront/flows';
import { useTranslation } from '@storefront/i18n/react';
import { BottomBar } from '@storefront/ui/bottom-bar';
import { Button } from '@storefront/ui/button';
import { PageFrame } from '@storefront/ui/page-frame';
import { PageHeader } from '@storefront/ui/page-header';
import { useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadDeliveryLocation } from './delivery-location.js';
import { loadMapPin, saveMapPin } from './map-address-store.js';
import { BranchChangeModal, MapMessageModal } from './map-dialogs.js';
import { shapeCentre, toShape } from './mapped-areas.js';
import { PlaceSearch } from './place-search.js';
import { SelectLocation } from './select-location.js';
import { useMapActions } from './use-map-actions.js';
import { useMappedAreas } from './use-mapped-areas.js';

/** Zoom the map opens at around the store: the street must still be zoomed into (rule: above 15). */
const START_ZOOM = 13;
/** Zoom of an area chosen with 'Select location': its streets, for the customer to mark theirs. */
const AREA_ZOOM = 14;

/**
 * 'Set Delivery Location' (spec sections 2, 4, 5, 9): place the pin, zoom in past 15 ('Increase
 * zoom' sets 16), or locate me; 'Confirm Location' resolves the street and goes on to the address
 * form. The brand's maps draw it: Google Maps with its key, else the offline schematic map.
 */
export function MapAddressPage() {
  const { t } = useTranslation(['checkout', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const { setup, storage, brand } = useStorefront();
  const areaBased = brand.brand.deliveryMethods.includes('AREA_BASED');
  const menu = useStoreMenu();
  const mappedAreas = useMappedAreas();
  const maps = useMaps();
  const { pick } = useLocalised();
  // Mapped-area brands come here from 'Select delivery area' to find their branch (no address saved).
  const selecting =
    location.pathname.endsWith('/address/add-new-map-address') && !location.search.includes('redirectedFrom');
  const chosenArea = (location.state as { area?: ChosenArea } | null)?.area ?? null;
  const chosenShape = mappedAreas?.find((entry) => entry.mappedAreaId === chosenArea?.areaId) ?? null;
  const remembered = loadDeliveryLocation(storage);
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
  const focus = chosenShape ? shapeCentre(chosenShape) : (pin ?? storePoint);
  const shown = view ?? { center: focus ?? DEFAULT_MAP_CENTER, zoom: focus ? START_ZOOM : DEFAULT_MAP_ZOOM };
  const area = setup.getSnapshot().context.area;
  // Saved in the commit that shows the pin (a layout effect), so a reload right after never loses it.
  useLayoutEffect(() => {
    saveMapPin(storage, pin ? { pin, center: shown.center, zoom: shown.zoom } : null);
  }, [storage, pin, shown.center.lat, shown.center.lng, shown.zoom]); // eslint-disable-line react-hooks/exhaustive-deps
  // Selecting a branch shows every mapped area; otherwise the one the customer chose, when known.
  const shapes = (selecting ? (mappedAreas ?? []) : chosenShape ? [chosenShape] : []).map((entry) =>
    toShape(entry, pick),
  );
  const goTo = (point: LatLng) => {
    setPin(point);
    setView({ center: point, zoom: INCREASE_ZOOM_TO });
  };
  const actions = useMapActions({
    pin,
    zoom: shown.zoom,
    selecting,
    chosenArea,
    chosenShape,
    mappedAreas,
    onLocated: goTo,
    services: maps.services,
  });
  const placeName = chosenArea ?? area;

  return (
    <PageFrame bottomSpace="bar">
      <PageHeader title={t('checkout:map.title')} onAction={() => void navigate(-1)} />
      <p className="px-4 py-2 text-sm text-muted">{t('checkout:map.hint')}</p>
      <PlaceSearch
        services={maps.services}
        onPick={goTo}
        onLocating={actions.setLocating}
        onClear={() => {
          // The clear control: back to the country view with no point (spec section 4).
          setPin(null);
          setView({ center: DEFAULT_MAP_CENTER, zoom: DEFAULT_MAP_ZOOM });
        }}
        onProblem={(text) => actions.showMessage({ text, zoom: false })}
      />
      <maps.Map
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
        <Button type="button" variant="secondary" onClick={actions.locate}>
          {t('checkout:map.locateMe')}
        </Button>
        {areaBased && (
          <SelectLocation
            services={maps.services}
            onFound={(point) => setView({ center: point, zoom: AREA_ZOOM })}
            onProblem={(text) => actions.showMessage({ text, zoom: false })}
          />
        )}
        {placeName && <p className="self-center text-sm text-muted">{pick(placeName.name)}</p>}
      </div>
      <BottomBar>
        <Button type="button" className="w-full" disabled={actions.busy} onClick={actions.confirm}>
          {t('checkout:map.confirm')}
        </Button>
      </BottomBar>
      <MapMessageModal
        message={actions.message}
        onClose={actions.closeMessage}
        onIncreaseZoom={() => {
          setView({ center: pin ?? shown.center, zoom: INCREASE_ZOOM_TO });
          actions.closeMessage();
        }}
      />
      <BranchChangeModal
        open={actions.branchChange}
        onDecline={actions.declineBranch}
        onAccept={actions.acceptBranch}
      />
    </PageFrame>
  );
}
