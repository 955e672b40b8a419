import { Icon, MINI, type IconProps } from './icon.js';

/** A bin: remove, delete. `mini` is the 20-unit drawing (no slats, rounded corners). */
export function TrashIcon({ mini, ...props }: IconProps & { mini?: boolean }) {
  return mini ? (
    <Icon viewBox={MINI} strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" {...props}>
      <path d="M4 6h12M8 6V4.5h4V6M6 6l.7 9.5h6.6L14 6" />
    </Icon>
  ) : (
    <Icon strokeWidth={2} strokeLinecap="round" {...props}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </Icon>
  );
}
