import type { ResolvedError } from '@storefront/api';
import { useLocalised } from '@storefront/features/app-kit/localise';
import {
  dubaiIsoDate,
  formatPreOrderDay,
  formatTime,
  translateServerError,
  type Language,
} from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { Card } from '@storefront/ui/card';
import { ErrorText } from '@storefront/ui/error-text';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { OperatorNav } from './operator-nav.js';
import type { StaffSession } from './staff-api.js';
import { StorePicker, useStoreParam } from './store-picker.js';
import { useKitchen, type Kitchen, type KitchenChange } from './use-kitchen.js';

type Service = 'delivery' | 'pickup' | 'dineIn';
type SoldOutFor = 'HOUR' | 'NEXT_OPENING' | 'UNTIL_BACK_ON';
type SoldOut = Kitchen['items'][number]['soldOut'];
type Run = (ask: KitchenChange, done: string) => Promise<void>;

const SERVICES: Service[] = ['delivery', 'pickup', 'dineIn'];
const FOR: SoldOutFor[] = ['HOUR', 'NEXT_OPENING', 'UNTIL_BACK_ON'];

/** A time as the board says it: the clock today, 'tomorrow' and the clock the next day, else the date too (Dubai). */
function useWhen() {
  const { t } = useTranslation(['operator']);
  const { language } = useLocalised();
  return (unix: number) => {
    const time = formatTime(unix, language as Language);
    const now = Date.now() / 1000;
    const day = dubaiIsoDate(unix);
    if (day === dubaiIsoDate(now)) return time;
    if (day === dubaiIsoDate(now + 86_400)) return t('operator:kitchen.tomorrow', { time });
    return `${formatPreOrderDay(unix, language as Language)} ${time}`;
  };
}

/**
 * The kitchen's controls (issue 34, docs/kitchen.md): the store open or closed, each service's
 * online orders paused for a while, a busy mode adding minutes to every quoted time, and the menu
 * to sell out from (an item or one option, for an hour, until the next opening or until turned
 * back on), each with who did it and when it ends. Every change reaches the store's open
 * customer screens at once.
 */
export function KitchenPage({ session }: { session: StaffSession }) {
  const { t } = useTranslation(['operator']);
  const { language } = useLocalised();
  const [storeId, pickStore] = useStoreParam();
  const { kitchen, change } = useKitchen(session, storeId);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<ResolvedError | null>(null);
  const [working, setWorking] = useState(false);

  const run: Run = async (ask, doneText) => {
    setWorking(true);
    const refusal = await change(ask);
    setWorking(false);
    setError(refusal);
    setDone(refusal ? null : doneText);
  };

  return (
    <main className="grid gap-3 p-3">
      <OperatorNav />
      <h1 className="text-2xl font-bold">{t('operator:kitchen.title')}</h1>
      {!kitchen && <FullPageSpinner fixed={false} />}
      {kitchen && (
        <>
          <StorePicker tables={kitchen} pickStore={pickStore} />
          <p role="status" className={done ? 'rounded-xl bg-canvas p-3 font-semibold' : 'sr-only'}>
            {done}
          </p>
          {error && <ErrorText text={translateServerError(error, language)} />}
          <div className="grid gap-3 lg:grid-cols-2">
            <StoreSection kitchen={kitchen} run={run} working={working} />
            <ServicesSection kitchen={kitchen} run={run} working={working} />
            <BusySection kitchen={kitchen} run={run} working={working} />
            <SoldOutSection kitchen={kitchen} run={run} working={working} />
            <CapacitySection
              kitchen={kitchen}
              run={run}
              working={working}
              manager={session.staff.role === 'brand_manager'}
            />
          </div>
          <MenuSection kitchen={kitchen} run={run} working={working} />
        </>
      )}
    </main>
  );
}

interface SectionProps {
  kitchen: Kitchen;
  run: Run;
  working: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="grid content-start gap-2" aria-labelledby={id} role="region">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function StoreSection({ kitchen, run, working }: SectionProps) {
  const { t } = useTranslation(['operator']);
  const { pick } = useLocalised();
  const when = useWhen();
  const change = kitchen.openedChange;
  return (
    <Section title={t('operator:kitchen.store')}>
      <p className="text-lg font-semibold" data-testid="store-state">
        {pick(kitchen.name)}: {kitchen.isOpened ? t('operator:kitchen.open') : t('operator:kitchen.closed')}
      </p>
      {change && (
        <p className="text-sm text-muted">
          {t(change.change === 'CLOSE' ? 'operator:kitchen.closedBy' : 'operator:kitchen.openedBy', {
            name: pick(change.by),
            time: when(change.at),
          })}
        </p>
      )}
      {kitchen.isOpened ? (
        <Button
          variant="danger"
          disabled={working}
          onClick={() => void run({ change: 'CLOSE' }, t('operator:kitchen.done.CLOSE'))}
        >
          {t('operator:kitchen.closeNow')}
        </Button>
      ) : (
        <Button
          disabled={working}
          onClick={() => void run({ change: 'OPEN' }, t('operator:kitchen.done.OPEN'))}
        >
          {t('operator:kitchen.openNow')}
        </Button>
      )}
    </Section>
  );
}

function ServicesSection({ kitchen, run, working }: SectionProps) {
  const { t } = useTranslation(['operator']);
  const { pick } = useLocalised();
  const when = useWhen();
  return (
    <Section title={t('operator:kitchen.services')}>
      <ul className="grid gap-3">
        {SERVICES.filter((service) => kitchen.services[service].offered).map((service) => {
          const state = kitchen.services[service];
          const name = t(`operator:kitchen.service.${service}`);
          return (
            <li key={service} className="grid gap-1" data-testid="kitchen-service" data-service={service}>
              <p className="font-semibold">
                {name}:{' '}
                {state.pausedUntil === null
                  ? t('operator:kitchen.taking')
                  : t('operator:kitchen.pausedUntil', { time: when(state.pausedUntil) })}
              </p>
              {state.change && state.pausedUntil !== null && (
                <p className="text-sm text-muted">
                  {t('operator:kitchen.pausedBy', {
                    name: pick(state.change.by),
                    time: when(state.change.at),
                    until: when(state.pausedUntil),
                  })}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                {state.pausedUntil === null ? (
                  ([15, 30, 60] as const).map((minutes) => (
                    <Button
                      key={minutes}
                      variant="secondary"
                      disabled={working}
                      aria-label={t('operator:kitchen.pauseService', { service: name, minutes })}
                      onClick={() =>
                        void run(
                          { change: 'PAUSE', service, minutes },
                          t('operator:kitchen.done.PAUSE', { name }),
                        )
                      }
                    >
                      {t('operator:kitchen.pause', { minutes })}
                    </Button>
                  ))
                ) : (
                  <Button
                    disabled={working}
                    aria-label={t('operator:kitchen.resumeService', { service: name })}
                    onClick={() =>
                      void run({ change: 'RESUME', service }, t('operator:kitchen.done.RESUME', { name }))
                    }
                  >
                    {t('operator:kitchen.resume')}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/**
 * Slot capacity (docs/kitchen.md): per service the orders one pre-order slot and one 15-minute
 * window of ASAP orders take, the ASAP places taken now and the slots full; a manager sets it.
 */
function CapacitySection({ kitchen, run, working, manager }: SectionProps & { manager: boolean }) {
  const { t } = useTranslation(['operator']);
  const { pick, language } = useLocalised();
  const when = useWhen();
  return (
    <Section title={t('operator:kitchen.capacity')}>
      <ul className="grid gap-3">
        {SERVICES.filter((service) => kitchen.services[service].offered).map((service) => {
          const state = kitchen.services[service];
          const name = t(`operator:kitchen.service.${service}`);
          return (
            <li key={service} className="grid gap-1" data-testid="kitchen-capacity" data-service={service}>
              <p className="font-semibold">
                {state.capacity === null
                  ? t('operator:kitchen.capacityNone', { service: name })
                  : t('operator:kitchen.capacityIs', { service: name, count: state.capacity })}
              </p>
              {state.capacity !== null && (
                <p className="text-sm">
                  {t('operator:kitchen.asapTaken', { taken: state.asapTaken, capacity: state.capacity })}
                </p>
              )}
              {state.fullSlots.length > 0 && (
                <p className="text-sm">
                  {t('operator:kitchen.fullSlots', {
                    times: state.fullSlots.map(when).join(language === 'ar' ? '، ' : ', '),
                  })}
                </p>
              )}
              {state.capacityChange && (
                <p className="text-sm text-muted">
                  {t('operator:kitchen.capacityBy', {
                    name: pick(state.capacityChange.by),
                    time: when(state.capacityChange.at),
                  })}
                </p>
              )}
              {manager && (
                <CapacityForm
                  key={state.capacity ?? 0}
                  service={service}
                  name={name}
                  capacity={state.capacity}
                  run={run}
                  working={working}
                />
              )}
            </li>
          );
        })}
      </ul>
      {!manager && <p className="text-sm text-muted">{t('operator:kitchen.capacityManagers')}</p>}
    </Section>
  );
}

function CapacityForm({
  service,
  name,
  capacity,
  run,
  working,
}: {
  service: Service;
  name: string;
  capacity: number | null;
  run: Run;
  working: boolean;
}) {
  const { t } = useTranslation(['operator']);
  const id = useId();
  const [value, setValue] = useState(String(capacity ?? 0));
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          { change: 'CAPACITY', service, capacity: Number(value) },
          t('operator:kitchen.done.CAPACITY', { name }),
        );
      }}
    >
      <label htmlFor={id} className="grid gap-1 text-sm">
        {t('operator:kitchen.capacityInput', { service: name })}
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={500}
          step={1}
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="min-h-11 w-28 rounded-xl border border-line bg-surface px-3"
        />
      </label>
      <Button type="submit" variant="secondary" disabled={working}>
        {t('operator:kitchen.saveCapacity', { service: name })}
      </Button>
    </form>
  );
}

function Choice<T extends string | number>({
  legend,
  name,
  values,
  value,
  label,
  onChange,
}: {
  legend: string;
  name: string;
  values: readonly T[];
  value: T;
  label: (value: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="mb-1 font-semibold">{legend}</legend>
      {values.map((entry) => (
        <label
          key={entry}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 has-[:checked]:border-brand has-[:checked]:bg-canvas"
        >
          <input
            type="radio"
            name={name}
            checked={value === entry}
            onChange={() => onChange(entry)}
            className="accent-[var(--brand)]"
          />
          {label(entry)}
        </label>
      ))}
    </fieldset>
  );
}

function BusySection({ kitchen, run, working }: SectionProps) {
  const { t } = useTranslation(['operator']);
  const { pick } = useLocalised();
  const when = useWhen();
  const name = useId();
  const [extra, setExtra] = useState<10 | 20 | 30>(20);
  const [minutes, setMinutes] = useState<30 | 60 | 120>(60);
  const { busy, prepMinutes } = kitchen;
  return (
    <Section title={t('operator:kitchen.busy')}>
      <p className="font-semibold" data-testid="busy-state">
        {busy
          ? t('operator:kitchen.busyNow', { extra: busy.extraMinutes, time: when(busy.until) })
          : t('operator:kitchen.notBusy')}
      </p>
      {busy?.change && (
        <p className="text-sm text-muted">
          {t('operator:kitchen.busyBy', { name: pick(busy.change.by), time: when(busy.change.at) })}
        </p>
      )}
      <p className="text-sm" data-testid="prep-times">
        {t('operator:kitchen.prep', prepMinutes)}
      </p>
      {busy ? (
        <Button
          disabled={working}
          onClick={() => void run({ change: 'NOT_BUSY' }, t('operator:kitchen.done.NOT_BUSY'))}
        >
          {t('operator:kitchen.endBusy')}
        </Button>
      ) : (
        <>
          <Choice
            legend={t('operator:kitchen.extra')}
            name={`${name}-extra`}
            values={[10, 20, 30] as const}
            value={extra}
            label={(value) => t('operator:kitchen.extraMinutes', { minutes: value })}
            onChange={setExtra}
          />
          <Choice
            legend={t('operator:kitchen.busyFor')}
            name={`${name}-for`}
            values={[30, 60, 120] as const}
            value={minutes}
            label={(value) => t('operator:kitchen.forMinutes', { minutes: value })}
            onChange={setMinutes}
          />
          <Button
            variant="secondary"
            disabled={working}
            onClick={() =>
              void run({ change: 'BUSY', extraMinutes: extra, minutes }, t('operator:kitchen.done.BUSY'))
            }
          >
            {t('operator:kitchen.makeBusy')}
          </Button>
        </>
      )}
    </Section>
  );
}

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

function SoldOutSection({ kitchen, run, working }: SectionProps) {
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

function MenuSection({ kitchen, run, working }: SectionProps) {
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
