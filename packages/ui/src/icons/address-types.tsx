// The types of a saved address (an 'Other' address is the pin of ./common.tsx).
import { Icon, type IconProps } from './icon.js';

/** A house: a home address. */
export function HomeIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" {...props}>
      <path d="M3 11l9-7 9 7v9a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1z" />
    </Icon>
  );
}

/** An office building with rows of windows: an office address. */
export function BuildingIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" {...props}>
      <rect x="4" y="3" width="16" height="18" rx="1" />
      <path d="M8 7h2M14 7h2M8 11h2M14 11h2M8 15h2M14 15h2" />
    </Icon>
  );
}
