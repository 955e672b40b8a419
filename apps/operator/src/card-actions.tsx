import type { ResolvedError } from '@storefront/api';
import { ORDER_TRANSITIONS } from '@storefront/core';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { translateServerError } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { ErrorText } from '@storefront/ui/error-text';
import { useState } from 'react';
import type { Board, OrderStatus, StaffOrder } from './use-board.js';

const REFUSALS: readonly OrderStatus[] = ['REJECTED', 'CANCELLED'];

/**
 * The moves the status rules allow from the card's status (packages/core): forward ones as
 * buttons; rejecting or cancelling first asks for the reason the customer will see.
 */
export function CardActions({ order, move }: { order: StaffOrder; move: Board['move'] }) {
  const { t } = useTranslation(['operator', 'errors']);
  const { language } = useLocalised();
  const [refusing, setRefusing] = useState<OrderStatus | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ResolvedError | null>(null);
  // An empty reason is said in the board's language, not by the browser's own tooltip.
  const [missing, setMissing] = useState(false);
  const next = ORDER_TRANSITIONS[order.orderStatus].filter(
    // A pre-order may be scheduled; an order for now goes straight to preparing.
    (status) => status !== 'SCHEDULED' || order.isPreOrder,
  );
  if (next.length === 0) return null;

  const run = async (status: OrderStatus, withReason?: string) => {
    setBusy(true);
    const refusal = await move(order.orderNumber, status, withReason);
    setBusy(false);
    setError(refusal);
    if (!refusal) setRefusing(null);
  };

  if (refusing) {
    return (
      <form
        className="grid gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) {
            setMissing(true);
            event.currentTarget.querySelector('input')?.focus();
            return;
          }
          void run(refusing, reason);
        }}
      >
        <label className="grid gap-1">
          <span className="text-sm">{t('operator:reason.label')}</span>
          <input
            className="min-h-11 rounded-xl border border-line bg-surface px-3"
            aria-required="true"
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${order.orderNumber}-reason-missing` : undefined}
            maxLength={300}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
        </label>
        {missing && (
          <p id={`${order.orderNumber}-reason-missing`} role="alert" className="text-sm text-danger">
            {t('errors:statusReasonRequired')}
          </p>
        )}
        {error && <ErrorText text={translateServerError(error, language)} />}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="danger" loading={busy}>
            {t('operator:reason.confirm')}
          </Button>
          <Button variant="ghost" onClick={() => setRefusing(null)}>
            {t('operator:reason.back')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="grid gap-2">
      {error && <ErrorText text={translateServerError(error, language)} />}
      <div className="flex flex-wrap gap-2">
        {next.map((status) =>
          REFUSALS.includes(status) ? (
            <Button key={status} variant="secondary" onClick={() => setRefusing(status)}>
              {t(`operator:move.${status as 'REJECTED' | 'CANCELLED'}`)}
            </Button>
          ) : (
            <Button key={status} loading={busy} onClick={() => void run(status)}>
              {t(`operator:move.${status as 'PREPARING' | 'SCHEDULED' | 'ON_THE_WAY' | 'COMPLETE'}`)}
            </Button>
          ),
        )}
      </div>
    </div>
  );
}
