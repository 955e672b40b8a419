import { describe, expect, it } from 'vitest';
import { stampOf } from './new-build.js';

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
