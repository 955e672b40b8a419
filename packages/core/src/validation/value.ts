/**
 * The "valid value" predicate (spec §5 Numbers: "A value is valid if not empty, null,
 * undefined, or strings 'null'/'undefined'").
 */

/**
 * False for null, undefined, NaN, a blank string (after trimming) and the strings 'null' and
 * 'undefined'; true for everything else, including 0 and false.
 */
export function isValidValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (typeof value === 'string') {
    const text = value.trim();
    return text !== '' && text !== 'null' && text !== 'undefined';
  }
  return true;
}
