import type { Db } from '../../db/client.ts';

// The contact settings staff keep in the Setting table (key → JSON), read on every use so a change
// applies without a restart.

/** JSON array of blocked addresses (`spam@example.com`) and domains (`@spam.example`). */
export const blockListSetting = 'contact.blockList';
/** JSON array of the addresses told of each new enquiry (else CONTACT_NOTIFY). */
export const notifySetting = 'contact.notify';

/** The strings of a setting holding a JSON array of strings; null when unset or not such an array. */
async function stringListSetting(db: Db, key: string): Promise<string[] | null> {
  const row = await db.setting.findUnique({ where: { key }, select: { value: true } });
  if (!row) return null;
  try {
    const value: unknown = JSON.parse(row.value);
    if (!Array.isArray(value)) return null;
    return value.filter((item): item is string => typeof item === 'string').map((item) => item.trim()).filter(Boolean);
  } catch {
    return null;
  }
}

export async function readBlockList(db: Db): Promise<string[]> {
  return (await stringListSetting(db, blockListSetting)) ?? [];
}

/**
 * Whether an address is on the block list: an entry with a local part blocks that address, one
 * starting with `@` (or without any `@`) blocks its domain and the domain's subdomains. Letter case
 * does not matter.
 */
export function isBlocked(email: string, entries: readonly string[]): boolean {
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  const untagged = address.replace(/^([^@+]+)\+[^@]*@/, '$1@');
  return entries.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (!entry) return false;
    const at = entry.lastIndexOf('@');
    // An address also stands for its +tags (spammer+x@ reaches spammer@'s mailbox).
    if (at > 0) return entry === address || entry === untagged;
    const blocked = entry.slice(at + 1).replace(/^\.+/, '');
    return blocked !== '' && (domain === blocked || domain.endsWith(`.${blocked}`));
  });
}

/** Who is told of a new enquiry: the `contact.notify` setting when it lists anyone, else `fallback` (CONTACT_NOTIFY). */
export async function notificationRecipients(db: Db, fallback: readonly string[]): Promise<string[]> {
  const listed = await stringListSetting(db, notifySetting);
  return listed && listed.length ? listed : [...fallback];
}
