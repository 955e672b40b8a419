import { randomInt } from 'node:crypto';

/** Crockford-style alphabet without look-alikes (no I, L, O, U). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A customer-facing order number: the brand's initials and 8 random characters (40 bits), so
 * numbers cannot be guessed in sequence, e.g. `ZH-7K3Q9PXA`.
 */
export function newOrderNumber(brandName: string): string {
  const initials =
    brandName
      .split(/[^A-Za-z]+/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase())
      .join('')
      .slice(0, 3) || 'OR';
  let random = '';
  for (let index = 0; index < 8; index += 1) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${initials}-${random}`;
}
