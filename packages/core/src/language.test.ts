import { describe, expect, it } from 'vitest';
import { apiLanguage, DEFAULT_LANGUAGE, isLanguage, languageOfApi, LANGUAGES } from './language.js';

describe('the two languages', () => {
  it('are English, the default, and Arabic', () => {
    expect(LANGUAGES).toEqual(['en', 'ar']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(isLanguage('ar')).toBe(true);
    expect(isLanguage('AR')).toBe(false);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it("convert to and from the API's spelling in one place", () => {
    expect(apiLanguage('en')).toBe('EN');
    expect(apiLanguage('ar')).toBe('AR');
    expect(languageOfApi('AR')).toBe('ar');
    expect(languageOfApi('EN')).toBe('en');
    expect(languageOfApi(undefined)).toBe('en');
    expect(languageOfApi('ar')).toBe('en');
  });
});
