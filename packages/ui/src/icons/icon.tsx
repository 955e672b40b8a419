import type { SVGProps } from 'react';

/** What an icon takes from the screen that draws it. */
export interface IconProps {
  /**
   * Size and colour, e.g. 'size-5 text-brand' (icons draw in the text colour). A pointing icon
   * that turns round in Arabic gets its mirroring here too, e.g. 'size-4 rtl:-scale-x-100'.
   */
  className?: string;
  /** Line weight in the drawing's units; each icon has its own default. */
  strokeWidth?: number;
}

/** The 20-unit grid of the `mini` drawings (the default grid is 24 units). */
export const MINI = '0 0 20 20';

/**
 * The <svg> every icon renders: hidden from screen readers (aria-hidden), on the 24-unit grid,
 * outlined in the text colour with no fill unless the icon says otherwise, sized by its className.
 * A picture that means something on its own passes aria-hidden={undefined}, role and aria-label.
 */
export function Icon(props: SVGProps<SVGSVGElement>) {
  return <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" {...props} />;
}
