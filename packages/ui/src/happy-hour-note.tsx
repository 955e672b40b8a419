import { happyHourEnd, happyHourMessage, type DailyHours, type UnixSeconds } from '@storefront/core';
import { coreMessage } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useEffect, useState } from 'react';

/** How often the note counts down: its finest unit is the minute. */
const TICK_MS = 20_000;

const nowSeconds = () => Math.floor(Date.now() / 1000) as UnixSeconds;

/**
 * A happy hour's countdown on its offer (spec section 4 "Happy-hour message"): 'Happy hour ends
 * in 2 hours', '… in 1 hour', '… in N minutes', then 'Happy hour has ended' for 15 minutes.
 * Loaded only for a brand with a happy hour.
 */
export default function HappyHourNote({ hours }: { hours: DailyHours }) {
  const { t } = useTranslation('errors');
  const [now, setNow] = useState(nowSeconds);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(nowSeconds()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const end = happyHourEnd(hours, now);
  const said = end === null ? null : happyHourMessage(end, now);
  if (!said) return null;
  return (
    <span role="status" className="text-xs font-semibold text-danger">
      {coreMessage(said, t)}
    </span>
  );
}
