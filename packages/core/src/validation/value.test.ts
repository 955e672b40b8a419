import { describe, expect, it } from 'vitest';
import { isValidValue } from './value.js';

describe('isValidValue', () => {
  it("refuses empty, null, undefined and the strings 'null' and 'undefined'", () => {
    for (const value of ['', '  ', null, undefined, 'null', 'undefined', Number.NaN])
      expect(isValidValue(value)).toBe(false);
  });
  it('accepts 0, false, text and objects', () => {
    for (const value of [0, false, 'x', 'nullable', {}, []]) expect(isValidValue(value)).toBe(true);
  });
});
