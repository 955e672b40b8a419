import { useLocalised } from '@storefront/features/app-kit/localise';
import { dubaiIsoDate, formatPreOrderDay, formatTime, type Language } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Card } from '@storefront/ui/card';
import { useId, type ReactNode } from 'react';
import { type Kitchen, type KitchenChange } from './use-kitchen.js';

export type Service = 'delivery' | 'pickup' | 'dineIn';
export type SoldOutFor = 'HOUR' | 'NEXT_OPENING' | 'UNTIL_BACK_ON';
export type SoldOut = Kitchen['items'][number]['soldOut'];
export type Run = (ask: KitchenChange, done: string) => Promise<void>;

export const SERVICES: Service[] = ['delivery', 'pickup', 'dineIn'];
export const FOR: SoldOutFor[] = ['HOUR', 'NEXT_OPENING', 'UNTIL_BACK_ON'];

/** A time as the board says it: the clock today, 'tomorrow' and the clock the next day, else the date too (Dubai). */
export function useWhen() {
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

export interface SectionProps {
  kitchen: Kitchen;
  run: Run;
  working: boolean;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
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

export function Choice<T extends string | number>({
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
