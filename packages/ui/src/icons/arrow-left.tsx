import { Icon, type IconProps } from './icon.js';

/** An arrow pointing left: back (the caller mirrors it in Arabic with 'rtl:-scale-x-100'). */
export function ArrowLeftIcon(props: IconProps) {
  return (
    <Icon strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...props}>
      <path d="M19 12H5m0 0 6-6m-6 6 6 6" />
    </Icon>
  );
}
