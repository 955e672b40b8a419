// The checkout's payment methods (paying later is the clock of ./clock.tsx).
import { Icon, type IconProps } from './icon.js';

/** A bank card with its stripe and the number at the start: pay by card. */
export function CardIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} strokeLinecap="round" {...props}>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 10h19M6 15h4" />
    </Icon>
  );
}

/** A bank card with its stripe and a mark at the end: pay on the payment gateway's page. */
export function GatewayCardIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} strokeLinecap="round" {...props}>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 10h19M15 15h3" />
    </Icon>
  );
}

/** A banknote: cash. */
export function CashIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} strokeLinecap="round" {...props}>
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
    </Icon>
  );
}

/** A card terminal with its keys: pay by card machine. */
export function CardMachineIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} strokeLinecap="round" {...props}>
      <rect x="6" y="2.5" width="12" height="19" rx="2" />
      <path d="M9 7h6M9 12h1M14 12h1M9 16h1M14 16h1" />
    </Icon>
  );
}
