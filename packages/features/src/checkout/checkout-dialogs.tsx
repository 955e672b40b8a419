import { coreMessage, languageOf, translateShown } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { Modal } from '@storefront/ui/modal';
import { useSelector } from '@xstate/react';
import type { CheckoutActor } from './use-checkout.js';

/** Why the order could not go or the payment failed, in the customer's language. */
export function CheckoutMessage({ actor }: { actor: CheckoutActor }) {
  const { t, i18n } = useTranslation(['checkout', 'errors', 'common']);
  const message = useSelector(actor, (snapshot) => snapshot.context.message);
  const text =
    message === null
      ? null
      : message.kind === 'core'
        ? coreMessage(message.error, t)
        : translateShown(message.said, languageOf(i18n.language));
  return (
    <Modal
      open={message !== null}
      title={t('common:messageModal.title')}
      onClose={() => actor.send({ type: 'message.dismiss' })}
      closeLabel={t('common:messageModal.close')}
    >
      <p>{text}</p>
    </Modal>
  );
}

/** Discount and loyalty exclude each other: 'Use discount code' / 'Use loyalty credits' asks first. */
export function ConfirmSwitchDialog({ actor }: { actor: CheckoutActor }) {
  const { t } = useTranslation(['checkout', 'errors', 'common']);
  const confirm = useSelector(actor, (snapshot) => snapshot.context.confirm);
  const cancel = () => actor.send({ type: 'switch.cancel' });
  return (
    <Modal
      open={confirm !== null}
      title={confirm === 'loyalty' ? t('errors:useLoyaltyCredits') : t('errors:useDiscountCode')}
      onClose={cancel}
      closeLabel={t('common:actions.close')}
      footer={
        <div className="flex gap-2">
          <Button type="button" variant="secondary" onClick={cancel}>
            {t('common:actions.no')}
          </Button>
          <Button type="button" onClick={() => actor.send({ type: 'switch.confirm' })}>
            {t('common:actions.yes')}
          </Button>
        </div>
      }
    >
      <p>
        {confirm === 'loyalty'
          ? t('checkout:loyalty.switchToLoyalty')
          : t('checkout:loyalty.switchToDiscount')}
      </p>
    </Modal>
  );
}
