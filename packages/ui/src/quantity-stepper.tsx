import { useTranslation } from '@storefront/i18n/react';
import { MinusIcon, PlusIcon, TrashIcon } from './icons/index.js';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Lowest value: 1 on the item page; 0 on basket lines, where minus at 1 removes the line. */
  min?: 0 | 1;
  /** Highest value; no limit when omitted. */
  max?: number;
  /**
   * Called when plus is pressed at `max` (e.g. to show '{quantity} is the maximum quantity
   * allowed for {name}'). Without it, plus is disabled at `max`.
   */
  onLimit?: () => void;
  /** Name of the group for screen readers, e.g. the item or option name. Defaults to 'Quantity'. */
  label?: string;
  /** Compact look for option rows; the buttons stay 44 px touch targets. */
  size?: 'md' | 'sm';
  disabled?: boolean;
  /**
   * Accessible names of the two buttons when the row needs its own, e.g. 'Quantity − Hummus
   * Fatteh' on a basket line; default 'Decrease quantity' (or 'Remove') and 'Increase quantity'.
   */
  decreaseLabel?: string;
  increaseLabel?: string;
}

/**
 * Minus / value / plus. Item quantity never goes below 1 (spec §4); on a basket line (`min` 0)
 * minus at 1 becomes a remove button, since decreasing quantity 1 removes the line.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  onLimit,
  label,
  size = 'md',
  disabled = false,
  decreaseLabel,
  increaseLabel,
}: QuantityStepperProps) {
  const { t } = useTranslation(['common', 'store']);
  const atMax = max !== undefined && value >= max;
  const removes = min === 0 && value <= 1;
  const button =
    'inline-flex size-11 items-center justify-center rounded-full transition disabled:cursor-not-allowed disabled:opacity-40';
  const tone = size === 'sm' ? 'hover:bg-canvas' : 'border border-line bg-surface hover:bg-canvas';
  return (
    <div
      role="group"
      aria-label={label ?? t('store:item.quantity')}
      className={`inline-flex items-center ${size === 'sm' ? 'gap-0.5' : 'gap-2'}`}
    >
      <button
        type="button"
        className={`${button} ${tone} ${removes ? 'text-danger' : 'text-ink'}`}
        aria-label={decreaseLabel ?? (removes ? t('store:basket.remove') : t('common:a11y.decreaseQuantity'))}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        {removes ? <TrashIcon mini className="size-5" /> : <MinusIcon mini className="size-5" />}
      </button>
      <output aria-live="polite" className="min-w-6 text-center text-base font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={`${button} ${tone} text-ink`}
        aria-label={increaseLabel ?? t('common:a11y.increaseQuantity')}
        disabled={disabled || (atMax && !onLimit)}
        onClick={() => (atMax ? onLimit?.() : onChange(value + 1))}
      >
        <PlusIcon mini className="size-5" />
      </button>
    </div>
  );
}
