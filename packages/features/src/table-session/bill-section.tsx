/** The bill: total, paid and the remaining balance always shown; the split and its shares, each paid on its own. */
import { formatAed } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { Card } from '@storefront/ui/card';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { Suspense, useState } from 'react';
import { useLocalised } from '../app-kit/localise.js';
import { useDinerLabel } from './diner-label.js';
import { PricingRows } from './pricing-rows.js';
import { TaxDocumentLinks } from '../orders/tax-document-links.js';
import { SharePayment } from './share-payment.js';
import { SplitChooser } from './split-chooser.js';
import type { TableSession, TableShare } from './table-api.js';

export function BillSection({ session }: { session: TableSession }) {
  const { t } = useTranslation('dineIn');
  const { language } = useLocalised();
  const labelOf = useDinerLabel(session);
  const [choosing, setChoosing] = useState(false);
  const [paying, setPaying] = useState<string | null>(null);
  if (session.bill.total <= 0) return null;
  const shares = session.split?.shares ?? [];
  // 'Your share', not 'Guest 1 (you)'s share'.
  const nameOf = (share: TableShare) =>
    session.split?.mode === 'items' && share.dinerId
      ? share.dinerId === session.me
        ? t('session.yourShare')
        : t('session.shareOf', { name: labelOf(share.dinerId) })
      : t('session.share', { number: share.number });
  const paidAll = session.bill.remaining <= 0;
  // Under the heading 'Bill' its first row is the 'Total', not 'Bill' again.
  const rows = [
    ['session.billTotal', 'bill', session.bill.total],
    ['session.paid', 'paid', session.bill.paid],
    ['session.remaining', 'remaining', session.bill.remaining],
  ] as const;
  return (
    <Card aria-labelledby="table-bill-title" className="grid gap-3">
      <h2 id="table-bill-title" className="text-lg font-bold">
        {t('session.bill')}
      </h2>
      <dl className="grid gap-1" aria-live="polite">
        {session.billPricing && <PricingRows pricing={session.billPricing} testId="bill" />}
        {rows.map(([key, id, amount]) => (
          <div key={key} className="flex justify-between">
            <dt>{t(key)}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`bill-${id}`}>
              {formatAed(amount, language)}
            </dd>
          </div>
        ))}
      </dl>
      {shares.length > 0 && !choosing && (
        <ul className="grid gap-2" aria-label={t('session.shares')} aria-live="polite">
          {shares.map((share) => (
            <li key={share.shareId} className="grid gap-2 rounded-xl border border-line p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold">{nameOf(share)}</span>
                <span className="tabular-nums">{formatAed(share.amount, language)}</span>
              </div>
              {share.status === 'paid' ? (
                <>
                  <span className="font-bold text-brand">{t('session.sharePaid')}</span>
                  {/* The payer's invoice (its texts load with it, the bill keeps its state). */}
                  {share.taxDocuments?.length ? (
                    <Suspense fallback={null}>
                      <TaxDocumentLinks documents={share.taxDocuments} />
                    </Suspense>
                  ) : null}
                </>
              ) : share.status === 'paying' && paying !== share.shareId ? (
                <span className="text-muted">{t('session.sharePaying')}</span>
              ) : paying === share.shareId ? (
                // Its texts (checkout's) may still be loading: only this share waits, the bill keeps its state.
                <Suspense fallback={<FullPageSpinner fixed={false} />}>
                  <SharePayment share={share} onClose={() => setPaying(null)} />
                </Suspense>
              ) : (
                <Button
                  variant="secondary"
                  onClick={() => setPaying(share.shareId)}
                  aria-label={`${t('session.payShare')}: ${nameOf(share)}`}
                >
                  {t('session.payShare')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!paidAll &&
        !paying &&
        (choosing ? (
          <SplitChooser session={session} onDone={() => setChoosing(false)} />
        ) : (
          <Button variant={shares.length > 0 ? 'ghost' : 'primary'} block onClick={() => setChoosing(true)}>
            {shares.length > 0 ? t('session.changeSplit') : t('session.splitTitle')}
          </Button>
        ))}
    </Card>
  );
}
