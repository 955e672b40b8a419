// @vitest-environment jsdom
import type { BrandInfo } from '@storefront/api';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTracking } from './use-tracking.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const brand = (integrations: BrandInfo['activeIntegrations']) =>
  ({ brand: { _id: 'b1' }, activeIntegrations: integrations }) as unknown as BrandInfo;
const pixel = {
  name: 'tiktokPixel',
  isActive: true,
  category: 'TRACKING' as const,
  metaData: { pixelId: 'T9' },
};

function Page({ info, app }: { info: BrandInfo; app: string }) {
  useTracking(info, app);
  return null;
}

async function mount(info: BrandInfo, app: string) {
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root.render(<Page info={info} app={app} />));
  return root;
}

const inserted = () => document.querySelectorAll('script[data-integration]').length;

afterEach(() => {
  document.querySelectorAll('script[data-integration]').forEach((script) => script.remove());
});

describe('useTracking', () => {
  it("loads the brand's pixel on a customer's page once the first view is done", async () => {
    const root = await mount(brand([pixel]), 'storefront');
    await vi.waitFor(() => expect(inserted()).toBe(1));
    expect(document.querySelector<HTMLScriptElement>('script[data-integration]')?.src).toContain('sdkid=T9');
    root.unmount();
  });

  it("loads nothing on the staff's board, nor for a brand without a tracking integration", async () => {
    const board = await mount(brand([{ ...pixel, metaData: { pixelId: 'T10' } }]), 'operator');
    const payments = await mount(
      brand([{ name: 'stripe', isActive: true, category: 'PAYMENT', metaData: { publishableKey: 'pk' } }]),
      'storefront',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(inserted()).toBe(0);
    board.unmount();
    payments.unmount();
  });
});
