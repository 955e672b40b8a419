/** A mapped-area brand's saved addresses, offered before its area list (spec section 4). */
import type { Schemas } from '@storefront/api';
import { api } from '@storefront/features/app-kit/api';
import { useStorefront } from '@storefront/features/session/storefront-context';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { waitFor } from 'xstate';
import { saveDeliveryLocation } from './delivery-location.js';
import { zoneOf, type MappedArea } from './mapped-areas.js';

/** The signed-in customer's addresses some branch still delivers to; [] when signed out, null while read. */
function useCoveredAddresses(): Schemas['UserAddress'][] | null {
  const { brand, session } = useStorefront();
  const [addresses, setAddresses] = useState<Schemas['UserAddress'][] | null>(session ? null : []);
  useEffect(() => {
    if (!session) return undefined;
    let cancelled = false;
    api
      .POST('/user/get-current-user-addresses-v2', {
        body: { brandId: brand.brand._id, deliveryMethod: 'MAPPED_AREA_BASED' },
      })
      .then(({ data }) => !cancelled && setAddresses(data?.data.userAddresses ?? []))
      .catch(() => !cancelled && setAddresses([]));
    return () => {
      cancelled = true;
    };
  }, [brand.brand._id, session]);
  return addresses;
}

/**
 * The saved list first: a saved address finds the stores delivering to its point (nearest first),
 * takes the first one's area (a distance area is named after the address's own area), becomes the
 * delivery address and opens that store's menu. None delivering there: `refused`.
 */
export function useSavedAddressChoice(mappedAreas: MappedArea[] | null) {
  const { brand, setup, basket, storage } = useStorefront();
  const navigate = useNavigate();
  const addresses = useCoveredAddresses();
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);

  const choose = async (address: Schemas['UserAddress']) => {
    setBusy(true);
    const { lat, lng } = address.coordinates;
    const { data } = await api
      .POST('/store/get-stores-by-coordinates', { body: { brandId: brand.brand._id, lat, lng } })
      .catch(() => ({ data: undefined }));
    const nearest = data?.data.find((store) => store.mappedAreaId);
    const area = mappedAreas?.find((entry) => entry.mappedAreaId === nearest?.mappedAreaId);
    if (!area) {
      setBusy(false);
      setRefused(true);
      return;
    }
    const zone = zoneOf(area);
    const named = area.mappedAreaType === 'DISTANCE' && address.area.trim() !== '';
    saveDeliveryLocation(storage, { coordinates: { lat, lng }, mappedAreaId: area.mappedAreaId });
    const choices = storage.load<Record<string, unknown>>('checkout') ?? {};
    storage.save('checkout', { ...choices, deliveryAddressId: address._id });
    // Choosing an area empties the basket (spec section 4 "Service type and store selection").
    basket.send({ type: 'basket.clear' });
    if (setup.getSnapshot().matches('ready')) setup.send({ type: 'area.change' });
    setup.send({
      type: 'area.choose',
      area: named ? { ...zone, name: { en: address.area, ar: address.area } } : zone,
    });
    const ready = await waitFor(
      setup,
      (snapshot) => snapshot.matches('ready') || snapshot.context.paused !== null,
    );
    setBusy(false);
    if (ready.context.paused) setRefused(true);
    else void navigate('/store/store-detail');
  };

  return {
    addresses,
    choose: (address: Schemas['UserAddress']) => void choose(address),
    busy,
    refused,
    dismiss: () => setRefused(false),
  };
}
