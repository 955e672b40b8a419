import { mapTileSource, OPEN_STREET_MAP_TILES, type MapTileSource } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { loadEnv } from '../env.js';
import type { BrandRow, IntegrationRow } from '../db/schema.js';
import { BrandService, toBrandInfo } from './brand-service.js';

/** A brand as the database holds it (shaped like the seed's Zaatar House). */
function brandRow(activeIntegrations: IntegrationRow[] = []): BrandRow {
  return {
    id: '6650a1e0c0ffee0000000001',
    brandName: 'Zaatar House',
    brandNameAr: 'بيت الزعتر',
    baseLanguage: 'EN',
    catalogueType: 'OUTLET_BASED_CATALOGUE',
    deliveryMethods: [],
    temporaryDomainName: 'zaatar-house',
    customDomain: null,
    setting: {
      brandImageHomeBG: '/media/zaatar/home.jpg',
      brandLogoFirst: '/media/zaatar/logo.png',
      brandFavicon: '/media/zaatar/favicon.png',
      taglineEN: 'Fresh from the oven',
      taglineAR: 'طازج من الفرن',
      color: '#1F6F43',
      textColor: '#FFFFFF',
      staticPages: {},
      isDeliveryEnabled: true,
      isPickupEnabled: true,
      isDineInEnabled: false,
    },
    activeIntegrations,
    mobileNumber: '+971500000001',
    whatsAppContact: '+971500000001',
    legal: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
  };
}

const stripe: IntegrationRow = {
  name: 'stripe',
  isActive: true,
  category: 'PAYMENT',
  metaData: { publishableKey: 'pk_test_1' },
};
const inactivePixel: IntegrationRow = {
  name: 'facebookPixel',
  isActive: false,
  category: 'TRACKING',
  metaData: { pixelId: '1234' },
};
const deploymentTiles: MapTileSource = {
  url: 'https://tiles.example.com/{z}/{x}/{y}.png',
  attribution: '© Example Maps',
  maxZoom: 18,
};
const brandTiles: IntegrationRow = {
  name: 'mapTiles',
  isActive: true,
  category: 'DELIVERY',
  metaData: { url: 'http://tiles.lan:8080/{z}/{x}/{y}.png', attribution: '© Our own tiles', maxZoom: '17' },
};

describe('toBrandInfo and the deployment’s map tiles', () => {
  it('adds the deployment’s tiles as a mapTiles integration to a brand without its own', () => {
    const info = toBrandInfo(brandRow([stripe, inactivePixel]), deploymentTiles);
    expect(info.activeIntegrations).toEqual([
      stripe,
      {
        name: 'mapTiles',
        isActive: true,
        category: 'DELIVERY',
        metaData: {
          url: 'https://tiles.example.com/{z}/{x}/{y}.png',
          attribution: '© Example Maps',
          maxZoom: '18',
        },
      },
    ]);
    // The pages read the same source back from it.
    expect(mapTileSource(info.activeIntegrations)).toEqual(deploymentTiles);
  });

  it('adds OpenStreetMap’s default tiles the same way, with the zoom as a string', () => {
    const info = toBrandInfo(brandRow(), OPEN_STREET_MAP_TILES);
    expect(info.activeIntegrations).toEqual([
      {
        name: 'mapTiles',
        isActive: true,
        category: 'DELIVERY',
        metaData: {
          url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          attribution: '© OpenStreetMap contributors',
          maxZoom: '19',
        },
      },
    ]);
  });

  it('keeps a brand’s own active mapTiles entry instead of the deployment’s', () => {
    const info = toBrandInfo(brandRow([brandTiles, stripe]), deploymentTiles);
    expect(info.activeIntegrations).toEqual([brandTiles, stripe]);
    expect(mapTileSource(info.activeIntegrations)).toEqual({
      url: 'http://tiles.lan:8080/{z}/{x}/{y}.png',
      attribution: '© Our own tiles',
      maxZoom: 17,
    });
  });

  it('gives no tiles at all to a brand whose own mapTiles entry is switched off', () => {
    const info = toBrandInfo(brandRow([stripe, { ...brandTiles, isActive: false }]), deploymentTiles);
    expect(info.activeIntegrations).toEqual([stripe]);
    expect(info.activeIntegrations.some((integration) => integration.name === 'mapTiles')).toBe(false);
    expect(mapTileSource(info.activeIntegrations)).toBeNull();
  });

  it('adds nothing when the deployment has no tiles (MAP_TILES_URL=none, or none given)', () => {
    expect(toBrandInfo(brandRow([stripe]), null).activeIntegrations).toEqual([stripe]);
    expect(toBrandInfo(brandRow([stripe])).activeIntegrations).toEqual([stripe]);
    expect(toBrandInfo(brandRow([brandTiles]), null).activeIntegrations).toEqual([brandTiles]);
  });

  it('leaves the rest of the brand as it was', () => {
    const row = brandRow([stripe]);
    const { activeIntegrations: _with, ...rest } = toBrandInfo(row, deploymentTiles);
    const { activeIntegrations: _without, ...plain } = toBrandInfo(row);
    expect(rest).toEqual(plain);
    expect(rest.brand).toMatchObject({ _id: row.id, brandName: 'Zaatar House', brandNameAR: 'بيت الزعتر' });
    expect(rest.setting).toMatchObject({ color: '#1F6F43', temporaryDomainName: 'zaatar-house' });
    // The row itself is not changed.
    expect(row.activeIntegrations).toEqual([stripe]);
  });
});

describe('BrandService with the deployment’s map tiles', () => {
  /** Just enough of drizzle for `select().from(brands)`. */
  const fakeDb = (rows: BrandRow[]) => ({ select: () => ({ from: async () => rows }) }) as unknown as Db;
  const withOwnTiles: BrandRow = {
    ...brandRow([{ ...brandTiles, isActive: false }]),
    id: '6650a1e0c0ffee0000000002',
    temporaryDomainName: 'karak-corner',
  };

  it('hands every brand without its own entry the tiles it was made with', async () => {
    const service = new BrandService(fakeDb([brandRow([stripe]), withOwnTiles]), deploymentTiles);
    expect(mapTileSource((await service.byTemporaryDomain('zaatar-house'))!.activeIntegrations)).toEqual(
      deploymentTiles,
    );
    expect((await service.byId('6650a1e0c0ffee0000000002'))!.activeIntegrations).toEqual([]);
  });

  it('hands no tiles without a source', async () => {
    const service = new BrandService(fakeDb([brandRow([stripe])]));
    expect((await service.byTemporaryDomain('zaatar-house'))!.activeIntegrations).toEqual([stripe]);
  });
});

describe('the deployment’s map tiles configuration (MAP_TILES_*)', () => {
  it('defaults to OpenStreetMap’s standard tiles', () => {
    const env = loadEnv({});
    expect({
      url: env.MAP_TILES_URL,
      attribution: env.MAP_TILES_ATTRIBUTION,
      maxZoom: env.MAP_TILES_MAX_ZOOM,
    }).toEqual(OPEN_STREET_MAP_TILES);
  });

  it("takes 'none' (the schematic map) and an http(s) template with {z}, {x} and {y}", () => {
    expect(loadEnv({ MAP_TILES_URL: 'none' }).MAP_TILES_URL).toBe('none');
    const env = loadEnv({
      MAP_TILES_URL: 'http://tiles.lan:8080/{z}/{x}/{y}.png',
      MAP_TILES_ATTRIBUTION: '© LAN tiles',
      MAP_TILES_MAX_ZOOM: '20',
    });
    expect(env.MAP_TILES_URL).toBe('http://tiles.lan:8080/{z}/{x}/{y}.png');
    expect(env.MAP_TILES_ATTRIBUTION).toBe('© LAN tiles');
    expect(env.MAP_TILES_MAX_ZOOM).toBe(20);
  });

  it.each([
    ['a template without {z}, {x} and {y}', 'https://tiles.example.com/tile.png'],
    ['a template missing {y}', 'https://tiles.example.com/{z}/{x}.png'],
    ['another scheme', 'ftp://tiles.example.com/{z}/{x}/{y}.png'],
    ['no URL at all', 'tiles/{z}/{x}/{y}.png'],
    ['an empty value', ''],
  ])('refuses %s', (_, url) => {
    expect(() => loadEnv({ MAP_TILES_URL: url })).toThrow(/MAP_TILES_URL/);
  });

  it.each(['0', '23', 'deep', '1.5'])('refuses the maximum zoom %j', (zoom) => {
    expect(() => loadEnv({ MAP_TILES_MAX_ZOOM: zoom })).toThrow(/MAP_TILES_MAX_ZOOM/);
  });
});
