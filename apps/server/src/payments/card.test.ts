import { describe, expect, it } from 'vitest';
import { refusalOf } from '../testing/refusal.js';
import { checkCard, detectBrand, passesLuhn, SANDBOX_TEST_CARDS } from './card.js';
import { PaymentError } from './payment-error.js';

const now = new Date('2026-03-15T10:00:00Z');
const valid = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

const refusal = refusalOf(PaymentError);

describe('passesLuhn', () => {
  it('accepts the public test numbers and rejects a changed digit', () => {
    for (const number of Object.values(SANDBOX_TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242x42424242424')).toBe(false);
  });
});

describe('detectBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3566002020360505', 'jcb'],
    ['9999999999999995', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });
});

describe('checkCard', () => {
  it('keeps brand, last four, expiry and behaviour only', () => {
    const card = checkCard(valid, now);
    expect(card).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, behaviour: 'approve' });
    expect(JSON.stringify(card)).not.toContain('4242424242424242');
  });

  it('decides the behaviour from the test numbers', () => {
    expect(checkCard({ ...valid, number: '4000 0027 6000 3184' }, now).behaviour).toBe('challenge');
    expect(checkCard({ ...valid, number: '4000-0000-0000-0002' }, now).behaviour).toBe('decline');
    expect(checkCard({ ...valid, number: '5555555555554444' }, now).behaviour).toBe('approve');
  });

  it('refuses a Luhn-invalid or too short number', () => {
    expect(refusal(() => checkCard({ ...valid, number: '4242424242424241' }, now))).toMatchObject({
      code: 'pleaseEnterValidCardDetails',
      detail: 'number',
    });
    expect(refusal(() => checkCard({ ...valid, number: '42' }, now)).detail).toBe('number');
  });

  it('accepts a card through the last day of its expiry month, refuses the month after', () => {
    expect(checkCard({ ...valid, expMonth: 3, expYear: 26 }, now).expYear).toBe(2026);
    expect(refusal(() => checkCard({ ...valid, expMonth: 2, expYear: 2026 }, now)).detail).toBe('expiry');
    expect(refusal(() => checkCard({ ...valid, expMonth: 13, expYear: 2030 }, now)).detail).toBe('expiry');
    expect(refusal(() => checkCard({ ...valid, expMonth: '1a', expYear: 2030 }, now)).detail).toBe('expiry');
  });

  it('needs 3 digits of security code, 4 for amex', () => {
    expect(refusal(() => checkCard({ ...valid, cvc: '12' }, now)).detail).toBe('cvc');
    expect(refusal(() => checkCard({ ...valid, number: '378282246310005', cvc: '123' }, now)).detail).toBe(
      'cvc',
    );
    expect(checkCard({ ...valid, number: '378282246310005', cvc: '1234' }, now).brand).toBe('amex');
  });

  it('the refusal carries the spec key and text', () => {
    const error = refusal(() => checkCard({ ...valid, cvc: '' }, now));
    expect(error.code).toBe('pleaseEnterValidCardDetails');
    expect(error.message).toBe('Please enter valid card details');
    expect(error.statusCode).toBe(400);
  });
});
