import { Icon, MINI, type IconProps } from './icon.js';

/** A clock face: a time, pay later. `mini` is the 20-unit drawing (a smaller face). */
export function ClockIcon({ mini, ...props }: IconProps & { mini?: boolean }) {
  return mini ? (
    <Icon viewBox={MINI} strokeWidth={1.7} strokeLinecap="round" {...props}>
      <circle cx="10" cy="10" r="7" />
      <path d="M10 6v4l2.5 2" />
    </Icon>
  ) : (
    <Icon strokeWidth={1.8} strokeLinecap="round" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}
