import { createI18n, type I18n } from '@storefront/i18n';
import { I18nextProvider } from '@storefront/i18n/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { OrderStatusTracker } from './order-status-tracker.js';

let en: I18n;

beforeAll(async () => {
  en = await createI18n({ language: 'en', namespaces: ['account', 'errors', 'common'] });
});

const render = (order: Parameters<typeof OrderStatusTracker>[0]['order']) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={en}>
      <OrderStatusTracker order={order} />
    </I18nextProvider>,
  );
const steps = (markup: string) => markup.match(/<li /g)?.length ?? 0;
const doneSteps = (markup: string) => markup.match(/M5 12\.5l4\.5 4\.5L19 7\.5/g)?.length ?? 0;

describe('the order tracker', () => {
  it('keeps its steps for a delivered order, every one done, above the delivered message', () => {
    const markup = render({ orderStatus: 'COMPLETE', serviceType: 'DELIVERY' });
    expect(steps(markup)).toBe(3);
    // Three done steps and the banner's own check.
    expect(doneSteps(markup)).toBe(4);
    expect(markup).not.toContain('aria-current="step"');
    expect(markup).toContain('role="status"');
  });

  it('shows the steps reached while under way, and only the message for a rejected order', () => {
    const preparing = render({ orderStatus: 'PREPARING', serviceType: 'DELIVERY' });
    expect(steps(preparing)).toBe(3);
    expect(doneSteps(preparing)).toBe(1);
    expect(preparing).toContain('aria-current="step"');
    expect(steps(render({ orderStatus: 'REJECTED', serviceType: 'DELIVERY' }))).toBe(0);
  });
});
