import { describe, expect, it } from 'vitest';
import { formatCardNumber, parseExpiry } from './card-form.js';

describe('card form input', () => {
  it('groups the card number in fours and drops anything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0027 6000x3184')).toBe('4000 0027 6000 3184');
    expect(formatCardNumber('1'.repeat(25)).replace(/\s/g, '')).toHaveLength(19);
  });

  it('reads MM/YY as month and four-digit year', () => {
    expect(parseExpiry('12/30')).toEqual({ expMonth: '12', expYear: '2030' });
    expect(parseExpiry('1')).toEqual({ expMonth: '1', expYear: '' });
  });
});
