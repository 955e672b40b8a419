import { Icon, type IconProps } from './icon.js';

/** A price tag: discount codes. */
export function TagIcon(props: IconProps) {
  return (
    <Icon strokeWidth={2} {...props}>
      <path d="M3 12V5a2 2 0 012-2h7l9 9-9 9-9-9z" strokeLinejoin="round" />
      <circle cx="8" cy="8" r="1.5" fill="currentColor" />
    </Icon>
  );
}
