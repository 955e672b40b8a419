import type { Schemas } from '@storefront/contract';

/** The manifest's file name under a brand's path (`/{brand}/manifest.webmanifest`, or the root of its domain). */
export const MANIFEST_FILE = 'manifest.webmanifest';
/** The page's canvas colour (packages/ui styles `--color-canvas`): the splash screen's background. */
const BACKGROUND = '#f5f5f4';

/** `/zaatar-house/manifest.webmanifest` -> `/zaatar-house`; null for any other path. */
export function manifestBasePath(pathname: string): string | null {
  if (pathname !== `/${MANIFEST_FILE}` && !pathname.endsWith(`/${MANIFEST_FILE}`)) return null;
  return pathname.slice(0, -(MANIFEST_FILE.length + 1));
}

function iconType(path: string): string | undefined {
  const extension = /\.(svg|png|webp|jpe?g|ico)$/i.exec(path.split('?')[0] ?? '')?.[1]?.toLowerCase();
  if (!extension) return undefined;
  if (extension === 'svg') return 'image/svg+xml';
  if (extension === 'ico') return 'image/x-icon';
  return `image/${extension === 'jpg' ? 'jpeg' : extension}`;
}

/**
 * A brand's web app manifest (what lets a phone install the brand's site as an app): its name in the brand's language (or
 * `language` when asked), the brand's favicon and logo as icons, its colour as the theme, and the
 * brand's home on its own domain or under its path prefix as start URL and scope.
 */
export function webManifest(
  brand: Schemas['BrandInfo'],
  basePath: string,
  language?: 'en' | 'ar',
): Record<string, unknown> {
  const lang = language ?? (brand.brand.baseLanguage === 'AR' ? 'ar' : 'en');
  const name = lang === 'ar' ? brand.brand.brandNameAR || brand.brand.brandName : brand.brand.brandName;
  const home = `${basePath}/`;
  const icons = [brand.setting.brandFavicon, brand.setting.brandLogoFirst]
    .filter((src, index, all) => src && all.indexOf(src) === index)
    .map((src) => {
      const type = iconType(src);
      return { src, sizes: type === 'image/svg+xml' ? 'any' : undefined, type, purpose: 'any' };
    });
  return {
    id: home,
    name,
    short_name: name,
    description: lang === 'ar' ? brand.setting.taglineAR : brand.setting.taglineEN,
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    start_url: home,
    scope: home,
    display: 'standalone',
    theme_color: brand.setting.color,
    background_color: BACKGROUND,
    icons,
  };
}
