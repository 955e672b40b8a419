import { describe, expect, it } from 'vitest';
import { SLIDER_MAX_HEIGHT, arrowStep, clampIndex, sliderHeight } from './image-slider.js';

describe('sliderHeight', () => {
  it('equals the screen width on phones', () => {
    expect(sliderHeight(375)).toBe(375);
  });
  it('still equals the width just below 460 px', () => {
    expect(sliderHeight(459)).toBe(459);
  });
  it('is capped at 458 px from exactly 460 px wide', () => {
    expect(sliderHeight(460)).toBe(458);
    expect(SLIDER_MAX_HEIGHT).toBe(458);
  });
  it('stays 458 px on desktop widths', () => {
    expect(sliderHeight(1440)).toBe(458);
  });
  it('is 0 for an unknown or empty width', () => {
    expect(sliderHeight(0)).toBe(0);
    expect(sliderHeight(Number.NaN)).toBe(0);
  });
});

describe('clampIndex', () => {
  it('stops at both ends', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(3, 3)).toBe(2);
    expect(clampIndex(1, 3)).toBe(1);
  });
  it('is 0 without images', () => {
    expect(clampIndex(2, 0)).toBe(0);
  });
});

describe('arrowStep', () => {
  it('moves forward with ArrowRight in English', () => {
    expect(arrowStep('ArrowRight', 'ltr')).toBe(1);
    expect(arrowStep('ArrowLeft', 'ltr')).toBe(-1);
  });
  it('is mirrored in Arabic', () => {
    expect(arrowStep('ArrowLeft', 'rtl')).toBe(1);
    expect(arrowStep('ArrowRight', 'rtl')).toBe(-1);
  });
  it('ignores other keys', () => {
    expect(arrowStep('Enter', 'ltr')).toBe(0);
  });
});
