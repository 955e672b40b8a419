/** What the map page's buttons do: locate me, confirm the pin (street or branch), and their messages. */
import { validateMapConfirm, withGeocodeFallbacks, type LatLng } from '@storefront/core';
import { api } from '@storefront/features/app-kit/api';
import { useStorefront } from '@storefront/features/session/storefront-context';
import type { ChosenArea } from '@storefront/flows';
import type { MapServices } from '@storefront/ui/maps';
import { coreMessage } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { waitFor } from 'xstate';
import { saveDeliveryLocation } from './delivery-location.js';
import { saveMapAddress, saveMapPin } from './map-address-store.js';
import { addressFormPath, zoneOf, type MappedArea } from './mapped-areas.js';

const GEOLOCATION = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 } as const;

/** A message for the customer; `zoom` offers 'Increase zoom'. */
export type MapMessage = { text: string; zoom: boolean };

export interface MapActionsInput {
  pin: LatLng | null;
  zoom: number;
  /** Mapped-area brands finding their branch (no address is saved). */
  selecting: boolean;
  chosenArea: ChosenArea | null;
  chosenShape: MappedArea | null;
  mappedAreas: MappedArea[] | null;
  /** The device's position, found by 'Locate me'. */
  onLocated: (point: LatLng) => void;
  /** The maps' reverse geocoding (the server's, or Google's in the browser). */
  services: MapServices;
}

/**
 * 'Locate me' and 'Confirm Location' (spec sections 4 "Map confirm", 9): the zoom and pin rules
 * first; then either the branch delivering to the pin (asking before another branch empties the
 * basket) or the street under the pin, on to the address form.
 */
export function useMapActions({
  pin,
  zoom,
  selecting,
  chosenArea,
  chosenShape,
  mappedAreas,
  onLocated,
  services,
}: MapActionsInput) {
  const { t } = useTranslation(['checkout', 'errors']);
  const navigate = useNavigate();
  const location = useLocation();
  const { setup, basket, brand, storage } = useStorefront();
  const [message, setMessage] = useState<MapMessage | null>(null);
  const [busy, setBusy] = useState(false);
  // A place picked from the search is still being located: 'Confirm Location' waits for its pin.
  const [locating, setLocating] = useState(false);
  const [branchChange, setBranchChange] = useState<{ area: ChosenArea; point: LatLng } | null>(null);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setMessage({ text: t('errors:locationUnsupported'), zoom: false });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => onLocated({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (failure) =>
        setMessage({
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
    // From checkout the setup is complete: the area choice opens again before the new one is taken.
    if (setup.getSnapshot().matches('ready')) setup.send({ type: 'area.change' });
    setup.send({ type: 'area.choose', area });
    const ready = await waitFor(
      setup,
      (snapshot) => snapshot.matches('ready') || snapshot.context.paused !== null,
    );
    if (ready.context.paused) setMessage({ text: t(`errors:${ready.context.paused}`), zoom: false });
    else void navigate('/store/store-detail');
  };

  /**
   * Whether the branch of `area` delivers to `point`: yes ('here'), or the customer is asked to
   * take the branch that does (basket emptied on yes), or no branch does ('delivery paused').
   */
  const checkBranch = async (area: ChosenArea, shape: MappedArea, point: LatLng): Promise<boolean> => {
    setBusy(true);
    const { data } = await api
      .POST('/store/check-coordinates-in-store-delivery-range', {
        body: { brandId: brand.brand._id, storeId: shape.storeId, mappedAreaId: area.areaId, ...point },
      })
      .catch(() => ({ data: undefined }));
    setBusy(false);
    if (data?.data.foundInSelectedStore) return true;
    const other = data?.data.stores.find((store) => store.mappedAreaId);
    const otherArea = mappedAreas?.find((entry) => entry.mappedAreaId === other?.mappedAreaId);
    if (!otherArea) setMessage({ text: t('errors:deliveryPaused'), zoom: false });
    else setBranchChange({ point, area: zoneOf(otherArea) });
    return false;
  };

  const findBranch = async (point: LatLng) => {
    if (!chosenArea || !chosenShape) return;
    if (await checkBranch(chosenArea, chosenShape, point)) await chooseArea(chosenArea, point);
  };

  /** At checkout, a mapped brand's new address must be in the chosen branch's area (spec section 4). */
  const inChosenBranch = async (point: LatLng): Promise<boolean> => {
    const current = setup.getSnapshot().context.area;
    const shape = mappedAreas?.find((entry) => entry.mappedAreaId === current?.areaId);
    return !current || !shape || (await checkBranch(current, shape, point));
  };

  const confirm = async () => {
    const first = validateMapConfirm({ location: pin, zoom, streetAddress: 'pending' });
    if (first) {
      setMessage({ text: coreMessage(first, t), zoom: first.key === 'increaseZoom' });
      return;
    }
    if (!pin) return;
    if (selecting) {
      await findBranch(pin);
      return;
    }
    if (brand.brand.deliveryMethods[0] === 'MAPPED_AREA_BASED' && !(await inChosenBranch(pin))) return;
    setBusy(true);
    const found = await services.reverse(pin).catch(() => null);
    setBusy(false);
    const place = withGeocodeFallbacks(found ?? { streetAddress: '', area: '', city: '', country: '' });
    const problem = validateMapConfirm({ location: pin, zoom, streetAddress: place.streetAddress });
    if (problem) {
      setMessage({ text: coreMessage(problem, t), zoom: false });
      return;
    }
    saveMapAddress(storage, { ...place, coordinates: pin });
    void navigate(addressFormPath(location.pathname));
  };

  return {
    message,
    showMessage: setMessage,
    closeMessage: () => setMessage(null),
    busy: busy || locating,
    setLocating,
    locate,
    confirm: () => void confirm(),
    branchChange: branchChange !== null,
    declineBranch: () => setBranchChange(null),
    acceptBranch: () => {
      const change = branchChange;
      setBranchChange(null);
      if (!change) return;
      // Another branch means another menu: the basket starts again.
      basket.send({ type: 'basket.clear' });
      void chooseArea(change.area, change.point);
    },
  };
}
