import { describe, expect, it } from 'vitest';
import { stampOf } from './new-build.js';

describe('stampOf', () => {
  it('reads the release stamp the server writes at the top of /sw.js', () => {
    expect(stampOf("// Storefront build 0123456789abcdef\nself.addEventListener('install', () => {});")).toBe(
      '0123456789abcdef',
    );
  });

  it('finds none in anything else (an error page, a stamp not on the first line)', () => {
    expect(stampOf('<!doctype html><title>Not found</title>')).toBeNull();
    expect(stampOf('self.skipWaiting();\n// Storefront build 0123456789abcdef')).toBeNull();
    expect(stampOf('// Storefront build 0123')).toBeNull();
  });
});
