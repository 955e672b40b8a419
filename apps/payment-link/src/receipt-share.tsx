import { useLocalised } from '@storefront/features/app-kit/localise';
import type { PaymentLink } from './link-flow/link-actors.js';
import { formatAed } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';

/** The receipt as a message: the phone's share sheet when there is one, and always a WhatsApp link. */
export function ReceiptShare({ link, brandName }: { link: PaymentLink; brandName: string }) {
  const { t } = useTranslation('paymentLink');
  const { language } = useLocalised();
  const text = t('shareText', {
    receipt: link.receipt?.receiptNumber ?? link.cartId,
    brand: brandName,
    amount: formatAed(link.amount, language),
  });
  const url = window.location.href;
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
  const canShare = typeof navigator.share === 'function';
  return (
    <>
      {canShare && (
        <Button block onClick={() => void navigator.share({ title: text, text, url }).catch(() => undefined)}>
          {t('share')}
        </Button>
      )}
      <a
        href={whatsApp}
        target="_blank"
        rel="noreferrer"
        className="inline-flex min-h-11 items-center justify-center rounded-xl border border-line px-5 font-semibold"
      >
        {t('shareOnWhatsApp')}
      </a>
    </>
  );
}
