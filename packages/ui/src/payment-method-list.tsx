import {
  type PaymentOption,
  type PaymentType,
  type ServiceType,
  checkoutPaymentOptions,
} from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { useId, type ReactNode } from 'react';

export interface PaymentMethodListProps<O extends PaymentOption> {
  /** The store's payment options, in the store's order. */
  options: readonly O[];
  serviceType: ServiceType;
  /** `_id` of the chosen option, or null. */
  selectedId: string | null;
  onSelect: (option: O) => void;
  /** Shown under the list, e.g. 'Please choose a payment method'. */
  error?: string | null;
  /** Content under the chosen option (saved cards, new-card form). */
  renderDetails?: (option: O) => ReactNode;
}

const ICONS: Record<PaymentType, ReactNode> = {
  CREDIT_CARD: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 10h19M6 15h4" />
    </>
  ),
  PAYMENT_GATEWAY: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 10h19M15 15h3" />
    </>
  ),
  CASH: (
    <>
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
    </>
  ),
  CARD_MACHINE: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2" />
      <path d="M9 7h6M9 12h1M14 12h1M9 16h1M14 16h1" />
    </>
  ),
  PAY_LATER: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
};

/**
 * 'Pay with' list (spec §2 Checkout, §4 Payment): one radio per store option, credit card first,
 * pay-later hidden for delivery and pickup (core `checkoutPaymentOptions`).
 */
export function PaymentMethodList<O extends PaymentOption>({
  options,
  serviceType,
  selectedId,
  onSelect,
  error,
  renderDetails,
}: PaymentMethodListProps<O>) {
  const { t } = useTranslation('checkout');
  const name = useId();
  const errorId = useId();
  const shown = checkoutPaymentOptions(options, serviceType);

  return (
    <fieldset
      className="rounded-2xl border border-line bg-surface p-4"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="float-start mb-3 w-full text-lg font-semibold">{t('payment.payWith')}</legend>
      <ul className="clear-both space-y-2">
        {shown.map((option) => {
          const checked = option._id === selectedId;
          return (
            <li key={option._id}>
              <label className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2 hover:bg-canvas has-[:checked]:border-2 has-[:checked]:border-brand has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[#1d4ed8]">
                <input
                  type="radio"
                  name={name}
                  value={option._id}
                  checked={checked}
                  onChange={() => onSelect(option)}
                  className="sr-only"
                />
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-6 shrink-0 text-ink"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                >
                  {ICONS[option.paymentType]}
                </svg>
                <span className="flex-1 text-base font-medium">{t(`paymentType.${option.paymentType}`)}</span>
                <span
                  aria-hidden="true"
                  className={`flex size-5 shrink-0 items-center justify-center rounded-full border-2 ${checked ? 'border-brand' : 'border-muted'}`}
                >
                  {checked && <span className="size-2.5 rounded-full bg-brand" />}
                </span>
              </label>
              {checked && renderDetails && <div className="mt-2">{renderDetails(option)}</div>}
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} role="alert" className="mt-2 flex items-start gap-1 text-sm text-danger">
          <span aria-hidden="true" className="font-bold">
            !
          </span>
          {error}
        </p>
      )}
    </fieldset>
  );
}
