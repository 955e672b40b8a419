// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { storedLanguage, storeLanguage } from './language-store.js';

// The server writes a page's first view in the visitor's language; it learns a stored choice from
// a cookie the apps keep beside it (apps/server pageLanguage), so the first view does not flip.

const cookieOf = () => /(?:^|;\s*)storefront\.language=([^;]*)/.exec(document.cookie)?.[1];

afterEach(() => {
  localStorage.clear();
  document.cookie = 'storefront.language=; path=/; max-age=0';
});

describe('the language choice reaches the server', () => {
  it('a choice made with the switch is stored and told in a cookie', () => {
    storeLanguage('ar');
    expect(localStorage.getItem('storefront.language')).toBe('ar');
    expect(cookieOf()).toBe('ar');
    storeLanguage('en');
    expect(cookieOf()).toBe('en');
  });

  it('a choice stored before the cookie existed is told on the next page load', () => {
    localStorage.setItem('storefront.language', 'ar');
    expect(cookieOf()).toBeUndefined();
    expect(storedLanguage()).toBe('ar');
    expect(cookieOf()).toBe('ar');
  });

  it('without a choice nothing is told: the server follows the browser language as the app does', () => {
    expect(storedLanguage()).toBe('en');
    expect(cookieOf()).toBeUndefined();
  });
});
