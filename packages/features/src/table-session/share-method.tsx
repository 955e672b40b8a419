/** How a share is paid: the card, or (a diner signed in as the brand's customer) their wallet. */
import type { Fils } from '@storefront/core';
import { formatAed, type Language } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';

export type ShareMethod = 'card' | 'wallet';

export interface ShareMethodChoiceProps {
  /** The signed-in customer's wallet balance; null for a diner who is not signed in (no choice). */
  balance: Fils | null;
  value: ShareMethod;
  onChange: (method: ShareMethod) => void;
  language: Language;
  disabled: boolean;
}

/** 'Wallet' beside the card with its balance, only for a signed-in customer. */
export function ShareMethodChoice({ balance, value, onChange, language, disabled }: ShareMethodChoiceProps) {
  const { t } = useTranslation('dineIn');
  if (balance === null) return null;
  const options: { method: ShareMethod; label: string }[] = [
    { method: 'card', label: t('session.cardTitle') },
    { method: 'wallet', label: t('session.payByWallet', { amount: formatAed(balance, language) }) },
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-lg font-bold">{t('session.payWith')}</legend>
      {options.map((option) => (
        <label
          key={option.method}
          className="flex min-h-11 items-center gap-2 rounded-xl border border-line px-3 has-checked:border-brand"
        >
          <input
            type="radio"
            name="share-method"
            value={option.method}
            checked={value === option.method}
            disabled={disabled}
            onChange={() => onChange(option.method)}
            className="size-5 accent-brand"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
