import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `section` for a titled part of a page (default), `div` for a plain box. */
  as?: 'section' | 'div';
  children: ReactNode;
}

/** A bordered white box with rounded corners, for one part of a page (order details, totals...). */
export function Card({ as: Element = 'section', className = '', children, ...rest }: CardProps) {
  return (
    <Element
      data-slot="card"
      {...rest}
      className={`rounded-2xl border border-line bg-surface p-4 ${className}`.trim()}
    >
      {children}
    </Element>
  );
}
