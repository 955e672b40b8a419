/** The dialogs of a saved address in another area: 'Clear your basket?', or no delivery there. */
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { Modal } from '@storefront/ui/modal';
import type { useAddressAreaChange } from './use-address-area-change.js';

export function AddressAreaDialogs({ change }: { change: ReturnType<typeof useAddressAreaChange> }) {
  const { t } = useTranslation(['store', 'common', 'errors']);
  return (
    <>
      <Modal
        open={change.pending !== null}
        title={t('store:modals.clearBasketTitle')}
        onClose={change.cancel}
        closeLabel={t('common:actions.close')}
        footer={
          <div className="flex gap-2">
            <Button type="button" variant="secondary" onClick={change.cancel}>
              {t('store:modals.cancel')}
            </Button>
            <Button type="button" onClick={change.confirm}>
              {t('store:modals.confirm')}
            </Button>
          </div>
        }
      >
        <p>{t('store:modals.clearBasketText')}</p>
      </Modal>
      <Modal
        open={change.refused}
        title={t('common:messageModal.title')}
        onClose={change.dismissRefusal}
        closeLabel={t('common:actions.close')}
      >
        <p>{t('errors:doesNotDeliver')}</p>
      </Modal>
    </>
  );
}
