import type { BrandInfo } from '@storefront/api';
import { useTranslation } from '@storefront/i18n/react';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';

/** The brand an app runs for, and its root as a browser path. */
export interface CurrentBrand {
  brand: BrandInfo;
  /** The brand root: '/zaatar-house' on the shared domain, '/' on its own. */
  homePath: string;
}

const BrandContext = createContext<CurrentBrand | null>(null);

/**
 * The brand alone, for every app: its pages read it with {@link useCurrentBrand}, and the tab's
 * title names it. The customer apps add the session, basket and order setup on top
 * (session/storefront-context); the staff board needs nothing more.
 */
export function BrandProvider({
  brand,
  homePath,
  pageTitleKey = 'common:appShell.pageTitle',
  children,
}: CurrentBrand & {
  /** The key of the tab's title (given `brand` and `tagline`); the storefront's by default. */
  pageTitleKey?: string | undefined;
  children: ReactNode;
}) {
  useDocumentTitle(brand, pageTitleKey);
  const value = useMemo(() => ({ brand, homePath }), [brand, homePath]);
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

/** The running app's brand (throws outside a {@link BrandProvider}: a wiring mistake). */
export function useCurrentBrand(): CurrentBrand {
  const current = useContext(BrandContext);
  if (!current) throw new Error('useCurrentBrand needs a BrandProvider (the app kit sets one)');
  return current;
}

function useDocumentTitle(brand: BrandInfo, key: string): void {
  const { t, i18n } = useTranslation('common');
  const arabic = i18n.language === 'ar';
  const title = t(key as 'appShell.pageTitle', {
    brand: arabic ? brand.brand.brandNameAR : brand.brand.brandName,
    tagline: arabic ? brand.setting.taglineAR : brand.setting.taglineEN,
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
