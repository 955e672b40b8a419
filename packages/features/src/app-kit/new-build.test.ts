import { afterEach, describe, expect, it, vi } from 'vitest';
import { stampOf, watchForNewBuild } from './new-build.js';

const worker = [
  '// Storefront build 00112233445566ff',
  '// app business-card 4444444444444444',
  '// app dine-in 2222222222222222',
  '// app payment-link 3333333333333333',
  '// app storefront 0123456789abcdef',
  "self.addEventListener('install', () => {});",
].join('\n');

describe('stampOf', () => {
  it("reads each app's build stamp the server writes at the top of /sw.js", () => {
    expect(stampOf(worker, 'storefront')).toBe('0123456789abcdef');
    expect(stampOf(worker, 'dine-in')).toBe('2222222222222222');
    expect(stampOf(worker, 'payment-link')).toBe('3333333333333333');
    expect(stampOf(worker, 'business-card')).toBe('4444444444444444');
  });

  it('finds none in anything else (an error page, no first-line stamp, an app not listed, a short stamp)', () => {
    expect(stampOf('<!doctype html><title>Not found</title>', 'storefront')).toBeNull();
    expect(stampOf('self.skipWaiting();\n// app storefront 0123456789abcdef', 'storefront')).toBeNull();
    expect(stampOf('// Storefront build 00112233445566ff\n// app storefront 0123', 'storefront')).toBeNull();
    expect(
      stampOf('// Storefront build 00112233445566ff\n// app storefront 0123456789abcdef', 'dine-in'),
    ).toBeNull();
  });
});

describe('watchForNewBuild', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A service worker container that registers nothing, with `controller` as given. */
  function container(controller: ServiceWorker | null) {
    const events = new EventTarget();
    return Object.assign(events, {
      controller,
      register: vi.fn(() => Promise.reject(new Error('not in this test'))),
    }) as unknown as ServiceWorkerContainer;
  }

  it('reads the page again through the first worker that takes it over (a first visit), once', () => {
    vi.stubGlobal('document', { querySelector: () => null });
    const first = container(null);
    const onFirstWorker = vi.fn();
    watchForNewBuild('storefront', first, onFirstWorker);
    first.dispatchEvent(new Event('controllerchange'));
    first.dispatchEvent(new Event('controllerchange'));
    expect(onFirstWorker).toHaveBeenCalledTimes(1);
  });

  it('reads nothing again when a worker already controlled the page (a new release takes over)', () => {
    vi.stubGlobal('document', { querySelector: () => null });
    const returning = container({} as ServiceWorker);
    const onFirstWorker = vi.fn();
    watchForNewBuild('storefront', returning, onFirstWorker);
    returning.dispatchEvent(new Event('controllerchange'));
    expect(onFirstWorker).not.toHaveBeenCalled();
  });
});
