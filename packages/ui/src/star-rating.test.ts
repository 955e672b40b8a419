import { describe, expect, it } from 'vitest';
import { ratingAfterKey, ratingLabel } from './star-rating.js';

describe('ratingLabel', () => {
  it('names 1 Bad, 2 to 4 Average and 5 Excellent out of 5', () => {
    expect([1, 2, 3, 4, 5].map((value) => ratingLabel(value, 5))).toEqual([
      'bad',
      'average',
      'average',
      'average',
      'excellent',
    ]);
  });

  it('calls the top star Excellent when there are fewer stars', () => {
    expect(ratingLabel(3, 3)).toBe('excellent');
  });
});

describe('ratingAfterKey', () => {
  it('moves right to the next star in English and to the previous one in Arabic', () => {
    expect(ratingAfterKey('ArrowRight', 3, 5, 'ltr')).toBe(4);
    expect(ratingAfterKey('ArrowRight', 3, 5, 'rtl')).toBe(2);
    expect(ratingAfterKey('ArrowLeft', 3, 5, 'rtl')).toBe(4);
  });

  it('wraps around at both ends', () => {
    expect(ratingAfterKey('ArrowUp', 5, 5, 'ltr')).toBe(1);
    expect(ratingAfterKey('ArrowDown', 1, 5, 'ltr')).toBe(5);
  });

  it('starts from the first star when nothing is rated', () => {
    expect(ratingAfterKey('ArrowRight', null, 5, 'ltr')).toBe(1);
  });

  it('jumps with Home and End and ignores other keys', () => {
    expect(ratingAfterKey('Home', 4, 5, 'ltr')).toBe(1);
    expect(ratingAfterKey('End', 2, 5, 'rtl')).toBe(5);
    expect(ratingAfterKey('Enter', 2, 5, 'ltr')).toBeNull();
  });
});
