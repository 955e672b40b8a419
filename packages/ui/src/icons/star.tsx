import { Icon, type IconProps } from './icon.js';

/** An outlined star with rounded points, filled in when `filled`: a rating. */
export function StarIcon({ filled, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon fill={filled ? 'currentColor' : 'none'} strokeWidth={1.6} strokeLinejoin="round" {...props}>
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.1l-5.7 3.2 1.2-6.4L2.8 9.5l6.4-.8z" />
    </Icon>
  );
}
