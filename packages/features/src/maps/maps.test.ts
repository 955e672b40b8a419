import type { BrandInfo } from '@storefront/api';
import type { Maps } from '@storefront/ui/maps';
import { describe, expect, it, vi } from 'vitest';
import { chooseMaps, googleMapsKey } from './maps.js';

const integrations = (...list: unknown[]) => list as BrandInfo['activeIntegrations'];
const mapsIntegration = (apiKey: string, isActive = true) => ({
  name: 'googleMaps',
  isActive,
  category: 'DELIVERY',
  metaData: { apiKey },
});
const services = { search: vi.fn(), locate: vi.fn(), reverse: vi.fn() };
const schematic: Maps = { kind: 'schematic', Map: () => null, services };
const google: Maps = { kind: 'google', Map: () => null, services };

describe('googleMapsKey', () => {
  it("takes the key of the brand's active googleMaps integration", () => {
    expect(googleMapsKey(integrations(mapsIntegration(' AIzaBrandKey ')))).toBe('AIzaBrandKey');
  });

  it('gives null without one: no integration (the demo brands), inactive, or an empty key', () => {
    expect(googleMapsKey(integrations())).toBeNull();
    expect(googleMapsKey(integrations(mapsIntegration('AIzaBrandKey', false)))).toBeNull();
    expect(googleMapsKey(integrations(mapsIntegration('  ')))).toBeNull();
    expect(
      googleMapsKey(integrations({ name: 'stripe', isActive: true, metaData: { apiKey: 'pk' } })),
    ).toBeNull();
  });
});

describe('chooseMaps', () => {
  it('uses the schematic map without a key, and never imports the Google adapter', async () => {
    const importGoogle = vi.fn();
    expect(await chooseMaps(null, 'en', schematic, importGoogle)).toBe(schematic);
    expect(importGoogle).not.toHaveBeenCalled();
  });

  it("loads Google Maps with the brand's key and the page's language", async () => {
    const loadGoogleMaps = vi.fn(async () => google);
    expect(await chooseMaps('AIzaBrandKey', 'ar', schematic, async () => ({ loadGoogleMaps }))).toBe(google);
    expect(loadGoogleMaps).toHaveBeenCalledWith('AIzaBrandKey', 'ar');
  });

  it("falls back to the schematic map when Google's script or the adapter cannot load", async () => {
    const loadGoogleMaps = vi.fn(async () => {
      throw new Error('offline');
    });
    expect(await chooseMaps('AIzaBrandKey', 'en', schematic, async () => ({ loadGoogleMaps }))).toBe(
      schematic,
    );
    expect(
      await chooseMaps('AIzaBrandKey', 'en', schematic, () => Promise.reject(new Error('chunk failed'))),
    ).toBe(schematic);
  });
});
