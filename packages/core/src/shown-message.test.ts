import { describe, expect, it } from 'vitest';
import { MessageError, shownMessage, shownMessageOf } from './shown-message.js';

describe('messages carried to the screen untranslated', () => {
  it('keeps a key with its parameters, and the words a server sent', () => {
    expect(shownMessage('tipMinimum', { minimum: '1.00' })).toEqual({
      key: 'tipMinimum',
      params: { minimum: '1.00' },
    });
    const error = new MessageError({ key: 'storeClosedNow', text: 'The store is closed now' });
    expect(error.message).toBe('The store is closed now');
    expect(shownMessageOf(error)).toEqual({ key: 'storeClosedNow', text: 'The store is closed now' });
  });

  it('reads anything thrown: its words, else the generic key', () => {
    expect(shownMessageOf(new Error('Your card was declined.'))).toEqual({ text: 'Your card was declined.' });
    expect(shownMessageOf('Network down')).toEqual({ text: 'Network down' });
    expect(shownMessageOf(undefined)).toEqual({ key: 'somethingWentWrong' });
    expect(shownMessageOf(new Error(''))).toEqual({ key: 'somethingWentWrong' });
  });
});
