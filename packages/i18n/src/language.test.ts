import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage, directionOf, isLanguage } from './language.js';
import { bundledTrees, createI18n } from './setup.js';

describe('language', () => {
  it('reads Arabic as right-to-left and English as left-to-right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('sets lang and dir on the document root', () => {
    const root = { lang: '', dir: '' };
    applyDocumentLanguage('ar', root);
    expect(root).toEqual({ lang: 'ar', dir: 'rtl' });
    applyDocumentLanguage('en', root);
    expect(root).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('accepts only the product languages', () => {
    expect(isLanguage('ar')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('resources', () => {
  it('has every English key in Arabic and no Arabic key that English lacks', () => {
    const en = bundledTrees('en')!;
    const ar = bundledTrees('ar')!;
    for (const namespace of Object.keys(en) as (keyof typeof en)[]) {
      expect(Object.keys(ar[namespace]).sort()).toEqual(Object.keys(en[namespace]).sort());
    }
  });

  it('translates with the brand name interpolated', async () => {
    const i18n = await createI18n({ language: 'ar' });
    expect(i18n.t('orderDirectFrom', { brand: 'بيت الزعتر' })).toBe('اطلب مباشرة من بيت الزعتر');
    await i18n.changeLanguage('en');
    expect(i18n.t('orderDirectFrom', { brand: 'Zaatar House' })).toBe('Order direct from Zaatar House');
  });
});
