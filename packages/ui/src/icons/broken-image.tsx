import { Icon, type IconProps } from './icon.js';

/** A picture frame struck through: a picture that did not load (48-unit drawing). */
export function BrokenImageIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 48 48" strokeWidth={2.5} {...props}>
      <rect x="6" y="8" width="36" height="32" rx="4" />
      <path d="m6 32 10-10 8 8 6-6 12 12M10 4l28 40" />
    </Icon>
  );
}
