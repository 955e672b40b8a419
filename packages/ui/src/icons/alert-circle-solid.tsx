import { Icon, type IconProps } from './icon.js';

/** A solid disc with an exclamation mark cut out: an error beside its text. */
export function AlertCircleSolidIcon({ className }: Pick<IconProps, 'className'>) {
  return (
    <Icon fill="currentColor" stroke="none" className={className}>
      <path d="M12 2a10 10 0 100 20 10 10 0 000-20zm-1 5h2v7h-2zm0 9h2v2h-2z" />
    </Icon>
  );
}
