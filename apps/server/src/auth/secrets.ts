import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { serverSecrets } from '../db/schema.js';

/**
 * A named 256-bit secret shared by every server process on the same database: the configured
 * value when one is given (production), else created once in the database and read back (so a
 * second process verifies the first one's tokens and OTP hashes).
 */
export async function loadSecret(db: Db, name: string, configured?: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} could not be created`);
  return Buffer.from(row.value, 'hex');
}
