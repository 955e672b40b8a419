import type { PaymentLink } from './link-flow/link-actors.js';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { formatAed, formatLinkDate } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';

/** A NOT_VERIFIED link: cart number, creation date DD-MM-YYYY, amount in AED, 'Tax included', purpose, message. */
/** The link's purpose and message in the page's language, where the brand gave them in Arabic. */
export function linkTexts(
  link: Pick<PaymentLink, 'purposeOfPayment' | 'message' | 'purposeOfPaymentAr' | 'messageAr'>,
  language: 'en' | 'ar',
): { purpose: string; message: string } {
  const arabic = language === 'ar';
  return {
    purpose: (arabic && link.purposeOfPaymentAr) || link.purposeOfPayment,
    message: (arabic && link.messageAr) || link.message,
  };
}

export function LinkSummary({ link }: { link: PaymentLink }) {
  const { t } = useTranslation('paymentLink');
  const { language } = useLocalised();
  const texts = linkTexts(link, language);
  return (
    <section aria-label={t('title')} className="grid gap-3 rounded-2xl border border-line bg-canvas p-4">
      <p className="text-center">
        <span className="block text-3xl font-bold" data-testid="link-amount">
          {formatAed(link.amount, language)}
        </span>
        <span className="text-sm text-muted">{t('taxIncluded')}</span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{t('cartNumber')}</dt>
        <dd className="text-end font-semibold" data-testid="link-cart">
          {link.cartId}
        </dd>
        <dt className="text-muted">{t('createdOn')}</dt>
        <dd className="text-end" data-testid="link-created">
          {formatLinkDate(link.linkCreationDate, language)}
        </dd>
        <dt className="text-muted">{t('purpose')}</dt>
        {/* The brand's own words keep their direction on a page in the other one ('.payment is received'). */}
        <dd className="text-end">
          <bdi>{texts.purpose}</bdi>
        </dd>
        {texts.message && (
          <>
            <dt className="text-muted">{t('message')}</dt>
            <dd className="text-end">
              <bdi>{texts.message}</bdi>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
