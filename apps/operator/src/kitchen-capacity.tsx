import { useLocalised } from '@storefront/features/app-kit/localise';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { useId, useState } from 'react';
import { Section, SERVICES, useWhen, type Run, type SectionProps, type Service } from './kitchen-parts.js';

/**
 * Slot capacity (docs/kitchen.md): per service the orders one pre-order slot and one 15-minute
 * window of ASAP orders take, the ASAP places taken now and the slots full; a manager sets it.
 */
export function CapacitySection({ kitchen, run, working, manager }: SectionProps & { manager: boolean }) {
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
