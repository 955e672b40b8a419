import type { BrandInfo } from '@storefront/api';
import type { loadGoogleMaps } from '@storefront/ui/google-maps';
import type { MapLanguage, Maps } from '@storefront/ui/maps';

/**
 * The brand's Google Maps browser key: an active `googleMaps` integration with a non-empty
 * `metaData.apiKey` (HTTP-referrer restricted, for the Maps JavaScript API with Places and
 * Geocoding). None in the demo data: the schematic map is the default.
 */
export function googleMapsKey(integrations: BrandInfo['activeIntegrations']): string | null {
  const maps = integrations.find((integration) => integration.isActive && integration.name === 'googleMaps');
  const key = maps?.metaData['apiKey']?.trim();
  return key ? key : null;
}

interface GoogleAdapter {
  loadGoogleMaps: typeof loadGoogleMaps;
}

/**
 * The maps a page uses: Google's with the brand's key (its adapter imported only then, so it never
 * joins the first paint), else - and whenever Google cannot load - the schematic `fallback`.
 */
export async function chooseMaps(
  key: string | null,
  language: MapLanguage,
  fallback: Maps,
  importGoogle: () => Promise<GoogleAdapter> = () => import('@storefront/ui/google-maps'),
): Promise<Maps> {
  if (!key) return fallback;
  try {
    const adapter = await importGoogle();
    return await adapter.loadGoogleMaps(key, language);
  } catch {
    return fallback;
  }
}
