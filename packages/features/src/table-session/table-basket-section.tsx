/** The table's shared basket: every line with who added it, quantities, and one 'Send to kitchen'. */
import { formatAed } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { Card } from '@storefront/ui/card';
import { QuantityStepper } from '@storefront/ui/quantity-stepper';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLocalised } from '../app-kit/localise.js';
import { ServerErrorText } from '../app-kit/server-error.js';
import type { ResolvedError } from '@storefront/api';
import { useDinerLabel } from './diner-label.js';
import { PricingRows } from './pricing-rows.js';
import { useTable } from './table-context.js';
import { Money } from '@storefront/ui/money';

export function TableBasketSection({ menuHref }: { menuHref: string }) {
  const { t } = useTranslation('dineIn');
  const { language, pick } = useLocalised();
  const table = useTable();
  const session = table.session!;
  const labelOf = useDinerLabel(session);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<ResolvedError | null>(null);
  const sendingRef = useRef(false);
  // What the round will cost, discount and VAT included; the lines' sum until priced.
  const pricing = session.basketPricing;

  const send = async () => {
    // A second press while the first is on its way does nothing (the server is idempotent too).
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setError(null);
    const failed = await table.edit((calls, version) => calls.sendRound(version));
    sendingRef.current = false;
    setSending(false);
    setError(failed);
    setSent(failed === null);
  };

  return (
    <Card aria-labelledby="table-basket-title" className="grid gap-3">
      <h2 id="table-basket-title" className="text-lg font-bold">
        {t('session.tableBasket')}
      </h2>
      {session.basket.length === 0 ? (
        <p className="text-muted">
          {t('session.basketEmpty')}{' '}
          <Link to={menuHref} className="font-semibold underline">
            {t('viewMenu')}
          </Link>
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t('session.tableBasket')}>
          {session.basket.map((line) => (
            <li
              key={line.lineId}
              className="flex items-start gap-3 border-b border-line pb-3 last:border-b-0"
            >
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-semibold">{pick(line.name)}</span>
                {line.options.length > 0 && (
                  <span className="text-sm text-muted">
                    {line.options.map((option) => pick(option.name)).join(', ')}
                  </span>
                )}
                <span className="text-sm text-muted">
                  {t('session.addedBy', { name: labelOf(line.addedBy) })}
                </span>
                <span className="font-semibold tabular-nums">{formatAed(line.lineTotal, language)}</span>
              </div>
              <QuantityStepper
                min={0}
                value={line.quantity}
                label={pick(line.name)}
                onChange={(quantity) =>
                  void table.edit((calls, version) => calls.setQuantity(version, line.lineId, quantity))
                }
              />
            </li>
          ))}
        </ul>
      )}
      {pricing && (
        <dl className="grid gap-1 border-t border-line pt-2" aria-label={t('session.pricing.roundTotal')}>
          <PricingRows pricing={pricing} testId="basket" />
          <div className="flex justify-between gap-4 font-semibold">
            <dt>{t('session.pricing.roundTotal')}</dt>
            <dd className="tabular-nums" data-testid="basket-total">
              <Money fils={pricing.total} language={language} />
            </dd>
          </div>
        </dl>
      )}
      {error && (
        <p role="alert" className="text-danger">
          <ServerErrorText error={error} />
        </p>
      )}
      <p role="status" className="text-sm text-muted empty:hidden">
        {sent && session.basket.length === 0 ? t('session.roundSent') : ''}
      </p>
      {session.basket.length > 0 && (
        <Button block onClick={() => void send()} disabled={sending} aria-disabled={sending}>
          <span>{sending ? t('session.sending') : t('session.sendToKitchen')}</span>
          <span aria-hidden="true">·</span>
          <span>{formatAed(pricing?.total ?? session.basketTotal, language)}</span>
        </Button>
      )}
    </Card>
  );
}
