import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { Modal } from '@storefront/ui/modal';
import { useNavigate, useParams } from 'react-router';
import { useLocalised } from '../../localise.js';
import { useStorefront } from '../../state/storefront-context.js';

/**
 * After a successful order (spec section 2 "Order placed overlay"): 'Order Placed', 'Thanks,
 * Friend! Your order has been sent', Share (a messaging link about ordering here, then the store
 * home) and Track Order.
 */
export function OrderSuccessPage() {
  const { t } = useTranslation(['checkout', 'account', 'common']);
  const { orderNumber = '' } = useParams();
  const { brand, homePath } = useStorefront();
  const { language } = useLocalised();
  const navigate = useNavigate();
  const brandName = language === 'ar' ? brand.brand.brandNameAR : brand.brand.brandName;

  const share = () => {
    const link = `${window.location.origin}${homePath === '/' ? '' : homePath}`;
    const text = t('checkout:orderPlaced.shareText', { brand: brandName, link });
    window.open(`https://wa.me/?text=${encodeURIComponent(text)}`, '_blank', 'noopener');
    void navigate('/');
  };

  return (
    <div className="mx-auto min-h-dvh max-w-panel bg-surface">
      <Modal
        open
        title={t('checkout:orderPlaced.title')}
        onClose={() => void navigate('/')}
        dismissible={false}
      >
        <div className="grid gap-4 text-center">
          <span
            aria-hidden="true"
            className="mx-auto flex size-16 items-center justify-center rounded-full bg-success text-3xl text-white"
          >
            ✓
          </span>
          <p className="text-lg">{t('checkout:orderPlaced.text')}</p>
          <p className="text-muted">
            {t('account:trackOrder.orderNumber')}: <bdi className="font-semibold text-ink">{orderNumber}</bdi>
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Button type="button" variant="secondary" onClick={share}>
              {t('checkout:orderPlaced.share')}
            </Button>
            <Button type="button" onClick={() => void navigate(`/track-order/${orderNumber}`)}>
              {t('checkout:orderPlaced.trackOrder')}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
