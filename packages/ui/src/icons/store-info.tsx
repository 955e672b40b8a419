// The store header's chat link and time estimate.
import { Icon, MINI, type IconProps } from './icon.js';

/** A speech bubble with two lines of text: chat. */
export function ChatIcon(props: IconProps) {
  return (
    <Icon viewBox={MINI} strokeWidth={1.7} {...props}>
      <path d="M10 3a7 7 0 0 0-6.1 10.4L3 17l3.7-.9A7 7 0 1 0 10 3Z" strokeLinejoin="round" />
      <path d="M7.5 8.5h5M7.5 11.5h3" strokeLinecap="round" />
    </Icon>
  );
}

/** A stopwatch: how long preparation or delivery takes. */
export function StopwatchIcon(props: IconProps) {
  return (
    <Icon viewBox={MINI} strokeWidth={1.7} strokeLinecap="round" {...props}>
      <circle cx="10" cy="11" r="6.5" />
      <path d="M10 8v3.2l2 1.3M8 2.5h4" />
    </Icon>
  );
}
