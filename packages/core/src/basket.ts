/**
 * Basket lines and their totals (spec §3 "Basket line", §4 "Item and basket", §9 "Ordered-item total").
 *
 * Line total decision. The spec says "Ordered-item total: price*quantity plus chosen option
 * prices". Read literally, options would be charged once per line whatever the quantity; a
 * customer who orders 2 burgers each with extra cheese expects to pay for cheese twice. Core
 * therefore prices each unit with its options:
 *
 *   unitPrice = price + Σ option.price × option.quantity
 *   lineTotal = unitPrice × quantity
 *
 * Worked example: burger 25.00 AED, extra cheese 3.00 AED × 1, fries 5.00 AED × 2, quantity 2:
 * unit = 25.00 + 3.00 + 10.00 = 38.00 AED; line = 38.00 × 2 = 76.00 AED (the literal reading would
 * give 25.00 × 2 + 13.00 = 63.00 AED).
 */
import { type Fils, fils, multiplyFils, sumFils } from './money.js';

/** A chosen modifier inside a basket line (spec §3 "Option line"). */
export interface OptionLine {
  readonly _id: string;
  /** How many of this option per unit of the item (1 unless the modifier has a stepper). */
  readonly quantity: number;
  readonly price: Fils;
  readonly optionId?: string;
  readonly optionName?: string;
  readonly name?: string;
  readonly sku?: string;
}

/** The chosen options of one modifier group (spec §3 basket line `sections`). */
export interface BasketSection {
  /** The modifier group's `_id`. */
  readonly _id: string;
  readonly sectionName?: string;
  readonly options: readonly OptionLine[];
  readonly isSingleSelection?: boolean;
}

/** A basket line (spec §3). Money is in fils; the API layer converts from AED. */
export interface BasketLine {
  readonly itemId: string;
  readonly quantity: number;
  /** Unit price of the item without options. */
  readonly price: Fils;
  readonly sections: readonly BasketSection[];
  readonly categoryId?: string;
  readonly sku?: string;
  readonly brandId?: string;
  readonly baseLanguage?: { readonly title?: string };
}

/** Minimum quantity of a basket line (spec §4: "Item quantity minimum 1"). */
export const MIN_ITEM_QUANTITY = 1;

/** `option.price × option.quantity`. */
export function optionLineTotal(option: OptionLine): Fils {
  return multiplyFils(option.price, option.quantity);
}

/** Σ option totals of one unit: `Σ option.price × option.quantity` over all sections. */
export function lineOptionsTotal(line: Pick<BasketLine, 'sections'>): Fils {
  let total = 0;
  for (const section of line.sections) for (const option of section.options) total += optionLineTotal(option);
  return fils(total);
}

/** Price of one unit with its options: `price + Σ option.price × option.quantity`. */
export function unitPrice(line: Pick<BasketLine, 'price' | 'sections'>): Fils {
  return fils(line.price + lineOptionsTotal(line));
}

/**
 * Line total: `(price + Σ option.price × option.quantity) × quantity` (see the module note for
 * why options are charged per unit). Spec §9 "Ordered-item total".
 */
export function lineTotal(line: Pick<BasketLine, 'price' | 'sections' | 'quantity'>): Fils {
  return multiplyFils(unitPrice(line), line.quantity);
}

/**
 * Items subtotal of the basket before any discount: `Σ lineTotal`. This is the spec's
 * `cartTotal` (used for the minimum order, the discount's `minOrderValue`, loyalty's
 * redeemable percentage and tip presets) and also its `originalPrice` (shown struck through
 * when a discount applies).
 */
export function cartTotal(lines: readonly BasketLine[]): Fils {
  return sumFils(lines.map(lineTotal));
}

/** Number of units in the basket (Σ quantity), e.g. for a basket badge. */
export function itemCount(lines: readonly BasketLine[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

/** Appends a line (returns a new array). Quantities below 1 are raised to 1. */
export function addLine(lines: readonly BasketLine[], line: BasketLine): readonly BasketLine[] {
  return [...lines, { ...line, quantity: Math.max(MIN_ITEM_QUANTITY, Math.floor(line.quantity)) }];
}

/**
 * Sets a line's quantity (returns a new array). A quantity below 1 removes the line, as the
 * basket's decrease at 1 does (spec §4 "Decreasing quantity 1 removes the line in the basket").
 */
export function setLineQuantity(
  lines: readonly BasketLine[],
  index: number,
  quantity: number,
): readonly BasketLine[] {
  if (index < 0 || index >= lines.length) return lines;
  if (quantity < MIN_ITEM_QUANTITY) return removeLine(lines, index);
  return lines.map((line, i) => (i === index ? { ...line, quantity: Math.floor(quantity) } : line));
}

/** Removes the line at `index` (returns a new array). */
export function removeLine(lines: readonly BasketLine[], index: number): readonly BasketLine[] {
  return lines.filter((_, i) => i !== index);
}

/**
 * Clamps the item-detail quantity stepper to at least 1 (spec §5 Modifiers "not below 1").
 */
export function clampItemQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(MIN_ITEM_QUANTITY, Math.floor(quantity)) : MIN_ITEM_QUANTITY;
}
