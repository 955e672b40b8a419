import { useLocalised } from '@storefront/features/app-kit/localise';
import { useLinkPayment, type PaymentLinkError } from './link-flow/use-link-payment.js';
import { useStorefront } from '@storefront/features/session/storefront-context';
import { translateShown } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { useParams } from 'react-router';
import { LinkClosed } from './link-closed.js';
import { LinkPayForm } from './link-pay-form.js';
import { LinkReceipt } from './link-receipt.js';
import { LinkSummary } from './link-summary.js';

const LINK_ERRORS = {
  selectPaymentMethod: 'paymentLink:errors.selectPaymentMethod',
  invalidGateway: 'paymentLink:errors.invalidGateway',
  invalidAmount: 'paymentLink:errors.invalidAmount',
  paymentFailed: 'paymentLink:errors.paymentFailed',
} as const satisfies Record<
  PaymentLinkError extends infer E ? (E extends { key: infer K } ? K & string : never) : never,
  string
>;

/**
 * Who is being paid, from the first view and not only on the receipt (a link sent by WhatsApp
 * says nothing else of its payee): the brand's logo and name in the page's language.
 */
function LinkPayee() {
  const { brand } = useStorefront();
  const { pick } = useLocalised();
  const { t } = useTranslation('paymentLink');
  const brandName = pick({ en: brand.brand.brandName, ar: brand.brand.brandNameAR });
  return (
    <p className="flex items-center gap-3 pt-2" data-testid="link-payee">
      {brand.setting.brandLogoFirst && (
        <img
          src={brand.setting.brandLogoFirst}
          alt=""
          width={48}
          height={48}
          className="size-12 rounded-full border border-line bg-surface object-contain"
        />
      )}
      <span className="text-lg font-semibold">{t('payee', { brand: brandName })}</span>
    </p>
  );
}

/**
 * The payment-link page (spec section 2): VERIFIED shows the paid result and its receipt;
 * NOT_VERIFIED the link and how to pay it; an expired link or one that cannot be read says so,
 * with 'Explore other products'.
 */
export function LinkPage({ basePath }: { basePath: string }) {
  const { cartId = '' } = useParams();
  const { brand } = useStorefront();
  const { language } = useLocalised();
  const { t } = useTranslation(['paymentLink', 'errors']);
  const flow = useLinkPayment({ brand, cartId, language, basePath });
  const { link, view } = flow;
  const errorText = (error: PaymentLinkError | null) =>
    !error ? null : 'key' in error ? t(LINK_ERRORS[error.key]) : translateShown(error.said, language);
  const message = flow.walletProblem ? t(`errors:${flow.walletProblem}`) : errorText(flow.error);

  if (view === 'loading') return <FullPageSpinner />;
  if (view === 'unavailable' || !link)
    return <LinkClosed basePath={basePath} title={errorText(flow.error) ?? t('paymentLink:notFound')} />;
  if (view === 'expired')
    return <LinkClosed basePath={basePath} title={t('paymentLink:expired')} link={link} />;
  return (
    <main className="mx-auto flex min-h-dvh max-w-panel flex-col gap-4 px-4 pb-10 pt-2">
      {view === 'verified' ? (
        <LinkReceipt link={link} basePath={basePath} />
      ) : (
        <>
          <LinkPayee />
          <h1 className="text-2xl font-bold">{t('paymentLink:title')}</h1>
          <LinkSummary link={link} />
          <LinkPayForm link={link} flow={flow} message={message} />
        </>
      )}
      {view === 'processing' && <FullPageSpinner label={t('paymentLink:processing')} />}
    </main>
  );
}
