import { useLocalised } from '@storefront/features/app-kit/localise';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { useId, useState } from 'react';
import { Choice, Section, SERVICES, useWhen, type SectionProps } from './kitchen-parts.js';

export function StoreSection({ kitchen, run, working }: SectionProps) {
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

export function ServicesSection({ kitchen, run, working }: SectionProps) {
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

export function BusySection({ kitchen, run, working }: SectionProps) {
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
