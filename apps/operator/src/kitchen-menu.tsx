import { useLocalised } from '@storefront/features/app-kit/localise';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { useId, useMemo, useState } from 'react';
import {
  Choice,
  FOR,
  Section,
  useWhen,
  type SectionProps,
  type SoldOut,
  type SoldOutFor,
} from './kitchen-parts.js';

/** 'Sold out by Jumeirah kitchen at 7:42 PM, back at 8:42 PM', or what is known of it. */
function useSoldOutLine() {
  const { t } = useTranslation(['operator']);
  const { pick } = useLocalised();
  const when = useWhen();
  return (soldOut: NonNullable<SoldOut>) => {
    const { change, until } = soldOut;
    if (change && until !== null)
      return t('operator:kitchen.soldOutBy', {
        name: pick(change.by),
        time: when(change.at),
        until: when(until),
      });
    if (change)
      return t('operator:kitchen.soldOutByUntilBack', { name: pick(change.by), time: when(change.at) });
    return until !== null
      ? t('operator:kitchen.soldOutUntil', { until: when(until) })
      : t('operator:kitchen.soldOutUntilBack');
  };
}

interface SoldOutEntry {
  key: string;
  itemId: string;
  optionId?: string;
  name: string;
  soldOut: NonNullable<SoldOut>;
}

export function SoldOutSection({ kitchen, run, working }: SectionProps) {
  const { t } = useTranslation(['operator']);
  const { pick } = useLocalised();
  const line = useSoldOutLine();
  const soldOut = kitchen.items.flatMap((item): SoldOutEntry[] => [
    ...(item.soldOut
      ? [{ key: item._id, itemId: item._id, name: pick(item.title), soldOut: item.soldOut }]
      : []),
    ...item.options.flatMap((option) =>
      option.soldOut
        ? [
            {
              key: `${item._id}:${option._id}`,
              itemId: item._id,
              optionId: option._id,
              name: `${pick(item.title)} · ${pick(option.name)}`,
              soldOut: option.soldOut,
            },
          ]
        : [],
    ),
  ]);
  return (
    <Section title={t('operator:kitchen.soldOutNow')}>
      {soldOut.length === 0 && <p className="text-muted">{t('operator:kitchen.nothingSoldOut')}</p>}
      <ul className="grid gap-2" aria-label={t('operator:kitchen.soldOutNow')}>
        {soldOut.map((entry) => (
          <li
            key={entry.key}
            className="flex flex-wrap items-center justify-between gap-2"
            data-testid="sold-out"
          >
            <div>
              <p className="font-semibold">{entry.name}</p>
              <p className="text-sm text-muted">{line(entry.soldOut)}</p>
            </div>
            <Button
              variant="secondary"
              disabled={working}
              aria-label={t('operator:kitchen.backOnItem', { name: entry.name })}
              onClick={() =>
                void run(
                  {
                    change: 'BACK_ON',
                    itemId: entry.itemId,
                    ...(entry.optionId && { optionId: entry.optionId }),
                  },
                  t('operator:kitchen.done.BACK_ON', { name: entry.name }),
                )
              }
            >
              {t('operator:kitchen.backOn')}
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function MenuSection({ kitchen, run, working }: SectionProps) {
  const { t } = useTranslation(['operator']);
  const { pick } = useLocalised();
  const name = useId();
  const [query, setQuery] = useState('');
  const [soldOutFor, setSoldOutFor] = useState<SoldOutFor>('HOUR');
  const shown = useMemo(() => {
    const wanted = query.trim().toLocaleLowerCase();
    if (!wanted) return kitchen.items;
    return kitchen.items.filter((item) =>
      [item.title.en, item.title.ar, item.category.en, item.category.ar].some((text) =>
        text.toLocaleLowerCase().includes(wanted),
      ),
    );
  }, [kitchen.items, query]);
  const sellOut = (itemId: string, label: string, optionId?: string) =>
    void run(
      { change: 'SOLD_OUT', itemId, soldOutFor, ...(optionId && { optionId }) },
      t('operator:kitchen.done.SOLD_OUT', { name: label }),
    );
  return (
    <Section title={t('operator:kitchen.menu')}>
      <Choice
        legend={t('operator:kitchen.soldOutFor')}
        name={`${name}-for`}
        values={FOR}
        value={soldOutFor}
        label={(value) => t(`operator:kitchen.for.${value}`)}
        onChange={setSoldOutFor}
      />
      <label className="grid gap-1">
        <span className="font-semibold">{t('operator:kitchen.search')}</span>
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="min-h-11 rounded-xl border border-line bg-surface px-3"
        />
      </label>
      {shown.length === 0 && <p className="text-muted">{t('operator:kitchen.noMatch')}</p>}
      <ul className="grid gap-2">
        {shown.map((item) => {
          const title = pick(item.title);
          return (
            <li key={item._id} className="grid gap-1 border-b border-line pb-2" data-testid="kitchen-item">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p>
                  <span className="font-semibold">{title}</span>{' '}
                  <span className="text-sm text-muted">{pick(item.category)}</span>
                </p>
                {item.soldOut ? (
                  <span className="rounded-full bg-canvas px-3 py-1 text-sm font-semibold">
                    {t('operator:kitchen.soldOut')}
                  </span>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={working}
                    aria-label={t('operator:kitchen.soldOutItem', { name: title })}
                    onClick={() => sellOut(item._id, title)}
                  >
                    {t('operator:kitchen.soldOut')}
                  </Button>
                )}
              </div>
              {item.options.length > 0 && (
                <details>
                  <summary className="cursor-pointer py-2 text-sm font-semibold">
                    {t('operator:kitchen.options', { count: item.options.length })}
                  </summary>
                  <ul className="grid gap-1 ps-4">
                    {item.options.map((option) => {
                      const optionName = t('operator:kitchen.optionName', {
                        group: pick(option.group),
                        option: pick(option.name),
                      });
                      const label = `${title} · ${pick(option.name)}`;
                      return (
                        <li key={option._id} className="flex flex-wrap items-center justify-between gap-2">
                          <span>{optionName}</span>
                          {option.soldOut ? (
                            <span className="text-sm font-semibold">{t('operator:kitchen.soldOut')}</span>
                          ) : (
                            <Button
                              variant="ghost"
                              disabled={working}
                              aria-label={t('operator:kitchen.soldOutItem', { name: label })}
                              onClick={() => sellOut(item._id, label, option._id)}
                            >
                              {t('operator:kitchen.soldOut')}
                            </Button>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
