/**
 * The brand integrations that load something from a third party into the page (spec §5 "Tracking
 * integrations ... load only when active and all metadata values non-empty", §7 "Third-party"):
 * what each is called in `activeIntegrations`, which metadata it needs, and the origins its
 * script talks to. One table, read by the browser (which scripts to insert) and by the server
 * (which origins the page's Content-Security-Policy allows), so the two cannot drift apart.
 */

/** An entry of a brand's `activeIntegrations` (the API's `Integration`). */
export interface BrandIntegration {
  readonly name: string;
  readonly isActive: boolean;
  readonly category: string;
  readonly metaData: Readonly<Record<string, string>>;
}

/** The origins a third-party script needs, per CSP directive (images: every https origin is allowed). */
export interface ThirdPartyOrigins {
  readonly script: readonly string[];
  readonly connect: readonly string[];
  readonly frame?: readonly string[];
  readonly style?: readonly string[];
  readonly font?: readonly string[];
  /** Images are allowed from every https origin; an http one (a tile server on a LAN) is named here. */
  readonly img?: readonly string[];
}

export type TrackingIntegrationName =
  'googleAnalytics' | 'googleTagManager' | 'facebookPixel' | 'poptin' | 'snapchatPixel' | 'tiktokPixel';

export interface TrackingIntegrationSpec {
  /** The metadata the integration cannot load without (each must be a non-empty string). */
  readonly metaData: readonly string[];
  readonly origins: ThirdPartyOrigins;
}

/**
 * The tracking integrations of spec §5: analytics tag (Google Analytics 4, gtag.js), tag manager
 * (Google Tag Manager), social pixel (Meta pixel), popup tool (Poptin), messaging-app pixel
 * (Snap pixel), short-video pixel (TikTok pixel). Origins as each vendor documents them for a CSP.
 */
export const TRACKING_INTEGRATIONS: Readonly<Record<TrackingIntegrationName, TrackingIntegrationSpec>> = {
  googleAnalytics: {
    metaData: ['measurementId'],
    origins: {
      script: ['https://www.googletagmanager.com'],
      connect: [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ],
    },
  },
  googleTagManager: {
    metaData: ['containerId'],
    origins: {
      script: ['https://www.googletagmanager.com'],
      connect: ['https://www.googletagmanager.com'],
    },
  },
  facebookPixel: {
    metaData: ['pixelId'],
    origins: {
      script: ['https://connect.facebook.net'],
      connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    },
  },
  poptin: {
    metaData: ['accountId'],
    origins: { script: ['https://cdn.popt.in'], connect: ['https://cdn.popt.in', 'https://app.popt.in'] },
  },
  snapchatPixel: {
    metaData: ['pixelId'],
    origins: { script: ['https://sc-static.net'], connect: ['https://tr.snapchat.com'] },
  },
  tiktokPixel: {
    metaData: ['pixelId'],
    origins: { script: ['https://analytics.tiktok.com'], connect: ['https://analytics.tiktok.com'] },
  },
};

function isTrackingName(name: string): name is TrackingIntegrationName {
  return Object.prototype.hasOwnProperty.call(TRACKING_INTEGRATIONS, name);
}

/** A tracking integration ready to load: its name and its (all non-empty) metadata. */
export interface LoadableTracking {
  readonly name: TrackingIntegrationName;
  readonly metaData: Readonly<Record<string, string>>;
}

/**
 * The tracking integrations that may load: known, active, with every metadata value non-empty
 * (spec §5) and every metadata key the integration needs present. Values are trimmed.
 */
export function loadableTracking(integrations: readonly BrandIntegration[]): LoadableTracking[] {
  const loadable: LoadableTracking[] = [];
  for (const integration of integrations) {
    if (!integration.isActive || !isTrackingName(integration.name)) continue;
    const values = Object.entries(integration.metaData).map(([key, value]) => [key, value.trim()] as const);
    if (values.some(([, value]) => value === '')) continue;
    const metaData = Object.fromEntries(values);
    if (!TRACKING_INTEGRATIONS[integration.name].metaData.every((key) => metaData[key])) continue;
    if (loadable.some((entry) => entry.name === integration.name)) continue;
    loadable.push({ name: integration.name, metaData });
  }
  return loadable;
}

/**
 * The brand's Google Maps browser key: an active `googleMaps` integration's `apiKey`, or null
 * (the schematic map then, and no Google origin in the page's policy).
 */
export function googleMapsKey(integrations: readonly BrandIntegration[]): string | null {
  const maps = integrations.find((integration) => integration.isActive && integration.name === 'googleMaps');
  const key = maps?.metaData['apiKey']?.trim();
  return key ? key : null;
}

/** Google Maps JavaScript API: its script, tiles and calls, and the Roboto font it styles with. */
export const GOOGLE_MAPS_ORIGINS: ThirdPartyOrigins = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com', 'https://places.googleapis.com', 'https://maps.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
};

/**
 * A raster tile source of the open map (the map without a Google key): an XYZ URL template with
 * `{z}`, `{x}` and `{y}`, the attribution its licence asks for, and its deepest zoom. See
 * docs/maps.md.
 */
export interface MapTileSource {
  readonly url: string;
  readonly attribution: string;
  readonly maxZoom: number;
}

/** The integration a brand (or the deployment, for every brand) names its tile source with. */
export const MAP_TILES_INTEGRATION = 'mapTiles';

/** OpenStreetMap's standard tiles: the deployment's default unless MAP_TILES_URL says otherwise. */
export const OPEN_STREET_MAP_TILES: MapTileSource = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  maxZoom: 19,
};

const TILE_MAX_ZOOM = 22;

/** The origin of an http(s) XYZ template holding `{z}`, `{x}` and `{y}`; null for anything else. */
export function tileTemplateOrigin(url: string): string | null {
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) return null;
  // core runs without the DOM's URL: an http(s) scheme, a host name or address, an optional port.
  const match = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?(?:[/?#]|$)/i.exec(url);
  if (!match) return null;
  const [, scheme = '', host = '', port = ''] = match;
  const standard =
    (scheme.toLowerCase() === 'https' && port === ':443') ||
    (scheme.toLowerCase() === 'http' && port === ':80');
  return `${scheme.toLowerCase()}://${host.toLowerCase()}${standard ? '' : port}`;
}

/**
 * The brand's tile source: its active `mapTiles` integration (`url`, `attribution`, optional
 * `maxZoom`), or null (no open map: the schematic one). A template that is not an http(s) XYZ URL
 * reads as none.
 */
export function mapTileSource(integrations: readonly BrandIntegration[]): MapTileSource | null {
  const entry = integrations.find(
    (integration) => integration.isActive && integration.name === MAP_TILES_INTEGRATION,
  );
  const url = entry?.metaData['url']?.trim();
  if (!url || !tileTemplateOrigin(url)) return null;
  const zoom = Number.parseInt(entry?.metaData['maxZoom'] ?? '', 10);
  return {
    url,
    attribution: entry?.metaData['attribution']?.trim() ?? '',
    maxZoom:
      Number.isInteger(zoom) && zoom > 0 && zoom <= TILE_MAX_ZOOM ? zoom : OPEN_STREET_MAP_TILES.maxZoom,
  };
}

/** A tile source as the integration that carries it in a brand's `activeIntegrations`. */
export function mapTilesIntegration(source: MapTileSource): BrandIntegration {
  return {
    name: MAP_TILES_INTEGRATION,
    isActive: true,
    category: 'DELIVERY',
    metaData: { url: source.url, attribution: source.attribution, maxZoom: String(source.maxZoom) },
  };
}
