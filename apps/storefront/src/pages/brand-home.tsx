import type { BrandInfo } from '@storefront/api';
import { applyDocumentLanguage, type Language } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { LanguageSwitch } from '@storefront/ui/language-switch';
import { brandThemeVariables } from '@storefront/ui/theme';
import { useEffect, type CSSProperties } from 'react';
import { storeLanguage } from '../language-store.js';

export function BrandHome({ brand }: { brand: BrandInfo }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const arabic = language === 'ar';
  const name = arabic ? brand.brand.brandNameAR : brand.brand.brandName;
  const tagline = arabic ? brand.setting.taglineAR : brand.setting.taglineEN;

  useEffect(() => {
    document.title = `${t('orderDirectFrom', { brand: name })} || ${tagline}`;
  }, [t, name, tagline]);

  const switchLanguage = () => {
    const next: Language = arabic ? 'en' : 'ar';
    storeLanguage(next);
    applyDocumentLanguage(next);
    void i18n.changeLanguage(next);
  };

  return (
    <div className="brand-home" style={brandThemeVariables(brand.setting) as CSSProperties}>
      <header className="brand-home__bar">
        <LanguageSwitch
          label={t('switchLanguage')}
          description={t('switchLanguageLabel')}
          targetLanguage={arabic ? 'en' : 'ar'}
          onSwitch={switchLanguage}
        />
      </header>
      <main className="brand-home__hero">
        <img className="brand-home__logo" src={brand.setting.brandLogoFirst} alt="" width={96} height={96} />
        <h1 className="brand-home__name">{name}</h1>
        <p className="brand-home__tagline">{tagline}</p>
      </main>
    </div>
  );
}
