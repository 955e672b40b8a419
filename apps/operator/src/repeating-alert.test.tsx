// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRepeatingAlert } from './repeating-alert.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

describe('the new-order alert', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sounds again every 15 s until the new order is acknowledged, then stops', () => {
    const sound = vi.fn();
    let acknowledge = () => undefined as void;
    function Board() {
      const [waiting, setWaiting] = useState(true);
      acknowledge = () => setWaiting(false);
      useRepeatingAlert(waiting, sound);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Board />));
    act(() => vi.advanceTimersByTime(14_999));
    expect(sound).toHaveBeenCalledTimes(0);
    act(() => vi.advanceTimersByTime(1));
    expect(sound).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(30_000));
    expect(sound).toHaveBeenCalledTimes(3);
    act(() => acknowledge());
    act(() => vi.advanceTimersByTime(60_000));
    expect(sound).toHaveBeenCalledTimes(3);
    act(() => root.unmount());
  });
});
