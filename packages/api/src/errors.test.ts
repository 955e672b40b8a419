import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_KEY, DEFAULT_ERROR_MESSAGE, resolveError, resolveErrorMessage } from './errors.js';

describe('resolveErrorMessage follows the order of spec section 8', () => {
  it.each([
    ['a plain string', 'Store is closed', 'Store is closed'],
    ['a data string', { data: 'Invalid cart Id', message: 'ignored' }, 'Invalid cart Id'],
    ['a message', { message: 'Brand not found' }, 'Brand not found'],
    ['response data', { response: { data: 'Gateway down' } }, 'Gateway down'],
    ['the response message', { response: { data: { message: 'Order not found' } } }, 'Order not found'],
    [
      'an error message',
      { error: { message: 'Payment failed or cancelled' } },
      'Payment failed or cancelled',
    ],
    [
      'error.data.message',
      { error: { data: { message: 'Invalid Payment Intent' } } },
      'Invalid Payment Intent',
    ],
  ])('uses %s', (_, input, expected) => {
    expect(resolveErrorMessage(input)).toBe(expected);
  });

  it.each([[undefined], [null], [''], ['   '], [{}], [{ message: '' }], [42]])(
    'falls back to the default text for %j',
    (input) => {
      expect(resolveErrorMessage(input)).toBe(DEFAULT_ERROR_MESSAGE);
    },
  );
});

describe('resolveError exposes the key of an error answer', () => {
  it('gives the message with messageKey and messageParams', () => {
    expect(
      resolveError({
        success: 0,
        message: 'Brand not found',
        messageKey: 'errors:brandNotFound',
        messageParams: { id: 'x' },
        error: { code: 'NOT_FOUND' },
      }),
    ).toEqual({ message: 'Brand not found', key: 'errors:brandNotFound', params: { id: 'x' } });
  });

  it('keeps the parameters that hold another error (reason, reasonKey, reason.*) as they came', () => {
    const messageParams = {
      reason: 'Please choose a payment method.',
      reasonKey: 'errors:choosePaymentMethod',
      amount: 'AED 9.00',
    };
    expect(
      resolveError({
        success: 0,
        message: 'Please choose a payment method. Your payment of AED 9.00 has been refunded to your card.',
        messageKey: 'errors:orderRefusedRefunded',
        messageParams,
      }),
    ).toMatchObject({ key: 'errors:orderRefusedRefunded', params: messageParams });
  });

  it('gives the message alone when the answer has no key', () => {
    expect(resolveError({ message: 'Store not found' })).toEqual({ message: 'Store not found' });
    expect(resolveError(new TypeError('Failed to fetch'))).toEqual({ message: 'Failed to fetch' });
  });

  it('gives the default text with its key when nothing readable came back', () => {
    expect(resolveError(undefined)).toEqual({ message: DEFAULT_ERROR_MESSAGE, key: DEFAULT_ERROR_KEY });
    expect(resolveError({})).toEqual({ message: DEFAULT_ERROR_MESSAGE, key: DEFAULT_ERROR_KEY });
  });
});
