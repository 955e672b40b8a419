import { brandColoursOrDefault } from '@storefront/core';

export interface BrandColors {
  color: string;
  textColor: string;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#RRGGBB` colour. */
export function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new RangeError(`Not a #RRGGBB colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => channel(Number.parseInt(part, 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The brand's colours as CSS custom properties. A colour that is not `#RRGGBB` is replaced by the
 * default one (never thrown on: a bad setting must not blank the brand's pages). When the brand's
 * text colour is not readable on its colour (below WCAG AA 4.5:1), black or white is used instead,
 * whichever reads better.
 */
export function brandThemeVariables(colors: BrandColors): Record<string, string> {
  const { color, textColor } = brandColoursOrDefault(colors);
  const readable =
    contrastRatio(color, textColor) >= 4.5
      ? textColor
      : contrastRatio(color, '#000000') >= contrastRatio(color, '#FFFFFF')
        ? '#000000'
        : '#FFFFFF';
  return { '--brand-color': color, '--brand-text-color': readable };
}
