import { useLocalised } from '@storefront/features/app-kit/localise';
import { linkTexts } from './link-summary.js';
import type { PaymentLink } from './link-flow/link-actors.js';
import { useStorefront } from '@storefront/features/session/storefront-context';
import { formatAed, formatLinkDate } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { ExploreButton } from './link-closed.js';
import { ReceiptShare } from './receipt-share.js';

/** VERIFIED: the paid result and its receipt (spec section 2), to share or print. */
export function LinkReceipt({ link, basePath }: { link: PaymentLink; basePath: string }) {
  const { t } = useTranslation('paymentLink');
  const { language, pick } = useLocalised();
  const { brand } = useStorefront();
  const brandName = pick({ en: brand.brand.brandName, ar: brand.brand.brandNameAR });
  const texts = linkTexts(link, language);
  const rows: [string, string, string][] = [
    ['receiptNumber', t('receipt.receiptNumber'), link.receipt?.receiptNumber ?? '-'],
    [
      'paymentDate',
      t('receipt.paymentDate'),
      link.receipt ? formatLinkDate(link.receipt.paidAt, language) : '-',
    ],
    ['total', t('receipt.total'), formatAed(link.amount, language)],
    ['purpose', t('receipt.purpose'), texts.purpose],
    ...(texts.message ? [['message', t('receipt.message'), texts.message] as [string, string, string]] : []),
  ];
  return (
    <>
      <section
        data-print="receipt"
        data-testid="link-receipt"
        className="grid gap-4 rounded-2xl border border-line bg-canvas p-5"
      >
        <header className="grid justify-items-center gap-2 text-center">
          <span
            aria-hidden="true"
            className="grid size-14 place-items-center rounded-full bg-brand text-3xl text-surface"
          >
            ✓
          </span>
          <h1 className="text-2xl font-bold">{t('receipt.title')}</h1>
          <p className="text-sm text-muted">{t('paidTo', { brand: brandName })}</p>
        </header>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([id, label, value]) => (
            <div key={id} className="contents" data-testid={`receipt-${id}`}>
              <dt className="text-muted">{label}</dt>
              {/* The brand's own words (purpose, message) keep their direction on a page in the other one. */}
              <dd className="text-end font-semibold">
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="grid gap-2" data-print="hide">
        <ReceiptShare link={link} brandName={brandName} />
        <Button variant="secondary" block onClick={() => window.print()}>
          {t('print')}
        </Button>
        {link.receipt?.invoiceUrl && (
          // The payment's tax invoice, its own printable page (docs/invoices.md).
          <a
            href={`${link.receipt.invoiceUrl}?lang=${language}`}
            target="_blank"
            rel="noopener noreferrer"
            className="text-center font-semibold text-brand underline"
          >
            {t('receipt.taxInvoice')}
          </a>
        )}
        <ExploreButton basePath={basePath} />
      </div>
    </>
  );
}
