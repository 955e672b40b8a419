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

  it('refuses a colour that is not #RRGGBB', () => {
    expect(() => contrastRatio('red', '#FFFFFF')).toThrow(RangeError);
  });
});
