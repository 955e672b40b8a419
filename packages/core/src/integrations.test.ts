import { describe, expect, it } from 'vitest';
import {
  googleMapsKey,
  loadableTracking,
  mapTileSource,
  mapTilesIntegration,
  OPEN_STREET_MAP_TILES,
  tileTemplateOrigin,
  type BrandIntegration,
} from './integrations.js';

const tracking = (name: string, metaData: Record<string, string>, isActive = true): BrandIntegration => ({
  name,
  isActive,
  category: 'TRACKING',
  metaData,
});

describe('loadableTracking (spec §5: active and all metadata non-empty)', () => {
  it('keeps an active integration whose every metadata value is filled', () => {
    expect(loadableTracking([tracking('facebookPixel', { pixelId: ' 123 ' })])).toEqual([
      { name: 'facebookPixel', metaData: { pixelId: '123' } },
    ]);
  });

  it('drops an inactive one, one with an empty value, and one missing a needed key', () => {
    expect(
      loadableTracking([
        tracking('googleAnalytics', { measurementId: 'G-1' }, false),
        tracking('tiktokPixel', { pixelId: 'C1', extra: '  ' }),
        tracking('snapchatPixel', { other: 'x' }),
      ]),
    ).toEqual([]);
  });

  it('ignores unknown and payment integrations, and a second entry of the same name', () => {
    const found = loadableTracking([
      { name: 'stripe', isActive: true, category: 'PAYMENT', metaData: { publishableKey: 'pk' } },
      tracking('unknownPixel', { id: '1' }),
      tracking('googleTagManager', { containerId: 'GTM-A' }),
      tracking('googleTagManager', { containerId: 'GTM-B' }),
    ]);
    expect(found).toEqual([{ name: 'googleTagManager', metaData: { containerId: 'GTM-A' } }]);
  });
});

describe('googleMapsKey', () => {
  it("is the active googleMaps integration's apiKey, else null", () => {
    const maps = (apiKey: string, isActive = true): BrandIntegration => ({
      name: 'googleMaps',
      isActive,
      category: 'DELIVERY',
      metaData: { apiKey },
    });
    expect(googleMapsKey([maps('AIza-1')])).toBe('AIza-1');
    expect(googleMapsKey([maps('AIza-1', false)])).toBeNull();
    expect(googleMapsKey([maps(' ')])).toBeNull();
    expect(googleMapsKey([])).toBeNull();
  });
});

describe("mapTileSource (the open map's tiles)", () => {
  const tiles = (metaData: Record<string, string>, isActive = true): BrandIntegration => ({
    name: 'mapTiles',
    isActive,
    category: 'DELIVERY',
    metaData,
  });

  it('round-trips the deployment default through the integration that carries it', () => {
    expect(mapTileSource([mapTilesIntegration(OPEN_STREET_MAP_TILES)])).toEqual(OPEN_STREET_MAP_TILES);
  });

  it("takes a brand's own template, attribution and zoom, trimmed; a bad zoom reads as 19", () => {
    expect(
      mapTileSource([
        tiles({ url: ' http://tiles.lan:8080/{z}/{x}/{y}.png ', attribution: ' © Ours ', maxZoom: '18' }),
      ]),
    ).toEqual({ url: 'http://tiles.lan:8080/{z}/{x}/{y}.png', attribution: '© Ours', maxZoom: 18 });
    expect(mapTileSource([tiles({ url: 'https://t.example/{z}/{x}/{y}.png', maxZoom: '99' })])?.maxZoom).toBe(
      19,
    );
  });

  it('is null when switched off, missing, or not an http(s) XYZ template', () => {
    expect(mapTileSource([])).toBeNull();
    expect(mapTileSource([tiles({ url: OPEN_STREET_MAP_TILES.url }, false)])).toBeNull();
    expect(mapTileSource([tiles({ url: 'https://t.example/tiles.png' })])).toBeNull();
    expect(mapTileSource([tiles({ url: 'javascript:alert(1)//{z}/{x}/{y}' })])).toBeNull();
    expect(mapTileSource([tiles({ url: 'ftp://t.example/{z}/{x}/{y}.png' })])).toBeNull();
  });

  it('names the origin a page must allow images from', () => {
    expect(tileTemplateOrigin('http://127.0.0.1:9/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:9');
    expect(tileTemplateOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileTemplateOrigin('not a url {z}{x}{y}')).toBeNull();
  });
});
