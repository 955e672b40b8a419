import { importExampleAs } from '../fixtures/brand-import.js';
import { expect, test } from '../fixtures/product.js';

// Happy hour (spec section 4 "Happy-hour message"): an offer given only between two
// times each day counts down on its card, '… ends in 1 hour', then the minutes, then 'Happy hour
// has ended' for 15 minutes. The brand's window is set around the time the journey runs (Dubai);
// the page's clock is then moved on, as the hour passes for a customer who keeps the page open.

const TEXT = {
  en: {
    offers: 'Offers',
    code: 'SAJ10',
    oneHour: 'Happy hour ends in 1 hour',
    minutes: 'Happy hour ends in 20 minutes',
    ended: 'Happy hour has ended',
  },
  ar: {
    offers: 'العروض',
    code: 'SAJ10',
    oneHour: 'تنتهي الساعة السعيدة خلال ساعة',
    minutes: 'تنتهي الساعة السعيدة خلال 20 دقيقة',
    ended: 'انتهت الساعة السعيدة',
  },
} as const;

/** 'HH:MM' in Dubai (UTC+4, no daylight saving) `minutes` from `at`. */
function dubaiClock(at: Date, minutes: number): string {
  const total = ((((at.getUTCHours() + 4) * 60 + at.getUTCMinutes() + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

for (const lang of ['en', 'ar'] as const) {
  const t = TEXT[lang];
  test(`a happy hour counts down on its offer, then says it has ended (${lang})`, async ({
    page,
    product,
  }) => {
    const start = new Date();
    start.setUTCSeconds(0, 0);
    const slug = `saj-happy-${lang}`;
    // From half an hour ago to 75 minutes from now, every day.
    await importExampleAs(page.request, product, slug, (file) => {
      const [saj10] = file.discounts as Record<string, unknown>[];
      saj10!.dailyHours = { from: dubaiClock(start, -30), to: dubaiClock(start, 75) };
    });
    await page.clock.install({ time: start });
    await page.addInitScript(
      (language) => window.localStorage.setItem('storefront.language', language),
      lang,
    );
    await page.goto(`${product.origin}/${slug}`);

    const offers = page.getByRole('region', { name: t.offers });
    const card = offers.getByRole('button', { name: new RegExp(t.code) });
    await expect(card.getByRole('status')).toHaveText(t.oneHour);
    // 55 minutes on: 20 left.
    await page.clock.fastForward('55:00');
    await expect(card.getByRole('status')).toHaveText(t.minutes);
    // Five minutes after the end: said, for the quarter of an hour after it.
    await page.clock.fastForward('25:00');
    await expect(card.getByRole('status')).toHaveText(t.ended);
    await page.clock.fastForward('11:00');
    await expect(card.getByRole('status')).toHaveCount(0);
  });
}
