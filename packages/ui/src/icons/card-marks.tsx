// The card networks' marks, in their own colours and named for screen readers (48 x 32 units).
import { Icon, type IconProps } from './icon.js';

/** The Visa mark, labelled 'Visa'. */
export function VisaIcon({ className }: Pick<IconProps, 'className'>) {
  return (
    <Icon
      aria-hidden={undefined}
      role="img"
      aria-label="Visa"
      viewBox="0 0 48 32"
      stroke="none"
      className={className}
    >
      <rect width="48" height="32" rx="4" fill="#1A1F71" />
      <text
        x="24"
        y="21"
        textAnchor="middle"
        fill="#FFFFFF"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="13"
        fontStyle="italic"
        fontWeight="700"
        aria-hidden="true"
      >
        VISA
      </text>
    </Icon>
  );
}

/** The Mastercard mark, labelled 'Mastercard'. */
export function MastercardIcon({ className }: Pick<IconProps, 'className'>) {
  return (
    <Icon
      aria-hidden={undefined}
      role="img"
      aria-label="Mastercard"
      viewBox="0 0 48 32"
      stroke="none"
      className={className}
    >
      <rect width="48" height="32" rx="4" fill="#111827" />
      <circle cx="19" cy="16" r="9" fill="#EB001B" />
      <circle cx="29" cy="16" r="9" fill="#F79E1B" />
      <path d="M24 8.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15Z" fill="#FF5F00" />
    </Icon>
  );
}
