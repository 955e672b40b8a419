/** The store page's dialogs: confirm a change that empties the basket, menu updated, store closed, an offer's details. */
import type { Discount } from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { OfferPopup } from './offer-popup.js';
import { Modal } from '@storefront/ui/modal';
import { useLocalised } from '../app-kit/localise.js';
import type { PendingChange } from './location-change.js';
import { menuEntries, type MenuCategory } from './store-menu.js';

/** 'Clear your basket?' for an area or store change; 'Use {service} service' for a service switch. */
export function ConfirmChangeModal({
  pending,
  onCancel,
  onConfirm,
}: {
  pending: PendingChange | null;
  onCancel: () => void;
  onConfirm: (change: PendingChange) => void;
}) {
  const { t } = useTranslation(['store', 'common']);
  const service = pending?.kind === 'service';
  return (
    <Modal
      open={pending !== null}
      title={
        pending?.kind === 'service'
          ? t('store:serviceSwitch.confirmTitle', {
              service:
                pending.service === 'DELIVERY'
                  ? t('store:serviceSwitch.delivery')
                  : t('store:serviceSwitch.pickup'),
            })
          : t('store:modals.clearBasketTitle')
      }
      onClose={onCancel}
      closeLabel={t('common:actions.close')}
      footer={
        <div className="flex gap-2">
          <Button type="button" variant="secondary" onClick={onCancel}>
            {service ? t('store:serviceSwitch.cancel') : t('store:modals.cancel')}
          </Button>
          <Button type="button" onClick={() => pending && onConfirm(pending)}>
            {service ? t('store:serviceSwitch.confirm') : t('store:modals.confirm')}
          </Button>
        </div>
      }
    >
      <p>
        {service
          ? t('store:serviceSwitch.confirmText')
          : pending?.kind === 'store'
            ? t('store:modals.clearBasketStoreText')
            : t('store:modals.clearBasketText')}
      </p>
    </Modal>
  );
}

/** 'Menu updated': basket lines the menu no longer matches; 'Refresh' drops them and reloads. */
export function MenuUpdatedModal({
  open,
  onDismiss,
  onRefresh,
}: {
  open: boolean;
  onDismiss: () => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation(['store', 'common', 'errors']);
  return (
    <Modal
      open={open}
      title={t('store:modals.menuUpdatedTitle')}
      onClose={onDismiss}
      closeLabel={t('common:actions.close')}
      footer={
        <Button type="button" onClick={onRefresh}>
          {t('store:modals.menuUpdatedRefresh')}
        </Button>
      }
    >
      <p>{t('errors:menuUpdated')}</p>
    </Modal>
  );
}

/**
 * An item tapped while the store can take no order for the service (closed, no pre-orders): the
 * item does not open (spec section 4 "Item and basket").
 */
export function StoreClosedModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <Modal
      open={open}
      title={t('errors:storeClosed')}
      onClose={onClose}
      closeLabel={t('common:actions.close')}
      footer={
        <Button type="button" onClick={onClose}>
          {t('common:actions.ok')}
        </Button>
      }
    >
      <p>{t('errors:storeClosedNow')}</p>
    </Modal>
  );
}

/** An offer's details (from the coupon strip), naming the menu items it applies to. */
export function OfferDetails({
  offer,
  categories,
  onClose,
}: {
  offer: Discount | null;
  categories: readonly MenuCategory[];
  onClose: () => void;
}) {
  const { pick } = useLocalised();
  if (!offer) return null;
  return (
    <OfferPopup
      open
      onClose={onClose}
      discount={offer}
      items={menuEntries(categories).map(({ item }) => ({
        _id: item._id,
        name: pick({ en: item.baseLanguage.title, ar: item.translations.ar.title }),
      }))}
      welcome={Boolean(offer.isWelcomeCoupon)}
    />
  );
}
