import { describe, expect, it } from 'vitest';
import {
  CATEGORY_SCROLL_OFFSET,
  SCROLL_SPY_OPTIONS,
  activeSection,
  categoryScrollTop,
  categorySectionId,
  updateVisible,
} from './use-scroll-spy.js';

describe('scroll spy settings', () => {
  it('observes with threshold 0.2 and margin -140px top, -60% bottom (spec §4)', () => {
    expect(SCROLL_SPY_OPTIONS).toEqual({ threshold: 0.2, rootMargin: '-140px 0px -60% 0px' });
  });
  it('jumps with a 120 px offset (spec §9)', () => {
    expect(CATEGORY_SCROLL_OFFSET).toBe(120);
  });
  it('names sections after the category id', () => {
    expect(categorySectionId('grills')).toBe('category-grills');
  });
});

describe('categoryScrollTop', () => {
  it('puts the section 120 px below the top of the window', () => {
    expect(categoryScrollTop(500, 1000)).toBe(1380);
  });
  it('works for a section above the viewport', () => {
    expect(categoryScrollTop(-300, 1000)).toBe(580);
  });
  it('never scrolls above the page top', () => {
    expect(categoryScrollTop(50, 0)).toBe(0);
  });
  it('takes another offset', () => {
    expect(categoryScrollTop(200, 0, 0)).toBe(200);
  });
});

describe('activeSection', () => {
  const order = ['breakfast', 'manakish', 'grills'];
  it('marks the first visible section in page order', () => {
    expect(activeSection(order, new Set(['grills', 'manakish']), 'breakfast')).toBe('manakish');
  });
  it('keeps the current section while none is in the band', () => {
    expect(activeSection(order, new Set(), 'manakish')).toBe('manakish');
  });
  it('ignores ids that are not categories', () => {
    expect(activeSection(order, new Set(['footer']), null)).toBeNull();
  });
});

describe('updateVisible', () => {
  it('adds entering and removes leaving sections without changing the input', () => {
    const before: ReadonlySet<string> = new Set(['breakfast']);
    const after = updateVisible(before, [
      { id: 'breakfast', isIntersecting: false },
      { id: 'manakish', isIntersecting: true },
    ]);
    expect([...after]).toEqual(['manakish']);
    expect([...before]).toEqual(['breakfast']);
  });
});
