import {
  type PaymentOption,
  type PaymentType,
  type ServiceType,
  checkoutPaymentOptions,
} from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { useId, type ReactNode } from 'react';
import { CardIcon, CardMachineIcon, CashIcon, ClockIcon, GatewayCardIcon } from './icons/index.js';

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

const ICON_CLASS = 'size-6 shrink-0 text-ink';
const ICONS: Record<PaymentType, ReactNode> = {
  CREDIT_CARD: <CardIcon className={ICON_CLASS} />,
  PAYMENT_GATEWAY: <GatewayCardIcon className={ICON_CLASS} />,
  CASH: <CashIcon className={ICON_CLASS} />,
  CARD_MACHINE: <CardMachineIcon className={ICON_CLASS} />,
  PAY_LATER: <ClockIcon className={ICON_CLASS} />,
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
                {ICONS[option.paymentType]}
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
