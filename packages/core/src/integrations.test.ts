import { describe, expect, it } from 'vitest';
import { googleMapsKey, loadableTracking, type BrandIntegration } from './integrations.js';

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
