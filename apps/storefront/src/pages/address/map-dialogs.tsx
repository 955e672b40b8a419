/** The map page's dialogs: a message (with 'Increase zoom' when that is the fix) and another branch. */
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { Modal } from '@storefront/ui/modal';
import type { MapMessage } from './use-map-actions.js';

/** 'Message' with the rule's text; 'Increase zoom' zooms in past the street level when the zoom was the problem. */
export function MapMessageModal({
  message,
  onClose,
  onIncreaseZoom,
}: {
  message: MapMessage | null;
  onClose: () => void;
  onIncreaseZoom: () => void;
}) {
  const { t } = useTranslation(['checkout', 'common']);
  return (
    <Modal
      open={message !== null}
      title={t('common:messageModal.title')}
      onClose={onClose}
      closeLabel={t('common:actions.close')}
      footer={
        message?.zoom ? (
          <Button type="button" onClick={onIncreaseZoom}>
            {t('checkout:map.increaseZoom')}
          </Button>
        ) : undefined
      }
    >
      <p>{message?.text}</p>
    </Modal>
  );
}

/** The chosen branch does not deliver to the pin: take the branch that does (Yes) or stay (No). */
export function BranchChangeModal({
  open,
  onDecline,
  onAccept,
}: {
  open: boolean;
  onDecline: () => void;
  onAccept: () => void;
}) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <Modal
      open={open}
      title={t('common:messageModal.title')}
      onClose={onDecline}
      closeLabel={t('common:actions.close')}
      footer={
        <div className="flex gap-2">
          <Button type="button" variant="secondary" onClick={onDecline}>
            {t('common:actions.no')}
          </Button>
          <Button type="button" onClick={onAccept}>
            {t('common:actions.yes')}
          </Button>
        </div>
      }
    >
      <p>{t('errors:branchDoesNotDeliver')}</p>
    </Modal>
  );
}
