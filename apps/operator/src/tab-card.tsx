import type { ResolvedError, Schemas } from '@storefront/api';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { formatAed, translateServerError } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { Card } from '@storefront/ui/card';
import { ErrorText } from '@storefront/ui/error-text';
import { useState } from 'react';
import type { Tables } from './use-tables.js';

/**
 * A table's open pay-later tab: its rounds and what the table owes (the server's sum, to the fils),
 * and 'Cash received', which asks once ('Take AED 31.25 in cash for table 7?') and then
 * settles it at the balance shown (refused when the tab changed since).
 */
export function TabCard({
  tab,
  cashReceived,
  onSettled,
}: {
  tab: Schemas['TableTab'];
  cashReceived: Tables['cashReceived'];
  onSettled: (text: string) => void;
}) {
  const { t } = useTranslation(['operator']);
  const { language } = useLocalised();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<ResolvedError | null>(null);
  const balance = formatAed(tab.balance, language);
  const settle = async () => {
    setBusy(true);
    const refusal = await cashReceived(tab.tableNumber, tab.balance);
    setBusy(false);
    setAsking(false);
    setError(refusal);
    if (!refusal) onSettled(t('operator:tables.cashDone', { number: tab.tableNumber, total: balance }));
  };
  return (
    <Card data-testid="table-tab" data-table={tab.tableNumber} className="grid gap-2">
      <h2 className="text-xl font-bold">{t('operator:tables.table', { number: tab.tableNumber })}</h2>
      <ul className="grid gap-1 text-sm">
        {tab.orders.map((order) => (
          <li key={order.orderNumber}>
            {t('operator:tables.order', {
              orderNumber: order.orderNumber,
              total: formatAed(order.totalOrderPrice, language),
            })}
          </li>
        ))}
      </ul>
      <p className="text-lg font-semibold" data-testid="table-balance" data-fils={tab.balance}>
        {t('operator:tables.balance', { total: balance })}
      </p>
      {error && <ErrorText text={translateServerError(error, language)} />}
      {asking ? (
        <div role="group" aria-label={t('operator:tables.cash')} className="grid gap-2">
          <p className="font-semibold">
            {t('operator:tables.cashConfirm', { total: balance, number: tab.tableNumber })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button loading={busy} onClick={() => void settle()}>
              {t('operator:reason.confirm')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setAsking(false)}>
              {t('operator:tables.cashCancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button onClick={() => setAsking(true)}>{t('operator:tables.cash')}</Button>
      )}
    </Card>
  );
}
