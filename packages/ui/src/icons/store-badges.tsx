// The store picker's badges (a closed store is the cross of ./common.tsx).
import { Icon, MINI, type IconProps } from './icon.js';

/** A lightning bolt: quick orders. */
export function BoltIcon(props: IconProps) {
  return (
    <Icon viewBox={MINI} strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" {...props}>
      <path d="M11 2 4 11h5l-1 7 7-9h-5l1-7Z" />
    </Icon>
  );
}

/** A calendar page: pre-orders. */
export function CalendarIcon(props: IconProps) {
  return (
    <Icon viewBox={MINI} strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" {...props}>
      <path d="M4 5h12v11H4zM4 8.5h12M7.5 3v3M12.5 3v3" />
    </Icon>
  );
}
