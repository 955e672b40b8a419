/**
 * Order status: active vs final, allowed transitions, the tracker, estimated delivery, duration
 * text and happy-hour messages (spec §4 "Order status").
 *
 * Transitions (a status may only move forward; final statuses never move):
 *
 *   PENDING    → PREPARING | SCHEDULED | CANCELLED | REJECTED   (accepted now, accepted for later, or refused)
 *   SCHEDULED  → PREPARING | CANCELLED                         (a pre-order's time comes)
 *   PREPARING  → ON_THE_WAY | CANCELLED                        (on the way, or ready for pickup / dine-in)
 *   ON_THE_WAY → COMPLETE | CANCELLED
 *   COMPLETE, CANCELLED, REJECTED: final
 *
 * REJECTED is only the store refusing a new order; once accepted, stopping an order is CANCELLED.
 */
import {
  type CatalogueMessage,
  type CoreError,
  type Result,
  coreError,
  fail,
  message,
  ok,
} from './errors.js';
import type { Minutes, UnixSeconds } from './money.js';
import type { ServiceType } from './service-type.js';

export const ORDER_STATUSES = [
  'PENDING',
  'PREPARING',
  'SCHEDULED',
  'ON_THE_WAY',
  'COMPLETE',
  'CANCELLED',
  'REJECTED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Final statuses (spec §4). */
export const FINAL_STATUSES: readonly OrderStatus[] = ['COMPLETE', 'CANCELLED', 'REJECTED'];

/** Allowed next statuses (see the module note). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING: ['PREPARING', 'SCHEDULED', 'CANCELLED', 'REJECTED'],
  SCHEDULED: ['PREPARING', 'CANCELLED'],
  PREPARING: ['ON_THE_WAY', 'CANCELLED'],
  ON_THE_WAY: ['COMPLETE', 'CANCELLED'],
  COMPLETE: [],
  CANCELLED: [],
  REJECTED: [],
};

/** COMPLETE, CANCELLED and REJECTED are final. */
export function isFinalStatus(status: OrderStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** Every status that is not final is active. */
export function isActiveStatus(status: OrderStatus): boolean {
  return !isFinalStatus(status);
}

/** True when `from → to` is an allowed transition. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The status after a transition, or `invalidStatusTransition`. */
export function transitionStatus(from: OrderStatus, to: OrderStatus): Result<OrderStatus> {
  return canTransition(from, to) ? ok(to) : fail(coreError('invalidStatusTransition', { from, to }));
}

/** The tracker view (spec §4). */
export type TrackerView =
  | { readonly kind: 'notFound'; readonly message: CoreError<'orderNotFound'> }
  | {
      readonly kind: 'active';
      readonly step: 1 | 2 | 3;
      readonly title: CatalogueMessage<
        'trackerNewTitle' | 'trackerInProgressTitle' | 'trackerInRouteTitle' | 'trackerReadyTitle'
      >;
      readonly text: CatalogueMessage<
        'trackerNewText' | 'trackerInProgressText' | 'trackerInRouteText' | 'trackerReadyText'
      >;
    }
  | {
      readonly kind: 'final';
      readonly status: OrderStatus;
      readonly message: CatalogueMessage<'orderDelivered' | 'orderRejected'>;
    };

/**
 * Tracker (spec §4): PENDING step 1 (New); PREPARING or SCHEDULED step 2 (In Progress);
 * ON_THE_WAY step 3 ('In route' for delivery, else 'Ready: Your order is ready for the {service}
 * service' with the service type as the parameter, for i18n to name). Final: the delivered message
 * for COMPLETE, else 'Your order has been Rejected'. No order: 'Sorry, we couldn't find the order.'
 */
export function trackerView(
  order: { readonly orderStatus: OrderStatus; readonly serviceType: ServiceType } | null | undefined,
): TrackerView {
  if (!order) return { kind: 'notFound', message: coreError('orderNotFound') };
  switch (order.orderStatus) {
    case 'PENDING':
      return { kind: 'active', step: 1, title: message('trackerNewTitle'), text: message('trackerNewText') };
    case 'PREPARING':
    case 'SCHEDULED':
      return {
        kind: 'active',
        step: 2,
        title: message('trackerInProgressTitle'),
        text: message('trackerInProgressText'),
      };
    case 'ON_THE_WAY':
      return order.serviceType === 'DELIVERY'
        ? {
            kind: 'active',
            step: 3,
            title: message('trackerInRouteTitle'),
            text: message('trackerInRouteText'),
          }
        : {
            kind: 'active',
            step: 3,
            title: message('trackerReadyTitle'),
            text: message('trackerReadyText', { service: order.serviceType }),
          };
    case 'COMPLETE':
      return { kind: 'final', status: order.orderStatus, message: message('orderDelivered') };
    default:
      return { kind: 'final', status: order.orderStatus, message: message('orderRejected') };
  }
}

/**
 * Estimated delivery in minutes (spec §4): `deliveryTime − floor((now − from) / 60)`, only for
 * active orders (null otherwise). `from` is the order's placement, or for a pre-order the start of
 * its slot (`preOrderStartsAt`): a pickup scheduled for tomorrow 08:00 with 20 minutes stated
 * reads 20 minutes after 08:00, not 20 minutes after it was placed. May be zero or negative:
 * see {@link deliveryDuration}.
 */
export function estimatedDeliveryMinutes(
  order: {
    readonly orderStatus: OrderStatus;
    readonly deliveryTime: Minutes;
    readonly orderPlacedTime: UnixSeconds;
    readonly preOrderStartsAt?: UnixSeconds | null;
  },
  now: UnixSeconds,
): Minutes | null {
  if (!isActiveStatus(order.orderStatus)) return null;
  const from = order.preOrderStartsAt ?? order.orderPlacedTime;
  const elapsed = Math.floor((now - from) / 60);
  return (order.deliveryTime - elapsed) as Minutes;
}

/** A remaining duration as parts, or 'Delivering soon' at zero or below. */
export type DeliveryDuration =
  | { readonly kind: 'soon'; readonly message: CatalogueMessage<'deliveringSoon'> }
  | { readonly kind: 'duration'; readonly days: number; readonly hours: number; readonly minutes: number };

/** Splits minutes into days, hours and minutes; 'Delivering soon' at zero or negative (spec §4). */
export function deliveryDuration(remaining: Minutes): DeliveryDuration {
  if (remaining <= 0) return { kind: 'soon', message: message('deliveringSoon') };
  return {
    kind: 'duration',
    days: Math.floor(remaining / 1440),
    hours: Math.floor((remaining % 1440) / 60),
    minutes: remaining % 60,
  };
}

const unit = (count: number, singular: string): string => `${count} ${singular}${count === 1 ? '' : 's'}`;

/** English duration text: '1 day 2 hours 5 minutes' (zero parts left out), or 'Delivering soon'. */
export function formatDeliveryDurationEn(duration: DeliveryDuration): string {
  if (duration.kind === 'soon') return 'Delivering soon';
  const parts: string[] = [];
  if (duration.days > 0) parts.push(unit(duration.days, 'day'));
  if (duration.hours > 0) parts.push(unit(duration.hours, 'hour'));
  if (duration.minutes > 0) parts.push(unit(duration.minutes, 'minute'));
  return parts.join(' ');
}

/** How long a happy-hour expired message stays (spec §4). */
export const HAPPY_HOUR_EXPIRED_GRACE = 15 as Minutes;

/**
 * Happy-hour message (spec §4): before the end, '2 hours' when at least 120 minutes remain,
 * '1 hour' for 60 to 119, else the minutes (rounded up, so 30 s left shows 1 minute); after the
 * end, the expired message up to and including 15 minutes; null afterwards.
 */
export function happyHourMessage(
  endsAt: UnixSeconds,
  now: UnixSeconds,
): CatalogueMessage<
  'happyHourTwoHours' | 'happyHourOneHour' | 'happyHourMinutes' | 'happyHourExpired'
> | null {
  const secondsLeft = endsAt - now;
  if (secondsLeft > 0) {
    const minutesLeft = Math.ceil(secondsLeft / 60);
    if (minutesLeft >= 120) return message('happyHourTwoHours');
    if (minutesLeft >= 60) return message('happyHourOneHour');
    return message('happyHourMinutes', { minutes: minutesLeft });
  }
  return -secondsLeft <= HAPPY_HOUR_EXPIRED_GRACE * 60 ? message('happyHourExpired') : null;
}
