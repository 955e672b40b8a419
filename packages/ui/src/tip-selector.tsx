import {
  type Fils,
  type TipChoice,
  TIP_PRESETS,
  presetTip,
  tipAmount,
  validateCustomTip,
} from '@storefront/core';
import { coreMessage, formatAmount, languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useId, useState } from 'react';
import { Money } from './money.js';

export interface TipSelectorProps {
  /** Items total the preset percentages are taken of. */
  itemsTotal: Fils;
  /** The chosen tip; null for no tip. */
  value: TipChoice | null;
  onChange: (tip: TipChoice | null) => void;
  /** Offer a 'No tip' option (default true). */
  allowNoTip?: boolean;
  /** A custom amount typed earlier (a restored draft): opens the custom field and validates it. */
  initialCustomText?: string;
}

type OptionKey = 'none' | 'custom' | `preset-${number}`;

/** Which radio a tip choice selects. */
export function tipOptionKey(value: TipChoice | null): OptionKey {
  if (!value) return 'none';
  if (value.type === 'custom') return 'custom';
  return `preset-${Math.round(value.value * 100)}`;
}

const OPTION =
  'relative flex min-h-14 min-w-[4.5rem] flex-1 basis-0 cursor-pointer flex-col items-center justify-center rounded-xl border border-line bg-surface px-2 py-2 text-center text-sm font-semibold text-ink transition hover:bg-canvas has-[:checked]:border-2 has-[:checked]:border-brand has-[:checked]:bg-canvas has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[#1d4ed8]';

/**
 * Tip choice (spec §3 Tip, §5 Custom tip, §9): presets 5 %, 10 %, 15 % of the items, or a custom
 * amount of at least 1 AED with two decimals, validated by core.
 */
export function TipSelector({
  itemsTotal,
  value,
  onChange,
  allowNoTip = true,
  initialCustomText,
}: TipSelectorProps) {
  const { t, i18n } = useTranslation(['checkout', 'common']);
  const language = languageOf(i18n.language);
  const name = useId();
  const errorId = useId();
  const inputId = useId();
  const [customText, setCustomText] = useState(
    () => initialCustomText ?? (value?.type === 'custom' ? formatAmount(value.value) : ''),
  );
  const [customChosen, setCustomChosen] = useState(
    () => value?.type === 'custom' || initialCustomText !== undefined,
  );
  const [customError, setCustomError] = useState<string | null>(() => {
    if (initialCustomText === undefined || initialCustomText.trim() === '') return null;
    const result = validateCustomTip(initialCustomText);
    return result.ok ? null : coreMessage(result.error, t);
  });
  const selected = customChosen ? 'custom' : tipOptionKey(value);
  const choose = (tip: TipChoice | null) => {
    setCustomChosen(false);
    onChange(tip);
  };

  const commitCustom = (text: string) => {
    if (text.trim() === '') {
      setCustomError(null);
      return;
    }
    const result = validateCustomTip(text);
    if (result.ok) {
      setCustomError(null);
      onChange({ type: 'custom', value: result.value, unit: 'fixed' });
    } else {
      setCustomError(coreMessage(result.error, t));
    }
  };

  return (
    // min-w-0: a fieldset is as wide as its content by default, which pushed narrow pages sideways.
    <fieldset className="min-w-0 rounded-2xl border border-line bg-surface p-4">
      <legend className="sr-only">{t('tip.title')}</legend>
      <p aria-hidden="true" className="text-lg font-semibold">
        {t('tip.title')}
      </p>
      <p className="mb-3 text-sm text-muted">{t('tip.subtitle')}</p>
      {/* The choices share the line, and wrap to a second one on a narrow screen. */}
      <div className="flex flex-wrap gap-2">
        {allowNoTip && (
          <label className={OPTION}>
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={selected === 'none'}
              onChange={() => choose(null)}
            />
            {t('tip.noTip')}
          </label>
        )}
        {TIP_PRESETS.map((preset) => {
          const choice = presetTip(preset);
          return (
            <label key={preset} className={OPTION}>
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={selected === tipOptionKey(choice)}
                onChange={() => choose(choice)}
              />
              <span>{t('tip.percent', { percent: preset })}</span>
              <span className="text-xs font-normal text-muted">
                <Money fils={tipAmount(choice, itemsTotal)} language={language} />
              </span>
            </label>
          );
        })}
        <label className={OPTION}>
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={selected === 'custom'}
            onChange={() => {
              setCustomChosen(true);
              const result = validateCustomTip(customText);
              onChange(result.ok ? { type: 'custom', value: result.value, unit: 'fixed' } : null);
            }}
          />
          {t('tip.custom')}
        </label>
      </div>
      {selected === 'custom' && (
        <div className="mt-3">
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
            {t('tip.customPlaceholder')}
          </label>
          <div className="flex items-center gap-2 rounded-xl border border-line bg-surface pe-3 focus-within:border-brand">
            <input
              id={inputId}
              type="number"
              inputMode="decimal"
              min={1}
              step={0.01}
              dir="ltr"
              value={customText}
              aria-invalid={customError ? true : undefined}
              aria-describedby={customError ? errorId : undefined}
              onChange={(event) => {
                setCustomText(event.target.value);
                if (customError) setCustomError(null);
              }}
              onBlur={(event) => commitCustom(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  commitCustom(event.currentTarget.value);
                }
              }}
              className="min-h-11 w-full min-w-0 rounded-xl bg-transparent ps-3 text-base text-ink"
            />
            <span aria-hidden="true" className="text-sm text-muted">
              {t('common:labels.currency')}
            </span>
          </div>
          {customError && (
            <p id={errorId} role="alert" className="mt-1 flex items-center gap-1 text-sm text-danger">
              <span aria-hidden="true">!</span>
              {customError}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
