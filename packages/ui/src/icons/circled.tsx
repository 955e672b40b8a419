// A mark in a ring, for messages (`strokeWidth` is the mark's; the ring is 1.8).
import { Icon, MINI, type IconProps } from './icon.js';

/** A tick in a ring: success. */
export function CheckCircleIcon(props: IconProps) {
  return (
    <Icon strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
      <circle cx="12" cy="12" r="10" strokeWidth="1.8" />
    </Icon>
  );
}

/** An exclamation mark in a ring: an error or a warning. `mini` is the 20-unit drawing (a smaller ring). */
export function AlertCircleIcon({ mini, ...props }: IconProps & { mini?: boolean }) {
  return mini ? (
    <Icon viewBox={MINI} strokeWidth={2} strokeLinecap="round" {...props}>
      <circle cx="10" cy="10" r="8" strokeWidth="1.8" />
      <path d="M10 5.8v5M10 13.6v.4" />
    </Icon>
  ) : (
    <Icon strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" {...props}>
      <path d="M12 7v6M12 17h.01" />
      <circle cx="12" cy="12" r="10" strokeWidth="1.8" />
    </Icon>
  );
}

/** An 'i' in a ring: information. */
export function InfoCircleIcon(props: IconProps) {
  return (
    <Icon strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" {...props}>
      <path d="M12 11v6M12 7h.01" />
      <circle cx="12" cy="12" r="10" strokeWidth="1.8" />
    </Icon>
  );
}
