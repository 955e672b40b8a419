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
 * A table's shared session (several phones, one bill): what is left to pay and each share of the
 * split, with 'Cash received' for a share the diners pay in cash (refused while it is being paid
 * by card, or once paid).
 */
export function SessionCard({
  session,
  shareCashReceived,
  sessionAction,
  onSettled,
}: {
  session: Schemas['StaffTableSession'];
  shareCashReceived: Tables['shareCashReceived'];
  sessionAction: Tables['sessionAction'];
  onSettled: (text: string) => void;
}) {
  const { t } = useTranslation(['operator']);
  const { language } = useLocalised();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<ResolvedError | null>(null);
  const take = async (share: Schemas['TableShare']) => {
    setBusy(share.shareId);
    const refusal = await shareCashReceived(session.tableNumber, share.shareId);
    setBusy(null);
    setError(refusal);
    if (!refusal) {
      const total = formatAed(share.amount, language);
      onSettled(t('operator:tables.shareCashDone', { number: session.tableNumber, total }));
    }
  };
  const act = async (action: 'close' | 'new-code') => {
    setBusy(action);
    const refusal = await sessionAction(session.sessionId, action);
    setBusy(null);
    setError(refusal);
    if (!refusal && action === 'close')
      onSettled(t('operator:tables.closedDone', { number: session.tableNumber }));
  };
  return (
    <Card data-testid="table-session" data-table={session.tableNumber} className="grid gap-2">
      <h2 className="text-xl font-bold">
        {t('operator:tables.sharedTable', { number: session.tableNumber })}
      </h2>
      <p className="flex flex-wrap items-center gap-x-3 text-muted">
        <span>
          {t('operator:tables.joinCode')}{' '}
          <bdi className="font-bold tabular-nums text-ink" data-testid="table-session-code">
            {session.joinCode}
          </bdi>
        </span>
        <span>{t('operator:tables.phones', { count: session.diners })}</span>
        {session.joinPaused && (
          <span className="font-semibold text-danger">{t('operator:tables.joinPaused')}</span>
        )}
      </p>
      <p className="text-lg font-semibold" data-testid="table-remaining" data-fils={session.bill.remaining}>
        {t('operator:tables.balance', { total: formatAed(session.bill.remaining, language) })}
      </p>
      {session.shares.length === 0 && <p className="text-muted">{t('operator:tables.notSplit')}</p>}
      <ul className="grid gap-2">
        {session.shares.map((share) => (
          <li
            key={share.shareId}
            className="flex flex-wrap items-center justify-between gap-2"
            data-share={share.shareId}
          >
            <span>
              {t('operator:tables.share', { number: share.number, total: formatAed(share.amount, language) })}
              {' · '}
              {t(`operator:tables.shareStatus.${share.status}`)}
            </span>
            {share.status === 'open' && (
              <Button
                variant="secondary"
                loading={busy === share.shareId}
                aria-label={t('operator:tables.shareCash', { number: share.number })}
                onClick={() => void take(share)}
              >
                {t('operator:tables.cash')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          loading={busy === 'new-code'}
          aria-label={t('operator:tables.newCodeFor', { number: session.tableNumber })}
          onClick={() => void act('new-code')}
        >
          {t('operator:tables.newCode')}
        </Button>
        {session.bill.remaining === 0 && (
          <Button
            variant="ghost"
            loading={busy === 'close'}
            aria-label={t('operator:tables.closeTable', { number: session.tableNumber })}
            onClick={() => void act('close')}
          >
            {t('operator:tables.close')}
          </Button>
        )}
      </div>
      {error && <ErrorText text={translateServerError(error, language)} />}
    </Card>
  );
}
