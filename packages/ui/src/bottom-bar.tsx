import type { HTMLAttributes, ReactNode } from 'react';

export interface BottomBarProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * 'panel' (default): a white bar with a soft shadow above it, for the page's main action;
   * 'floating': no background, the action (e.g. View Basket) floats over the page.
   */
  variant?: 'panel' | 'floating';
  children: ReactNode;
}

const VARIANTS = {
  panel: 'bg-surface shadow-[0_-4px_12px_rgba(0,0,0,0.08)]',
  floating: '',
} as const;

/**
 * The action bar fixed to the bottom of the page column (store page, basket, checkout, item
 * page): panel width, above the page content. Pages leave room for it with
 * `PageFrame bottomSpace="bar"`.
 */
export function BottomBar({ variant = 'panel', className = '', children, ...rest }: BottomBarProps) {
  return (
    <div
      data-slot="bottom-bar"
      {...rest}
      className={`fixed inset-x-0 bottom-0 z-20 mx-auto max-w-panel p-4 ${VARIANTS[variant]} ${className}`.trim()}
    >
      {children}
    </div>
  );
}
