import { describe, expect, it } from 'vitest';
import { brandThemeVariables, contrastRatio } from './theme.js';

describe('brand theme', () => {
  it('measures black on white at the maximum contrast of 21', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
  });

  it("keeps the brand's text colour when it is readable", () => {
    expect(brandThemeVariables({ color: '#2F6B3A', textColor: '#FFFFFF' })).toEqual({
      '--brand-color': '#2F6B3A',
      '--brand-text-color': '#FFFFFF',
    });
  });

  it('replaces an unreadable text colour with black or white', () => {
    expect(brandThemeVariables({ color: '#FFE066', textColor: '#FFFFFF' })['--brand-text-color']).toBe(
      '#000000',
    );
    expect(brandThemeVariables({ color: '#1A1A40', textColor: '#222222' })['--brand-text-color']).toBe(
      '#FFFFFF',
    );
  });

  it('uses the default colour for a brand colour that is not #RRGGBB, instead of throwing', () => {
    expect(brandThemeVariables({ color: 'green', textColor: '#FFFFFF' })).toEqual({
      '--brand-color': '#2F6B3A',
      '--brand-text-color': '#FFFFFF',
    });
    // A bad text colour falls back too, and is still checked for contrast on the brand's colour.
    expect(brandThemeVariables({ color: '#FFE066', textColor: '#fff' })).toEqual({
      '--brand-color': '#FFE066',
      '--brand-text-color': '#000000',
    });
  });

  it('measures contrast only between #RRGGBB colours', () => {
    expect(() => contrastRatio('red', '#FFFFFF')).toThrow(RangeError);
  });
});
