import { Icon, MINI, type IconProps } from './icon.js';

/** A tick: done, chosen, copied. `mini` is the 20-unit drawing (a flatter tick). */
export function CheckIcon({ mini, ...props }: IconProps & { mini?: boolean }) {
  return (
    <Icon
      viewBox={mini ? MINI : '0 0 24 24'}
      strokeWidth={mini ? 2.2 : 3}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d={mini ? 'm4.5 10.5 3.5 3.5 7.5-8' : 'M5 12.5l4.5 4.5L19 7.5'} />
    </Icon>
  );
}
