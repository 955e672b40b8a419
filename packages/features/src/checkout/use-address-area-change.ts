/** Choosing at checkout a saved address in another delivery area (spec section 4). */
import type { Schemas } from '@storefront/api';
import type { ChosenArea } from '@storefront/flows';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../app-kit/api.js';
import { useAppRoutes } from '../app-kit/routes.js';
import { planChange } from '../menu/location-change.js';
import { useStorefront } from '../session/storefront-context.js';
import { zoneCities } from '../setup/delivery-zones.js';
import { expectStoreChoice } from '../setup/store-choice.js';

type DeliveryMethod = Schemas['DeliveryMethod'];

/** The delivery zone an address was saved for, by the brand's method (its area, city or country). */
export function zoneIdOf(address: Schemas['UserAddress'], method: DeliveryMethod): string | null | undefined {
  if (method === 'CITY_BASED') return address.cityId;
  if (method === 'COUNTRY_BASED') return address.countryId;
  return address.areaId;
}

/**
 * A saved address of another area empties the basket (another area may be another store and
 * other delivery terms): asked first ('Clear your basket?'); confirmed, the address becomes the
 * delivery address, its area the chosen one, and the brand home finds the store that delivers
 * there. An address in no area the brand still delivers to is refused with the spec's text.
 */
export function useAddressAreaChange(method: DeliveryMethod) {
  const routes = useAppRoutes();
  const navigate = useNavigate();
  const { brand, setup, basket, storage } = useStorefront();
  const [pending, setPending] = useState<Schemas['UserAddress'] | null>(null);
  const [refused, setRefused] = useState(false);

  const zoneOf = async (address: Schemas['UserAddress']): Promise<ChosenArea | null> => {
    const { data } = await api
      .POST('/delivery-method/get-brand-delivery-areas', { body: { brandId: brand.brand._id } })
      .catch(() => ({ data: undefined }));
    if (!data) return null;
    const wanted = zoneIdOf(address, method);
    const entry = zoneCities(data.data)
      .flatMap((city) => city.cityAreas)
      .find((candidate) => candidate.zone.areaId === wanted);
    return entry?.zone ?? null;
  };

  const confirm = async () => {
    const address = pending;
    setPending(null);
    if (!address) return;
    const zone = await zoneOf(address);
    if (!zone) {
      setRefused(true);
      return;
    }
    const choices = storage.load<Record<string, unknown>>('checkout') ?? {};
    storage.save('checkout', { ...choices, deliveryAddressId: address._id });
    expectStoreChoice();
    const plan = planChange({ kind: 'area', area: zone }, false);
    if (plan.clearBasket) basket.send({ type: 'basket.clear' });
    for (const event of plan.events) setup.send(event);
    void navigate(routes.home());
  };

  return {
    pending,
    ask: setPending,
    cancel: () => setPending(null),
    confirm: () => void confirm(),
    refused,
    dismissRefusal: () => setRefused(false),
  };
}
