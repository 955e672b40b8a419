import type { BrandInfo } from '@storefront/contract';
import {
  brandColoursOrDefault,
  MAP_TILES_INTEGRATION,
  mapTilesIntegration,
  type MapTileSource,
} from '@storefront/core';
import type { Db } from '../db/database.js';
import { brands, type BrandRow } from '../db/schema.js';

/**
 * A brand as the API and the pages give it. A colour that is not `#RRGGBB` (written around the seed's
 * check) reads as the default one, so the answer keeps its described shape and the pages render.
 * The deployment's map tiles (`mapTiles`) join the integrations of a brand that names none of its
 * own; a brand's own entry, even switched off, wins (docs/maps.md).
 */
export function toBrandInfo(row: BrandRow, mapTiles: MapTileSource | null = null): BrandInfo {
  const ownTiles = row.activeIntegrations.some((integration) => integration.name === MAP_TILES_INTEGRATION);
  const deployment =
    mapTiles && !ownTiles ? [{ ...mapTilesIntegration(mapTiles), category: 'DELIVERY' as const }] : [];
  const { color, textColor } = brandColoursOrDefault(row.setting);
  return {
    brand: {
      _id: row.id,
      brandName: row.brandName,
      brandNameAR: row.brandNameAr,
      baseLanguage: row.baseLanguage,
      catalogueType: row.catalogueType,
      deliveryMethods: row.deliveryMethods,
    },
    setting: { ...row.setting, color, textColor, temporaryDomainName: row.temporaryDomainName },
    activeIntegrations: [
      ...row.activeIntegrations.filter((integration) => integration.isActive),
      ...deployment,
    ],
    domainName: row.customDomain,
    mobileNumber: row.mobileNumber,
    whatsAppContact: row.whatsAppContact,
  };
}

/**
 * Brand settings are read on every page and rarely written: answers come from an in-process
 * cache filled on first use and dropped by `invalidate()` whenever a brand changes.
 */
export class BrandService {
  readonly #db: Db;
  readonly #mapTiles: MapTileSource | null;
  #cache: Promise<Map<string, BrandInfo>> | undefined;
  #version = 0;

  /** `mapTiles`: the deployment's tile source for brands without their own (none: no open map). */
  constructor(db: Db, mapTiles: MapTileSource | null = null) {
    this.#db = db;
    this.#mapTiles = mapTiles;
  }

  #all(): Promise<Map<string, BrandInfo>> {
    this.#cache ??= this.#db
      .select()
      .from(brands)
      .then((rows) => new Map(rows.map((row) => [row.id, toBrandInfo(row, this.#mapTiles)])))
      .catch((error: unknown) => {
        this.#cache = undefined;
        throw error;
      });
    return this.#cache;
  }

  async byId(id: string): Promise<BrandInfo | undefined> {
    return (await this.#all()).get(id);
  }

  async byTemporaryDomain(name: string): Promise<BrandInfo | undefined> {
    const wanted = name.toLowerCase();
    for (const info of (await this.#all()).values()) {
      if (info.setting.temporaryDomainName === wanted) return info;
    }
    return undefined;
  }

  async byCustomDomain(host: string): Promise<BrandInfo | undefined> {
    const wanted = host.toLowerCase();
    for (const info of (await this.#all()).values()) {
      if (info.domainName === wanted) return info;
    }
    return undefined;
  }

  /** Changes whenever the cache is dropped; part of every cached answer's key. */
  get version(): number {
    return this.#version;
  }

  invalidate(): void {
    this.#cache = undefined;
    this.#version += 1;
  }
}
