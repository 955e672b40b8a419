import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database.js';

/** The NOTIFY channel of a store's kitchen changes (payload: a StoreMenuEvent as JSON). */
export const STORE_MENU_CHANNEL = 'store_menu';

/** A change to what a store sells or when (docs/kitchen.md): its open screens read the menu again. */
export interface StoreMenuEvent {
  brandId: string;
  storeId: string;
  /** Unix seconds. */
  at: number;
}

/** Announces a store's change inside the transaction that made it (heard on commit only). */
export async function announceStoreMenu(tx: Db, event: StoreMenuEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${STORE_MENU_CHANNEL}, ${JSON.stringify(event)})`);
}

/**
 * Says, for the rest of the transaction, that its catalogue writes concern this store alone (an
 * item sold out there): the catalogue notice names the store, and cached answers about the
 * brand's other stores stay (migration 0023, docs/kitchen.md).
 */
export async function scopeToStore(tx: Db, storeId: string): Promise<void> {
  await tx.execute(sql`select set_config('storefront.store_scope', ${storeId}, true)`);
}

/**
 * The live feed of kitchen changes in this process, from every process (LISTEN): each event goes
 * to the streams of its store, the same event object to each (so its frame is built once).
 */
export class StoreMenuFeed {
  readonly #events = new EventEmitter();
  #stop: (() => Promise<void>) | undefined;

  /**
   * `beforeStreams` runs first with each event: the brand's cached catalogue is dropped before any
   * screen is told to read it again (the catalogue's own notice may come on another connection).
   */
  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly beforeStreams: (event: StoreMenuEvent) => void = () => undefined,
  ) {
    this.#events.setMaxListeners(0);
  }

  async start(): Promise<void> {
    this.#stop = await this.database.listen(STORE_MENU_CHANNEL, (payload) => {
      try {
        const event = JSON.parse(payload) as StoreMenuEvent;
        if (typeof event.storeId !== 'string' || typeof event.brandId !== 'string') return;
        this.beforeStreams(event);
        this.#events.emit(event.storeId, event);
      } catch {
        // Not one of ours: ignored.
      }
    });
  }

  async stop(): Promise<void> {
    await this.#stop?.();
    this.#events.removeAllListeners();
  }

  /** Calls `listener` with each change of the store; answers the call that unsubscribes. */
  subscribe(storeId: string, listener: (event: StoreMenuEvent) => void): () => void {
    this.#events.on(storeId, listener);
    return () => this.#events.off(storeId, listener);
  }

  /** Streams listening now, all stores together. */
  get listeners(): number {
    return this.#events.eventNames().reduce((sum, name) => sum + this.#events.listenerCount(name), 0);
  }
}
