import type { Prisma } from '../../db/generated/client.ts';
import { settingFields, settingsCatalogue, settingValue, type SettingField, type SiteSettings } from './catalogue.ts';
import type { SettingsEnvironment } from './defaults.ts';

type SettingReader = Pick<Prisma.TransactionClient, 'setting'>;

/** Every setting as stored now (one query), defaults where unset or unusable. */
export async function readSiteSettings(db: SettingReader, env: SettingsEnvironment): Promise<SiteSettings> {
  const rows = await db.setting.findMany({
    where: { key: { in: settingFields.map((field) => settingsCatalogue[field].key) } },
    select: { key: true, value: true },
  });
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    settingFields.map((field) => [field, settingValue(field, stored.get(settingsCatalogue[field].key), env)]),
  ) as unknown as SiteSettings;
}

/**
 * One setting, straight from the database: for the services that act on it at the moment of a write
 * (the contact form's block list, the outbox's recipients, the analytics switch at each flush).
 */
export async function readSetting<F extends SettingField>(db: SettingReader, field: F, env: SettingsEnvironment): Promise<SiteSettings[F]> {
  const row = await db.setting.findUnique({ where: { key: settingsCatalogue[field].key }, select: { value: true } });
  return settingValue(field, row?.value, env);
}
