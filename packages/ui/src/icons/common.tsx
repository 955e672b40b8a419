// The icons of the bars most screens show (the location bar, search, the page header's close and
// more, the basket button, loyalty), in one module: a module is what a chunk is made of, so a page
// that draws any of them loads one small chunk rather than one for each (the store page's first
// paint). Each other icon's module holds the icons that the same screens draw.
import { Icon, MINI, type IconProps } from './icon.js';

const CHEVRON = { right: 'M9 5l7 7-7 7', left: 'm15 5-7 7 7 7' } as const;
const CHEVRON_MINI = { right: 'm8 5 5 5-5 5', down: 'm5 8 5 5 5-5' } as const;

/**
 * `direction` is where the chevron points on the screen; mirroring it in Arabic is the caller's
 * ('rtl:-scale-x-100' on the icon, or a turned wrapper). `mini` is the 20-unit drawing (shorter arms).
 */
export type ChevronIconProps = IconProps &
  ({ mini: true; direction: keyof typeof CHEVRON_MINI } | { mini?: false; direction: keyof typeof CHEVRON });

/** A chevron: open, previous / next, more. */
export function ChevronIcon({ mini, direction, ...props }: ChevronIconProps) {
  return (
    <Icon
      viewBox={mini ? MINI : '0 0 24 24'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d={mini ? CHEVRON_MINI[direction] : CHEVRON[direction]} />
    </Icon>
  );
}

/** A cross: close, clear, rejected, closed. The 20-unit cross at weight w is this one at 1.2 w. */
export function CloseIcon(props: IconProps) {
  return (
    <Icon strokeWidth={2} strokeLinecap="round" {...props}>
      <path d="m6 6 12 12M18 6 6 18" />
    </Icon>
  );
}

/** A magnifying glass (20-unit drawing). */
export function SearchIcon(props: IconProps) {
  return (
    <Icon viewBox={MINI} strokeWidth={1.8} {...props}>
      <circle cx="9" cy="9" r="5.5" />
      <path d="m13.2 13.2 3.3 3.3" strokeLinecap="round" />
    </Icon>
  );
}

/** A head and shoulders: the account. */
export function UserIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} {...props}>
      <circle cx="12" cy="8.5" r="3.8" />
      <path d="M4.5 20c1.2-3.6 4-5.4 7.5-5.4s6.3 1.8 7.5 5.4" />
    </Icon>
  );
}

/** A map pin: a delivery place or an address. `mini` is the 20-unit drawing (a rounder head). */
export function PinIcon({ mini, ...props }: IconProps & { mini?: boolean }) {
  return mini ? (
    <Icon viewBox={MINI} strokeWidth={1.7} strokeLinejoin="round" {...props}>
      <path d="M10 17.5s5.5-4.9 5.5-9.3a5.5 5.5 0 1 0-11 0c0 4.4 5.5 9.3 5.5 9.3Z" />
      <circle cx="10" cy="8.2" r="2" />
    </Icon>
  ) : (
    <Icon strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" {...props}>
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0119 9.5C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Icon>
  );
}

/** A shop front with an awning: a store to pick up from (20-unit drawing). */
export function StoreIcon(props: IconProps) {
  return (
    <Icon viewBox={MINI} strokeWidth={1.7} strokeLinejoin="round" {...props}>
      <path d="M3.5 8v8.5h13V8M2.5 4h15l-1 4H3.5l-1-4ZM8 16.5v-4.5h4v4.5" />
    </Icon>
  );
}

/** A shopping bag: the basket (20-unit drawing). */
export function BagIcon(props: IconProps) {
  return (
    <Icon viewBox={MINI} strokeWidth={1.7} strokeLinejoin="round" {...props}>
      <path d="M4 6.5h12l-1 10.5H5L4 6.5ZM7 6.5V5.5a3 3 0 0 1 6 0v1" />
    </Icon>
  );
}

/** A solid star: loyalty. `mini` is the 20-unit drawing. */
export function StarSolidIcon({ mini, className }: Pick<IconProps, 'className'> & { mini?: boolean }) {
  return (
    <Icon viewBox={mini ? MINI : '0 0 24 24'} fill="currentColor" stroke="none" className={className}>
      <path
        d={
          mini
            ? 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9L10 1.5Z'
            : 'M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z'
        }
      />
    </Icon>
  );
}
