import { describe, expect, it } from 'vitest';
import { errorTextToShow } from './error-text.js';

describe('errorTextToShow', () => {
  it('shows nothing for a missing or blank text', () => {
    expect(errorTextToShow(null)).toEqual({ kind: 'none' });
    expect(errorTextToShow(undefined)).toEqual({ kind: 'none' });
    expect(errorTextToShow('  ')).toEqual({ kind: 'none' });
  });

  it("falls back to the generic text when the message contains 'null' or 'undefined'", () => {
    expect(errorTextToShow('Cannot read properties of undefined')).toEqual({ kind: 'generic' });
    expect(errorTextToShow('null')).toEqual({ kind: 'generic' });
    expect(errorTextToShow('Minimum order is AED null')).toEqual({ kind: 'generic' });
  });

  it('keeps an ordinary message, including words that merely contain null', () => {
    expect(errorTextToShow('Please choose an address.')).toEqual({
      kind: 'text',
      text: 'Please choose an address.',
    });
    expect(errorTextToShow('Annulled by the store')).toEqual({ kind: 'text', text: 'Annulled by the store' });
  });
});
