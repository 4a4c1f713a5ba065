import type { Db } from '../../db/client.ts';
import { settingsCatalogue } from '../settings/catalogue.ts';
import { readSetting } from '../settings/read.ts';

// The contact settings admins keep at /admin/settings (services/settings/catalogue.ts), read from the
// database at each use (a submitted form, a notification composed) so a change applies at once.

/** JSON array of blocked addresses (`spam@example.com`) and domains (`@spam.example`). */
export const blockListSetting = settingsCatalogue.blockList.key;
/** JSON array of the addresses told of each new enquiry (else CONTACT_NOTIFY). */
export const notifySetting = settingsCatalogue.notificationRecipients.key;

export async function readBlockList(db: Db): Promise<string[]> {
  return readSetting(db, 'blockList', { contactNotify: [] });
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
  const listed = await readSetting(db, 'notificationRecipients', { contactNotify: fallback });
  return listed.length ? listed : [...fallback];
}
