import { Icon, type IconProps } from './icon.js';

/** Two overlapping sheets: copy. */
export function CopyIcon(props: IconProps) {
  return (
    <Icon strokeWidth={2} {...props}>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 012-2h8" />
    </Icon>
  );
}
