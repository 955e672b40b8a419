import { useEffect } from 'react';

/** How often the new-order sound repeats while an order waits to be acknowledged. */
export const ALERT_REPEAT_MS = 15_000;

/**
 * Plays `sound` again every `everyMs` while `active` (a new order not yet acknowledged): the most
 * asked-for fix on peers' boards, where one chime is missed in a loud kitchen. Stops as soon as
 * the last new order is dismissed or moved.
 */
export function useRepeatingAlert(
  active: boolean,
  sound: () => void,
  everyMs: number = ALERT_REPEAT_MS,
): void {
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(sound, everyMs);
    return () => clearInterval(timer);
  }, [active, sound, everyMs]);
}
