import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, type ToastItem, withToast } from './toast.js';

const toast = (id: number): ToastItem => ({ id, message: `Toast ${id}`, tone: 'info', duration: 4000 });

describe('withToast', () => {
  it('adds the newest toast last', () => {
    expect(withToast([toast(1)], toast(2)).map((item) => item.id)).toEqual([1, 2]);
  });

  it(`keeps at most ${TOAST_LIMIT}, dropping the oldest`, () => {
    const list = [toast(1), toast(2), toast(3)];
    expect(withToast(list, toast(4)).map((item) => item.id)).toEqual([2, 3, 4]);
  });
});
