/**
 * A brand's colours are `#RRGGBB` (the API describes them so). The product's own green on white
 * stands in wherever a stored colour is anything else, so one bad value never blanks a brand.
 */
export const BRAND_COLOUR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** The default brand colours (the kit's `--color-brand` / `--color-on-brand` fallbacks). */
export const DEFAULT_BRAND_COLOURS = { color: '#2F6B3A', textColor: '#FFFFFF' } as const;

/** Whether `value` is a `#RRGGBB` colour. */
export function isBrandColour(value: unknown): value is string {
  return typeof value === 'string' && BRAND_COLOUR_PATTERN.test(value);
}

/**
 * The brand's colours with each one that is not `#RRGGBB` replaced by the default, and the names
 * of those replaced (empty when both are valid), for the writer to refuse or the reader to log.
 */
export function brandColoursOrDefault(colours: { color: unknown; textColor: unknown }): {
  color: string;
  textColor: string;
  invalid: ('color' | 'textColor')[];
} {
  const invalid = (['color', 'textColor'] as const).filter((name) => !isBrandColour(colours[name]));
  return {
    color: isBrandColour(colours.color) ? colours.color : DEFAULT_BRAND_COLOURS.color,
    textColor: isBrandColour(colours.textColor) ? colours.textColor : DEFAULT_BRAND_COLOURS.textColor,
    invalid,
  };
}
