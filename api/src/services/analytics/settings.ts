import type { Prisma } from '../../db/generated/client.ts';
import { settingsCatalogue, settingValue } from '../settings/catalogue.ts';
import { readSetting } from '../settings/read.ts';

// Whether the site counts page views: the `analytics.enabled` setting (admins switch it in the
// settings screen, services/settings/catalogue.ts). On unless it says false; read at every flush,
// so a change applies at once.

export const analyticsEnabledSetting = settingsCatalogue.analyticsEnabled.key;

/** The defaults of the environment play no part in this setting. */
const noEnvironment = { contactNotify: [] };

/** Whether a stored value of `analytics.enabled` leaves analytics on (a missing one does; false, 0, off and no, quoted or not, do not). */
export function isEnabledValue(value: string | null | undefined): boolean {
  return settingValue('analyticsEnabled', value, noEnvironment);
}

export async function analyticsEnabled(db: Pick<Prisma.TransactionClient, 'setting'>): Promise<boolean> {
  return readSetting(db, 'analyticsEnabled', noEnvironment);
}
