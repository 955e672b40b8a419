import type { AddressType } from '@storefront/core';
import { joinList, type Language, languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useState } from 'react';
import { Button } from './button.js';
import { BuildingIcon, CheckIcon, HomeIcon, PinIcon, TrashIcon } from './icons/index.js';
import { Modal } from './modal.js';

export interface SavedAddress {
  _id: string;
  addressType: AddressType;
  /** The full address as typed. */
  address: string;
  appartmentNo?: string;
  building?: string;
  floor?: string;
  /** Area and city in the current language ('Jumeirah 1, Dubai'). */
  areaLine?: string;
}

export interface SavedAddressListProps {
  addresses: readonly SavedAddress[];
  selectedId: string | null;
  onSelect: (address: SavedAddress) => void;
  /** Called once the customer confirms the delete; without it the list only chooses. */
  onDelete?: (address: SavedAddress) => void;
  onAddNew: () => void;
  /** Id of an address being deleted (its button shows a spinner). */
  deletingId?: string | null;
}

/**
 * Apartment, building and floor values the full address does not already say (a building
 * 'Villa 12' of 'Villa 12, Street 4b' is said once), by {@link joinList}'s rule for repeats.
 */
export function unsaidDetails<K extends 'appartmentNo' | 'building' | 'floor'>(
  address: Pick<SavedAddress, 'address' | K>,
  keys: readonly K[],
  language: Language,
): K[] {
  const said = joinList([address.address], language);
  return keys.filter((key) => {
    const value = address[key];
    return typeof value === 'string' && value.trim() !== '' && joinList([said, value], language) !== said;
  });
}

const DETAIL_KEYS = ['appartmentNo', 'building', 'floor'] as const;
const DETAIL_LABEL = {
  appartmentNo: 'checkout:address.apartment',
  building: 'checkout:address.building',
  floor: 'checkout:address.floor',
} as const;

/** The selected address first, the others in their order (spec §2 Saved addresses list). */
export function orderSavedAddresses<A extends { _id: string }>(
  addresses: readonly A[],
  selectedId: string | null,
): A[] {
  const selected = addresses.filter((address) => address._id === selectedId);
  return [...selected, ...addresses.filter((address) => address._id !== selectedId)];
}

const TYPE_ICONS = { Home: HomeIcon, Office: BuildingIcon, Other: PinIcon } as const;

function TypeIcon({ type }: { type: AddressType }) {
  const Drawn = TYPE_ICONS[type];
  // A type from older data draws nothing in its circle, as before.
  return Drawn ? <Drawn className="size-5" /> : null;
}

/**
 * Saved addresses (spec §2 Saved addresses list, Modals): the selected address first with a
 * tick, the others with a delete icon that asks 'Do you really want to delete this address?' /
 * 'You cannot undo this action', and 'Add new address' at the end.
 */
export function SavedAddressList({
  addresses,
  selectedId,
  onSelect,
  onDelete,
  onAddNew,
  deletingId = null,
}: SavedAddressListProps) {
  const { t, i18n } = useTranslation(['checkout', 'common']);
  const language = languageOf(i18n.language);
  const [confirming, setConfirming] = useState<SavedAddress | null>(null);
  const ordered = orderSavedAddresses(addresses, selectedId);

  const details = (address: SavedAddress) =>
    unsaidDetails(address, DETAIL_KEYS, language)
      .map((key) => `${t(DETAIL_LABEL[key])} ${address[key]}`)
      .join(' · ');

  return (
    <div className="p-4">
      <ul className="space-y-2">
        {ordered.map((address) => {
          const selected = address._id === selectedId;
          const extra = details(address);
          return (
            <li
              key={address._id}
              className={`flex items-stretch rounded-2xl border bg-surface ${selected ? 'border-2 border-brand' : 'border-line'}`}
            >
              <button
                type="button"
                onClick={() => onSelect(address)}
                aria-current={selected ? 'true' : undefined}
                className="flex min-h-16 min-w-0 flex-1 items-start gap-3 rounded-2xl p-3 text-start hover:bg-canvas"
              >
                <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-canvas text-ink">
                  <TypeIcon type={address.addressType} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">
                    {t(`checkout:addressType.${address.addressType}`)}
                  </span>
                  <span className="block break-words text-sm text-ink">{address.address}</span>
                  {address.areaLine && <span className="block text-sm text-muted">{address.areaLine}</span>}
                  {extra && <span className="block text-sm text-muted">{extra}</span>}
                </span>
                {selected && (
                  <span className="flex shrink-0 items-center gap-1 self-center text-sm font-semibold text-ink">
                    <span
                      aria-hidden="true"
                      className="flex size-6 items-center justify-center rounded-full bg-brand text-on-brand"
                    >
                      <CheckIcon className="size-4" />
                    </span>
                    <span className="sr-only">{t('checkout:address.selected')}</span>
                  </span>
                )}
              </button>
              {!selected && onDelete && (
                <button
                  type="button"
                  onClick={() => setConfirming(address)}
                  disabled={deletingId === address._id}
                  aria-label={`${t('common:actions.delete')}: ${joinList(
                    [t(`checkout:addressType.${address.addressType}`), address.address],
                    language,
                  )}`}
                  className="m-1 flex size-11 shrink-0 items-center justify-center self-center rounded-full text-danger hover:bg-canvas disabled:opacity-60"
                >
                  {deletingId === address._id ? (
                    <span
                      aria-hidden="true"
                      className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
                    />
                  ) : (
                    <TrashIcon className="size-5" />
                  )}
                </button>
              )}
            </li>
          );
        })}
      </ul>

      <Button variant="secondary" block className="mt-3" onClick={onAddNew}>
        <span aria-hidden="true" className="text-xl leading-none">
          +
        </span>
        {t('checkout:address.addNew')}
      </Button>

      <Modal
        open={confirming !== null}
        title={t('checkout:address.deleteTitle')}
        onClose={() => setConfirming(null)}
        closeLabel={t('common:actions.close')}
        footer={
          <div className="flex gap-3">
            <Button variant="secondary" block onClick={() => setConfirming(null)}>
              {t('checkout:address.cancel')}
            </Button>
            <Button
              variant="danger"
              block
              onClick={() => {
                if (confirming) onDelete?.(confirming);
                setConfirming(null);
              }}
            >
              {t('checkout:address.delete')}
            </Button>
          </div>
        }
      >
        <p className="text-base">{t('checkout:address.deleteText')}</p>
        {confirming && <p className="mt-2 text-sm text-muted">{confirming.address}</p>}
      </Modal>
    </div>
  );
}
