import { Icon, type IconProps } from './icon.js';

/** A magnifying glass with a cross in it, on a tinted disc: nothing found (120-unit drawing). */
export function SearchXIcon({ className }: Pick<IconProps, 'className'>) {
  return (
    <Icon viewBox="0 0 120 120" strokeLinecap="round" className={className}>
      <circle cx="60" cy="60" r="56" fill="currentColor" stroke="none" opacity="0.12" />
      <circle cx="54" cy="54" r="22" strokeWidth="7" />
      <path d="M70 70l20 20" strokeWidth="8" />
      <path d="M47 47l14 14M61 47L47 61" strokeWidth="5" />
    </Icon>
  );
}
