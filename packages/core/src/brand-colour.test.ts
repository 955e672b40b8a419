import { describe, expect, it } from 'vitest';
import { brandColoursOrDefault, DEFAULT_BRAND_COLOURS, isBrandColour } from './brand-colour.js';

describe('brand colours', () => {
  it('accepts #RRGGBB in either case and nothing else', () => {
    expect(isBrandColour('#2f6B3a')).toBe(true);
    for (const bad of ['red', '#fff', '#2F6B3A80', '2F6B3A', '', ' #2F6B3A', null, 42]) {
      expect(isBrandColour(bad)).toBe(false);
    }
  });

  it('replaces only the bad colour with the default, naming it', () => {
    expect(brandColoursOrDefault({ color: '#123456', textColor: '#FFFFFF' })).toEqual({
      color: '#123456',
      textColor: '#FFFFFF',
      invalid: [],
    });
    expect(brandColoursOrDefault({ color: 'rgb(1,2,3)', textColor: '#000000' })).toEqual({
      color: DEFAULT_BRAND_COLOURS.color,
      textColor: '#000000',
      invalid: ['color'],
    });
    expect(brandColoursOrDefault({ color: '#123456', textColor: undefined }).invalid).toEqual(['textColor']);
  });
});
