import type { BrandInfo } from '@storefront/contract';
import { brandColoursOrDefault } from '@storefront/core';
import type { Db } from '../db/database.js';
import { brands, type BrandRow } from '../db/schema.js';

/**
 * A brand as the API and the pages give it. A colour that is not `#RRGGBB` (written around the seed's
 * check) reads as the default one, so the answer keeps its described shape and the pages render.
 */
export function toBrandInfo(row: BrandRow): BrandInfo {
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
    activeIntegrations: row.activeIntegrations.filter((integration) => integration.isActive),
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
  #cache: Promise<Map<string, BrandInfo>> | undefined;
  #version = 0;

  constructor(db: Db) {
    this.#db = db;
  }

  #all(): Promise<Map<string, BrandInfo>> {
    this.#cache ??= this.#db
      .select()
      .from(brands)
      .then((rows) => new Map(rows.map((row) => [row.id, toBrandInfo(row)])))
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
