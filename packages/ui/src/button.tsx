import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Spans the full width of its container (bottom bars, sheets). */
  block?: boolean;
  /** Shows a spinner and blocks clicks; the label stays for screen readers. */
  loading?: boolean;
  children: ReactNode;
}

const VARIANTS = {
  primary: 'bg-brand text-on-brand hover:brightness-95',
  secondary: 'border border-brand bg-surface text-ink hover:bg-canvas',
  ghost: 'bg-transparent text-ink hover:bg-canvas',
  danger: 'bg-danger text-white hover:brightness-95',
} as const;

/** The kit's button: at least 44 px tall, brand-coloured, with a loading state. */
export function Button({
  variant = 'primary',
  block = false,
  loading = false,
  disabled,
  className = '',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2 text-base font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${block ? 'w-full' : ''} ${className}`}
    >
      {loading && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  );
}
