import {
  chooseAsap,
  chooseDay,
  chooseLater,
  chooseTime,
  confirmTiming,
  isCompleteSlot,
  timingChoices,
  type OrderTiming,
  type TimingStore,
} from '@storefront/core';
import { coreMessage, formatPreOrderDay, formatSlotRange, languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button.js';
import { useToast } from './toast.js';

export interface TimingWidgetProps {
  serviceType: 'DELIVERY' | 'PICKUP';
  /** Open state and pre-order days for the service type. */
  store: TimingStore;
  timing: OrderTiming;
  onChange: (timing: OrderTiming) => void;
  /** Called with the timing once it can be confirmed (ASAP while open, or a complete slot). */
  onConfirm: (timing: OrderTiming) => void;
  /** Today in Dubai, 'YYYY-MM-DD' (`dubaiIsoDate(now)`), so today's day reads 'today'. */
  today: string;
  /** Hide the title when a sheet already shows it. */
  showTitle?: boolean;
}

function Option({
  name,
  checked,
  disabled = false,
  onSelect,
  children,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={`flex min-h-12 items-center gap-3 rounded-xl border px-3 py-2 transition-colors ${
        checked ? 'border-brand bg-brand/10 font-semibold' : 'border-line'
      } ${disabled ? 'cursor-not-allowed bg-canvas text-muted' : 'cursor-pointer text-ink hover:bg-canvas'}`}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className="size-5 shrink-0 accent-brand"
      />
      <span className="flex-1 text-base">{children}</span>
    </label>
  );
}

/** A list at most 200 px tall (spec §9) that keeps its chosen option in view. */
function ScrollList({ chosen, children }: { chosen: string | number | null; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = box.current;
    const option = list?.querySelector<HTMLElement>('label:has(input:checked)');
    if (!list || !option) return;
    const top = option.offsetTop;
    if (top < list.scrollTop || top + option.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = top - (list.clientHeight - option.offsetHeight) / 2;
  }, [chosen]);
  return (
    <div
      ref={box}
      className="relative flex max-h-[200px] flex-col gap-2 overflow-y-auto overscroll-contain p-0.5"
    >
      {children}
    </div>
  );
}

function capitalise(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/**
 * Delivery / Pickup Timing: ASAP or 'Later (Future orders)', then a day list and a slot list (each
 * at most 200 px tall and scrollable). The choice rules and the confirm check are core's.
 */
export function TimingWidget({
  serviceType,
  store,
  timing,
  onChange,
  onConfirm,
  today,
  showTitle = true,
}: TimingWidgetProps) {
  const { t, i18n } = useTranslation(['store', 'errors']);
  const language = languageOf(i18n.language);
  const ids = { type: useId(), day: useId(), slot: useId(), title: useId() };
  const toast = useToast();
  const choices = timingChoices(store);
  const later = timing.timingType === 'PREORDER';
  const pickup = serviceType === 'PICKUP';
  const slot = timing.preOrderSlot;
  const day = store.days.find((candidate) => candidate.day === slot.day);
  const dayText = (value: string) => capitalise(formatPreOrderDay(value, language, { today }), language);

  const change = (next: OrderTiming) => onChange(next);

  const legend = 'mb-2 text-sm font-bold text-ink';

  return (
    <section aria-labelledby={showTitle ? ids.title : undefined} className="flex flex-col gap-4">
      <header>
        {/* Inside a titled sheet the sheet carries the title; the subtitle stays (spec section 2). */}
        {showTitle && (
          <h2 id={ids.title} className="mb-1 text-xl font-bold text-ink">
            {pickup ? t('store:timing.pickupTitle') : t('store:timing.deliveryTitle')}
          </h2>
        )}
        <p className="text-sm text-muted">
          {pickup ? t('store:timing.pickupSubtitle') : t('store:timing.deliverySubtitle')}
        </p>
      </header>
      {!store.isOpen && choices.later && (
        <p className="rounded-xl bg-canvas p-3 text-sm text-ink">{t('store:timing.closedPreOrder')}</p>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">
          {pickup ? t('store:timing.pickupTitle') : t('store:timing.deliveryTitle')}
        </legend>
        <Option
          name={ids.type}
          checked={timing.timingType === 'ASAP'}
          disabled={!choices.asap}
          onSelect={() => change(chooseAsap(timing, store))}
        >
          {t('errors:asap')}
        </Option>
        <Option
          name={ids.type}
          checked={later}
          disabled={!choices.later}
          onSelect={() => change(chooseLater(timing, store))}
        >
          {t('errors:later')}
        </Option>
      </fieldset>
      {later && (
        <div className="grid gap-4">
          <fieldset>
            <legend className={legend}>{t('store:timing.selectDay')}</legend>
            <ScrollList chosen={slot.day}>
              {store.days.map((candidate) => (
                <Option
                  key={candidate.day}
                  name={ids.day}
                  checked={candidate.day === slot.day}
                  disabled={candidate.slots.length === 0}
                  onSelect={() => change(chooseDay(timing, store, candidate.day))}
                >
                  {dayText(candidate.day)}
                </Option>
              ))}
            </ScrollList>
          </fieldset>
          <fieldset>
            <legend className={legend}>{t('store:timing.selectTime')}</legend>
            {day && day.slots.length > 0 ? (
              <ScrollList chosen={`${slot.day}-${slot.slotIndex}`}>
                {day.slots.map((range, index) => (
                  <Option
                    key={`${range.start}-${range.end}`}
                    name={ids.slot}
                    checked={slot.slotIndex === index}
                    onSelect={() => change(chooseTime(timing, store, index))}
                  >
                    <bdi>{formatSlotRange(range, language)}</bdi>
                  </Option>
                ))}
              </ScrollList>
            ) : (
              <p className="text-sm text-muted">{t('store:timing.noSlots')}</p>
            )}
          </fieldset>
        </div>
      )}
      {later && isCompleteSlot(slot, store.days) && slot.day && slot.time && (
        <p className="rounded-xl border border-line bg-canvas p-3 text-sm text-ink">
          {t('store:timing.orderingForDayTime', {
            day: dayText(slot.day),
            time: formatSlotRange(slot.time, language),
          })}
        </p>
      )}
      <Button
        block
        onClick={() => {
          const refusal = confirmTiming(timing, store);
          // 'Please select a slot' is a top-centre toast (spec section 9).
          if (refusal) toast.show({ message: coreMessage(refusal, t), tone: 'error' });
          else onConfirm(timing);
        }}
      >
        {t('store:timing.confirm')}
      </Button>
    </section>
  );
}
