import { fils } from '@storefront/core';
/** The session is fully paid: thank you, and the table is closed (a new scan opens an empty table). */
import type { Schemas } from '@storefront/api';
import { formatAed } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { PageFrame } from '@storefront/ui/page-frame';
import { Suspense } from 'react';
import { useLocalised } from '../app-kit/localise.js';
import { TaxDocumentLinks } from '../orders/tax-document-links.js';

/** What this phone paid: its paid shares with their tips (0 when another phone paid it all). */
export function paidByMe(session: Pick<Schemas['TableSession'], 'me' | 'split'>): number {
  return (session.split?.shares ?? [])
    .filter((share) => share.dinerId === session.me && share.status === 'paid')
    .reduce((sum, share) => sum + share.amount + share.tip, 0);
}

export function TableClosed({
  session,
  onNewOrder,
}: {
  session: Pick<Schemas['TableSession'], 'me' | 'split' | 'bill'>;
  onNewOrder: () => void;
}) {
  const { t } = useTranslation('dineIn');
  const { language } = useLocalised();
  const mine = paidByMe(session);
  const documents = (session.split?.shares ?? []).flatMap((share) => share.taxDocuments ?? []);
  return (
    <PageFrame>
      <main className="mx-auto grid max-w-panel gap-4 p-6 text-center" aria-live="polite">
        <h1 className="text-2xl font-bold">{t('session.closedTitle')}</h1>
        <p className="text-muted">{t('session.closedText')}</p>
        {/* What this phone paid and the table's bill, as its receipt. */}
        <div className="grid gap-1">
          {mine > 0 && (
            <p data-testid="closed-you-paid" className="text-lg font-semibold">
              {t('session.closedYouPaid', { amount: formatAed(fils(mine), language) })}
            </p>
          )}
          <p data-testid="closed-bill" className="text-muted">
            {t('session.closedBill', { amount: formatAed(session.bill.total, language) })}
          </p>
        </div>
        {/* This phone's tax invoices, one per share it paid (docs/invoices.md). */}
        {documents.length > 0 && (
          <Suspense fallback={null}>
            <div className="grid gap-1">
              <TaxDocumentLinks documents={documents} />
            </div>
          </Suspense>
        )}
        <Button block onClick={onNewOrder}>
          {t('session.newTable')}
        </Button>
      </main>
    </PageFrame>
  );
}
