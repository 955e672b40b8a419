// Add and take away: the quantity stepper, a map's zoom.
import { Icon, MINI, type IconProps } from './icon.js';

/** A plus: one more, zoom in. */
export function PlusIcon({ mini, ...props }: IconProps & { mini?: boolean }) {
  return (
    <Icon viewBox={mini ? MINI : '0 0 24 24'} strokeWidth={mini ? 2.2 : 2.5} strokeLinecap="round" {...props}>
      <path d={mini ? 'M10 4v12M4 10h12' : 'M5 12h14M12 5v14'} />
    </Icon>
  );
}

/** A minus: one less, zoom out. */
export function MinusIcon({ mini, ...props }: IconProps & { mini?: boolean }) {
  return (
    <Icon viewBox={mini ? MINI : '0 0 24 24'} strokeWidth={mini ? 2.2 : 2.5} strokeLinecap="round" {...props}>
      <path d={mini ? 'M4 10h12' : 'M5 12h14'} />
    </Icon>
  );
}
