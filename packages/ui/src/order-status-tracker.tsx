import { type OrderStatus, type ServiceType, trackerView } from '@storefront/core';
import { coreMessage } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { CheckIcon, CloseIcon } from './icons/index.js';

export interface OrderStatusTrackerProps {
  /** The order's status and service; null when the order was not found. */
  order: { readonly orderStatus: OrderStatus; readonly serviceType: ServiceType } | null;
}

/** Step titles of the tracker for a service: New, In Progress, then In route (delivery) or Ready. */
export function trackerSteps(serviceType: ServiceType) {
  return (['PENDING', 'PREPARING', 'ON_THE_WAY'] as const).map((orderStatus) => {
    const view = trackerView({ orderStatus, serviceType });
    if (view.kind !== 'active') throw new Error(`${orderStatus} is not an active status`);
    return view.title;
  });
}

/**
 * Three-step order tracker (spec §2 Track order, §4 Order status) driven by core's `trackerView`:
 * New, In Progress, then In route for delivery or Ready for pickup and dine-in. Final orders show
 * the delivered message or 'Your order has been Rejected'; no order shows the not-found text.
 */
export function OrderStatusTracker({ order }: OrderStatusTrackerProps) {
  const { t } = useTranslation(['account', 'errors']);
  const view = trackerView(order);

  if (view.kind === 'notFound') {
    return (
      <p
        role="status"
        className="rounded-2xl border border-line bg-surface p-4 text-center text-base text-muted"
      >
        {coreMessage(view.message, t)}
      </p>
    );
  }

  if (view.kind === 'final') {
    const delivered = view.status === 'COMPLETE';
    const banner = (
      <div
        role="status"
        className={`flex items-center gap-3 rounded-2xl border-2 bg-surface p-4 ${delivered ? 'border-success' : 'border-danger'}`}
      >
        <span
          aria-hidden="true"
          className={`flex size-10 shrink-0 items-center justify-center rounded-full text-white ${delivered ? 'bg-success' : 'bg-danger'}`}
        >
          {delivered ? <CheckIcon className="size-5" /> : <CloseIcon className="size-5" strokeWidth={3} />}
        </span>
        <p className="text-base font-semibold text-ink">{coreMessage(view.message, t)}</p>
      </div>
    );
    if (!delivered || !order) return banner;
    // Delivered: every step done, then the message, not the message alone.
    const done = trackerSteps(order.serviceType);
    return (
      <section
        aria-label={t('account:trackOrder.title')}
        className="grid gap-4 rounded-2xl border border-line bg-surface p-4"
      >
        <StepList steps={done} at={done.length + 1} />
        {banner}
      </section>
    );
  }

  const steps = trackerSteps(order?.serviceType ?? 'DELIVERY');
  return (
    <section
      aria-label={t('account:trackOrder.title')}
      className="rounded-2xl border border-line bg-surface p-4"
    >
      <StepList steps={steps} at={view.step} />
      <div role="status" className="mt-4 rounded-xl bg-canvas p-3 text-center">
        <p className="text-base font-semibold text-ink">{coreMessage(view.title, t)}</p>
        <p className="text-sm text-muted">{coreMessage(view.text, t)}</p>
      </div>
    </section>
  );
}

/** The steps, those before `at` done and `at` the current one (past the last: every step done). */
function StepList({ steps, at }: { steps: ReturnType<typeof trackerSteps>; at: number }) {
  const { t } = useTranslation(['account', 'errors']);
  return (
    <ol className="flex items-start">
      {steps.map((title, index) => {
        const step = index + 1;
        const done = step < at;
        const current = step === at;
        return (
          <li
            key={title.key}
            aria-current={current ? 'step' : undefined}
            className="relative flex flex-1 flex-col items-center gap-2 text-center"
          >
            {index > 0 && (
              <span
                aria-hidden="true"
                className={`absolute top-5 end-1/2 h-1 w-full -translate-y-1/2 ${step <= at ? 'bg-brand' : 'bg-line'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 flex size-10 items-center justify-center rounded-full border-2 text-base font-bold ${
                done
                  ? 'border-brand bg-brand text-on-brand'
                  : current
                    ? 'border-brand bg-surface text-ink ring-4 ring-brand/25'
                    : 'border-line bg-surface text-muted'
              }`}
            >
              {done ? <CheckIcon className="size-5" /> : step}
            </span>
            <span className={`px-1 text-sm ${current ? 'font-bold text-ink' : 'text-muted'}`}>
              {coreMessage(title, t)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
