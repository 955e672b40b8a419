import type { HTMLAttributes, ReactNode } from 'react';

export interface PageFrameProps extends HTMLAttributes<HTMLDivElement> {
  /** Page background: white (default) or the grey canvas that sets cards apart. */
  tone?: 'surface' | 'canvas';
  /**
   * Room kept free at the bottom: 'bar' for a page with a fixed BottomBar (one button),
   * 'tallBar' for a bar with two rows, 'end' for a little air after the last section.
   */
  bottomSpace?: 'none' | 'end' | 'bar' | 'tallBar';
  children: ReactNode;
}

const TONES = { surface: 'bg-surface', canvas: 'bg-canvas' } as const;
const SPACES = { none: '', end: 'pb-10', bar: 'pb-28', tallBar: 'pb-32' } as const;

/** The page column every screen sits in: full height, panel width, centred on wide screens. */
export function PageFrame({
  tone = 'surface',
  bottomSpace = 'none',
  className = '',
  children,
  ...rest
}: PageFrameProps) {
  return (
    <div
      data-slot="page"
      {...rest}
      className={`mx-auto min-h-dvh max-w-panel ${TONES[tone]} ${SPACES[bottomSpace]} ${className}`.trim()}
    >
      {children}
    </div>
  );
}
