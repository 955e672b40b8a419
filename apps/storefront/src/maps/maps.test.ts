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
  const open: Maps = { kind: 'open', Map: () => null, services };
  const tiles = {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
    maxZoom: 19,
  };
  const fails = () => Promise.reject(new Error('chunk failed'));

  it('uses the schematic map with neither a key nor tiles, and imports no adapter', async () => {
    const importGoogle = vi.fn();
    const importOpen = vi.fn();
    const chosen = await chooseMaps({
      googleKey: null,
      tiles: null,
      language: 'en',
      fallback: schematic,
      importGoogle,
      importOpen,
    });
    expect(chosen).toBe(schematic);
    expect(importGoogle).not.toHaveBeenCalled();
    expect(importOpen).not.toHaveBeenCalled();
  });

  it("loads Google Maps with the brand's key and the page's language", async () => {
    const loadGoogleMaps = vi.fn(async () => google);
    const importOpen = vi.fn();
    const chosen = await chooseMaps({
      googleKey: 'AIzaBrandKey',
      tiles,
      language: 'ar',
      fallback: schematic,
      importGoogle: async () => ({ loadGoogleMaps }),
      importOpen,
    });
    expect(chosen).toBe(google);
    expect(loadGoogleMaps).toHaveBeenCalledWith('AIzaBrandKey', 'ar');
    expect(importOpen).not.toHaveBeenCalled();
  });

  it("loads the open map over the brand's tiles with the server's search", async () => {
    const loadOpenMaps = vi.fn(async () => open);
    const chosen = await chooseMaps({
      googleKey: null,
      tiles,
      language: 'en',
      fallback: schematic,
      importOpen: async () => ({ loadOpenMaps }),
    });
    expect(chosen).toBe(open);
    expect(loadOpenMaps).toHaveBeenCalledWith(tiles, services);
  });

  it("falls back to the open map when Google's script cannot load, and to the schematic one when nothing can", async () => {
    const loadGoogleMaps = vi.fn(async () => {
      throw new Error('offline');
    });
    const loadOpenMaps = vi.fn(async () => open);
    expect(
      await chooseMaps({
        googleKey: 'AIzaBrandKey',
        tiles,
        language: 'en',
        fallback: schematic,
        importGoogle: async () => ({ loadGoogleMaps }),
        importOpen: async () => ({ loadOpenMaps }),
      }),
    ).toBe(open);
    const noTile = vi.fn(async () => {
      throw new Error('No map tile within 6000 ms');
    });
    expect(
      await chooseMaps({
        googleKey: null,
        tiles,
        language: 'en',
        fallback: schematic,
        importOpen: async () => ({ loadOpenMaps: noTile }),
      }),
    ).toBe(schematic);
    expect(
      await chooseMaps({
        googleKey: 'AIzaBrandKey',
        tiles: null,
        language: 'en',
        fallback: schematic,
        importGoogle: fails,
      }),
    ).toBe(schematic);
    expect(
      await chooseMaps({ googleKey: null, tiles, language: 'en', fallback: schematic, importOpen: fails }),
    ).toBe(schematic);
  });
});
