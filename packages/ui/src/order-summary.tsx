import type { Fils } from '@storefront/core';
import { listSeparator, languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useId, type ReactNode } from 'react';
import { TotalsSummary, type TotalsSummaryProps } from './totals-summary.js';
import { Money } from './money.js';

/** One ordered line, its texts already in the current language. */
export interface OrderSummaryLine {
  readonly key: string;
  readonly title: string;
  readonly quantity: number;
  /** The line's total in fils (unit price with options, times the quantity). */
  readonly lineTotal: Fils;
  /** Names of the chosen options. */
  readonly options?: readonly string[];
}

export interface OrderSummaryProps {
  /** Shown first when given; leave out where the page already says it. */
  orderNumber?: string;
  storeName: string;
  serviceType: 'DELIVERY' | 'PICKUP' | 'DINE_IN';
  /** A pre-order's day and slot in the current language; null for ASAP. */
  scheduled: { day: string; time: string } | null;
  /** The table a dine-in order was placed at: shown instead of the time (a table orders for now). */
  tableNumber?: number | null;
  lines: readonly OrderSummaryLine[];
  /** The order's totals, as checkout showed them. */
  totals: Omit<TotalsSummaryProps, 'title'>;
  /** Heading level inside the page (3 inside a dialog titled by an h2). */
  headingLevel?: 2 | 3;
}

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1">
      <dt className="text-muted">{term}</dt>
      <dd className="text-end font-semibold text-ink">{children}</dd>
    </div>
  );
}

/**
 * A placed order at a glance: order number, store, service and time (ASAP or the pre-order slot),
 * the lines with their quantities and options, and the totals (items, discount, delivery fee,
 * VAT, total) in AED.
 */
export function OrderSummary({
  orderNumber,
  storeName,
  serviceType,
  scheduled,
  tableNumber = null,
  lines,
  totals,
  headingLevel = 2,
}: OrderSummaryProps) {
  const atTable = serviceType === 'DINE_IN' && tableNumber !== null && !scheduled;
  const { t, i18n } = useTranslation(['checkout', 'account', 'common', 'errors']);
  const language = languageOf(i18n.language);
  const headingId = useId();
  const itemsId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={headingId} className="grid gap-3 text-start">
      <Heading id={headingId} className="text-lg font-bold text-ink">
        {t('checkout:orderSummary.title')}
      </Heading>
      <dl className="rounded-2xl border border-line bg-surface px-4 py-3 text-base">
        {orderNumber && (
          <Fact term={t('account:orderDetail.orderNumber')}>
            <bdi>{orderNumber}</bdi>
          </Fact>
        )}
        <Fact term={t('checkout:orderSummary.store')}>{storeName}</Fact>
        <Fact term={t('checkout:orderSummary.service')}>{t(`common:serviceType.${serviceType}`)}</Fact>
        {atTable ? (
          <Fact term={t('checkout:orderSummary.table')}>
            <bdi>{tableNumber}</bdi>
          </Fact>
        ) : (
          <Fact term={t('checkout:orderSummary.time')}>
            {scheduled ? `${scheduled.day}${listSeparator(language)}${scheduled.time}` : t('errors:asap')}
          </Fact>
        )}
      </dl>
      <section aria-labelledby={itemsId} className="rounded-2xl border border-line bg-surface p-4">
        <SubHeading id={itemsId} className="mb-2 font-semibold text-ink">
          {t('account:orderDetail.items')}
        </SubHeading>
        <ul className="grid gap-2">
          {lines.map((line) => (
            <li key={line.key} className="flex items-start justify-between gap-3">
              <span className="grid">
                <span>
                  <bdi className="font-semibold tabular-nums">
                    {t('account:orderDetail.quantity', { quantity: line.quantity })}
                  </bdi>{' '}
                  {line.title}
                </span>
                {line.options && line.options.length > 0 && (
                  <span className="text-sm text-muted">{line.options.join(listSeparator(language))}</span>
                )}
              </span>
              <Money className="shrink-0 tabular-nums" fils={line.lineTotal} language={language} />
            </li>
          ))}
        </ul>
      </section>
      <TotalsSummary {...totals} />
    </section>
  );
}
