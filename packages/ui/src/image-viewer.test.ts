import { describe, expect, it } from 'vitest';
import { loopIndex } from './image-viewer.js';

describe('loopIndex', () => {
  it('moves to the next and previous picture', () => {
    expect(loopIndex(1, 1, 3)).toBe(2);
    expect(loopIndex(1, -1, 3)).toBe(0);
  });
  it('loops from the last picture to the first', () => {
    expect(loopIndex(2, 1, 3)).toBe(0);
  });
  it('loops from the first picture to the last', () => {
    expect(loopIndex(0, -1, 3)).toBe(2);
  });
  it('brings an out-of-range start index into the list', () => {
    expect(loopIndex(7, 0, 3)).toBe(1);
  });
  it('is 0 for an empty list', () => {
    expect(loopIndex(0, 1, 0)).toBe(0);
  });
});
