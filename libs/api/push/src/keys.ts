import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '@tiles/api-platform/db/database';
import { pushKeys } from './schema.js';

export type VapidKeys = { publicKey: string; privateKey: string };

const KEY_ID = 'vapid';

/**
 * The server's VAPID key pair: the configured one, else the one kept in the database, created on first use. Two
 * instances starting together both insert; the first insert wins and both read it back.
 */
export const loadVapidKeys = async (db: Database, configured: VapidKeys | undefined): Promise<VapidKeys> => {
  if (configured) return configured;
  const [kept] = await db.select().from(pushKeys).where(eq(pushKeys.id, KEY_ID));
  if (kept) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  const created = webpush.generateVAPIDKeys();
  await db
    .insert(pushKeys)
    .values({ id: KEY_ID, ...created })
    .onConflictDoNothing();
  const [stored] = await db.select().from(pushKeys).where(eq(pushKeys.id, KEY_ID));
  return { publicKey: stored!.publicKey, privateKey: stored!.privateKey };
};
