import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { Prisma } from '../db/generated/client.ts';

/** The texts an account was seeded with, in English and Arabic. */
export interface SeededTexts {
  displayName: string;
  displayNameAr: string;
  bio?: string;
  bioAr?: string;
}

/**
 * Databases seeded before staff had Arabic names: gives the seeded accounts (`where`) the Arabic
 * name and bio seeded today, each only while its Arabic text is empty and its English text is still
 * the seeded one. Runs once per database (recorded under `key`), so an Arabic text someone empties
 * later stays empty.
 */
export async function fillSeededArabic(db: Db, key: string, where: Prisma.UserWhereInput, texts: SeededTexts, log: Logger): Promise<void> {
  if (await db.setting.findUnique({ where: { key } })) return;
  const seededBio = texts.bio !== undefined && texts.bioAr !== undefined ? [{ bio: texts.bio, bioAr: '' }] : [];
  const accounts = await db.user.findMany({
    where: { AND: [where, { OR: [{ displayName: texts.displayName, displayNameAr: '' }, ...seededBio] }] },
    select: { id: true, username: true, displayName: true, displayNameAr: true, bio: true, bioAr: true },
  });
  for (const account of accounts) {
    const data: Prisma.UserUpdateInput = {};
    if (account.displayName === texts.displayName && !account.displayNameAr) data.displayNameAr = texts.displayNameAr;
    if (texts.bioAr !== undefined && account.bio === texts.bio && !account.bioAr) data.bioAr = texts.bioAr;
    if (Object.keys(data).length === 0) continue;
    await db.user.update({ where: { id: account.id }, data });
    log.info({ username: account.username, fields: Object.keys(data) }, 'gave a seeded account its Arabic name and bio');
  }
  await db.setting.upsert({ where: { key }, update: {}, create: { key, value: new Date().toISOString() } });
}
