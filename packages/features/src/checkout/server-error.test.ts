import { describe, expect, it } from 'vitest';
import { serverErrorText } from './server-error.js';

describe('serverErrorText', () => {
  it('translates by the key the server sent, whatever its English text says', () => {
    const answer = { success: 0, message: 'Store closed.', messageKey: 'errors:storeClosedNow' };
    expect(serverErrorText(answer, 'ar')).toBe('نعتذر، الفرع مغلق الآن. نتمنى أن نراك قريباً!');
    expect(serverErrorText(answer, 'en')).toBe(
      'We apologize, but our store is closed right now. We hope to see you soon!',
    );
  });

  it('without a key (a failure that never reached the server) the text stays as it came', () => {
    expect(serverErrorText({ message: 'Gateway timeout 504' }, 'ar')).toBe('Gateway timeout 504');
  });
});
