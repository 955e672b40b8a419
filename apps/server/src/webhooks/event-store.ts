import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { gatewayEvents } from '../db/schema.js';
import type { GatewayEvent } from './stripe-events.js';

/**
 * Stores an event by its id. `new`: first delivery, to be handled; `unhandled`: seen before but
 * its handling never finished (the process stopped), to be handled again; `handled`: done, with
 * what was done.
 */
export async function storeEvent(
  db: Db,
  gateway: 'stripe' | 'checkout',
  event: GatewayEvent,
  now: Date,
): Promise<{ kind: 'new' | 'unhandled'; receivedAt: Date } | { kind: 'handled'; outcome: string }> {
  const inserted = await db
    .insert(gatewayEvents)
    .values({ id: event.id, gateway, type: event.type, reference: event.reference, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: gatewayEvents.id });
  if (inserted.length > 0) return { kind: 'new', receivedAt: now };
  const [row] = await db.select().from(gatewayEvents).where(eq(gatewayEvents.id, event.id));
  if (row?.handledAt) return { kind: 'handled', outcome: row.outcome ?? 'handled' };
  return { kind: 'unhandled', receivedAt: row?.receivedAt ?? now };
}

/** Marks the event's work done (once: the first handler to finish names the outcome). */
export async function markHandled(db: Db, id: string, outcome: string, now: Date): Promise<void> {
  await db
    .update(gatewayEvents)
    .set({ handledAt: now, outcome })
    .where(and(eq(gatewayEvents.id, id), isNull(gatewayEvents.handledAt)));
}
