import type { Prisma } from '../../db/generated/client.ts';

// Whether the site counts page views: the `analytics.enabled` setting (staff switch it in the
// settings screen). On unless it says false; read at every flush, so a change applies at once.

export const analyticsEnabledSetting = 'analytics.enabled';

const off = new Set(['false', '0', 'off', 'no']);

/** Whether a stored value of `analytics.enabled` leaves analytics on (a missing one does). */
export function isEnabledValue(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  let text = value.trim().toLowerCase();
  // Settings hold JSON: "false" and false alike.
  if (text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1).trim();
  return !off.has(text);
}

export async function analyticsEnabled(db: Pick<Prisma.TransactionClient, 'setting'>): Promise<boolean> {
  const row = await db.setting.findUnique({ where: { key: analyticsEnabledSetting }, select: { value: true } });
  return isEnabledValue(row?.value);
}
