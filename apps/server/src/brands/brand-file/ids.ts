import { createHash } from 'node:crypto';

/**
 * A brand file names its entries by its own keys ('shakshuka', 'jumeirah'); the API's ids are 24
 * hex characters. A key that already is one (an exported file's) is kept; any other becomes the
 * first 24 hex characters of a digest of the brand, the kind and the key, so importing the same
 * file again finds the same rows, and two brands' 'jumeirah' stores never collide.
 */
const OBJECT_ID = /^[0-9a-f]{24}$/;

export type IdKind = 'store' | 'category' | 'item' | 'group' | 'option' | 'area' | 'mappedArea' | 'discount';

export function brandIdOf(key: string): string {
  return OBJECT_ID.test(key) ? key : digest(`brand/${key}`);
}

export function idOf(brandId: string, kind: IdKind, key: string): string {
  return OBJECT_ID.test(key) ? key : digest(`${brandId}/${kind}/${key}`);
}

/** Countries, cities and areas are places, not the brand's: 'dubai' is one city whoever delivers there. */
export function placeIdOf(kind: 'country' | 'city' | 'area', key: string): string {
  return OBJECT_ID.test(key) ? key : digest(`place/${kind}/${key}`);
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 24);
}
