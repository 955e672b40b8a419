import { resolveErrorMessage, type Schemas } from '@storefront/api';
import { joinAddress, listSeparator } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { addressLine } from '../orders/address-line.js';
import { Modal } from '@storefront/ui/modal';
import { SavedAddressList } from '@storefront/ui/saved-address-list';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../app-kit/api.js';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';
import { useAppRoutes } from '../app-kit/routes.js';
import { AddressAreaDialogs } from './address-area-dialogs.js';
import { useAddressAreaChange, zoneIdOf } from './use-address-area-change.js';

/**
 * 'Delivering to' (spec sections 2 and 4): the customer's addresses load by themselves; the first
 * of the chosen area is chosen when none is; the list opens to change (one of another area asks
 * to empty the basket first) or delete one, or to add a new one on the map.
 */
export function AddressBlock({
  selected,
  selectedId,
  onSelect,
}: {
  selected: Schemas['UserAddress'] | null;
  selectedId: string | null;
  onSelect: (address: Schemas['UserAddress'] | null) => void;
}) {
  const routes = useAppRoutes();
  const { t } = useTranslation(['checkout', 'common']);
  const { brand, setup } = useStorefront();
  const { language } = useLocalised();
  const navigate = useNavigate();
  const area = useSelector(setup, (snapshot) => snapshot.context.area);
  const [addresses, setAddresses] = useState<Schemas['UserAddress'][] | null>(null);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const brandId = brand.brand._id;
  const method = brand.brand.deliveryMethods[0] ?? 'AREA_BASED';

  const mapped = method === 'MAPPED_AREA_BASED';
  const areaChange = useAddressAreaChange(method);
  // Every saved address is listed; those of the chosen area are the ones chosen by themselves.
  const inArea = (address: Schemas['UserAddress']) => mapped || zoneIdOf(address, method) === area?.areaId;

  const load = useCallback(async () => {
    if (!area) return;
    const { data, error: failure } = await api.POST('/user/get-current-user-addresses-v2', {
      body: { brandId, deliveryMethod: method, ...(mapped && { mappedAreaId: area.areaId }) },
    });
    if (!data) {
      setError(resolveErrorMessage(failure));
      return;
    }
    setAddresses(data.data.userAddresses);
    const here = data.data.userAddresses.filter(inArea);
    onSelect(here.find((address) => address._id === selectedId) ?? here[0] ?? null);
    // An address just saved in another area (from the form's lists) asks to change area now.
    const chosen = data.data.userAddresses.find((address) => address._id === selectedId);
    if (chosen && !inArea(chosen)) areaChange.ask(chosen);
  }, [area, brandId, method, selectedId]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    // Loading the addresses is the effect's job; their state is set when the answer arrives.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [area?.areaId]); // eslint-disable-line react-hooks/exhaustive-deps

  const remove = async (id: string) => {
    setDeleting(id);
    const { data, error: failure } = await api.POST('/user/remove-user-address', {
      body: { brandId, userAddressId: id },
    });
    setDeleting(null);
    if (!data) {
      setError(resolveErrorMessage(failure));
      return;
    }
    if (id === selectedId) onSelect(null);
    await load();
  };

  const addNew = () => void navigate(routes.checkoutAddress(brand.brand.catalogueType, 'map-address'));
  const line = (address: Schemas['UserAddress']) =>
    addressLine(address, language, t('checkout:address.floor'));

  // Area and city under the full address, without what the full address already says.
  const areaLine = (address: Schemas['UserAddress']) => {
    const said = joinAddress([address.address], language);
    const whole = joinAddress([address.address, address.area, address.city], language);
    const rest = said + listSeparator(language);
    if (whole === said) return '';
    return whole.startsWith(rest)
      ? whole.slice(rest.length)
      : joinAddress([address.area, address.city], language);
  };

  return (
    <section className="rounded-2xl border border-line bg-surface p-4">
      {/* A long address takes the card's width; the button then goes under it. */}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1 basis-56">
          <h2 className="text-sm text-muted">{t('checkout:deliveringTo')}</h2>
          {selected ? (
            <>
              <p className="font-semibold">{t(`checkout:addressType.${selected.addressType}`)}</p>
              <p className="text-sm text-muted">{line(selected)}</p>
            </>
          ) : (
            // Said once: the button beside it is 'Add new address'.
            <p className="font-semibold">{addresses === null ? '…' : t('checkout:address.none')}</p>
          )}
        </div>
        <button
          type="button"
          onClick={() => (addresses && addresses.length > 0 ? setOpen(true) : addNew())}
          className="min-h-11 shrink-0 rounded-xl px-3 font-semibold text-brand underline"
        >
          {addresses && addresses.length > 0 ? t('checkout:changeAddress') : t('checkout:address.addNew')}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
      <Modal
        open={open}
        variant="sheet"
        title={t('checkout:address.savedTitle')}
        onClose={() => setOpen(false)}
        closeLabel={t('common:actions.close')}
      >
        <SavedAddressList
          addresses={(addresses ?? []).map((address) => ({
            _id: address._id,
            addressType: address.addressType,
            address: address.address,
            appartmentNo: address.apartmentNo,
            building: address.building,
            floor: address.floor,
            areaLine: areaLine(address),
          }))}
          selectedId={selectedId}
          deletingId={deleting}
          onSelect={(choice) => {
            const address = addresses?.find((entry) => entry._id === choice._id) ?? null;
            setOpen(false);
            // Another area's address asks before the basket is emptied.
            if (address && !inArea(address)) areaChange.ask(address);
            else onSelect(address);
          }}
          onDelete={(choice) => void remove(choice._id)}
          onAddNew={addNew}
        />
      </Modal>
      <AddressAreaDialogs change={areaChange} />
    </section>
  );
}
