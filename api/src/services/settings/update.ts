import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { apiError } from '../../errors.ts';
import { recordAudit } from '../audit.ts';
import { requireAdmin } from '../auth/permissions.ts';
import { requireRecentAuthentication } from '../auth/reauthentication.ts';
import { assertCanRequireSecondFactors } from '../auth/secondFactorPolicy.ts';
import { settingFields, settingsCatalogue, settingValue, type SettingField, type SiteSettings } from './catalogue.ts';
import { parseSettingsChange } from './input.ts';
import { transaction } from '../../db/transaction.ts';

// Admins change the settings: every value checked first (all or nothing), the changed ones written
// and audited in one transaction, then announced, which empties the settings' memory and the public
// caches: the next page shows the change, its CSP names the new booking calendar. No restart.

/** Every setting, for the settings screen (admins only). */
export async function getAllSettings(ctx: Pick<Context, 'viewer' | 'tokenRejected' | 'siteSettings'>): Promise<SiteSettings> {
  requireAdmin(ctx);
  return ctx.siteSettings.read();
}

/**
 * Which save of the settings the site shows: the audit log's last `settings.updated` (written in the
 * same transaction as every change), 0 before the first. A change made from an older version is
 * refused, so two admins editing at once cannot drop each other's block list entries unseen.
 */
export async function settingsVersion(db: Db | Prisma.TransactionClient): Promise<number> {
  const last = await db.auditEvent.findFirst({ where: { action: 'settings.updated' }, orderBy: { id: 'desc' }, select: { id: true } });
  return last?.id ?? 0;
}

export interface SettingsUpdate {
  settings: SiteSettings;
  /** The fields whose stored value changed (none when every value was already so). */
  changed: SettingField[];
}

/**
 * Applies the values given (others stay); with `version`, only if nobody saved since that version. A value equal to what the site shows already changes
 * nothing, so a default stays a default; null puts a setting's default back.
 */
export async function updateSiteSettings(
  ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip' | 'publicContent' | 'siteSettings' | 'request'>,
  input: Record<string, unknown>,
): Promise<SettingsUpdate> {
  const admin = requireAdmin(ctx);
  const { version, ...values } = input;
  // Versions count saves from 0: a negative one was never given, so it is a mistake, not a conflict.
  if (version !== undefined && version !== null && !(Number.isSafeInteger(version) && (version as number) >= 0)) {
    throw apiError('BAD_USER_INPUT', 'version must be the whole number adminSettings gave', { version: 'invalid' });
  }
  const change = parseSettingsChange(values);
  if (change.secondFactorPolicy) {
    // Who must have a second factor is the sign-in's own defence: a stolen old session may not lower it.
    if (change.secondFactorPolicy !== (await ctx.siteSettings.read()).secondFactorPolicy) requireRecentAuthentication(ctx);
    await assertCanRequireSecondFactors(ctx, admin, change.secondFactorPolicy);
  }
  const env = ctx.siteSettings.env;
  const changed = await transaction(ctx.db, async (tx) => {
    if (typeof version === 'number' && (await settingsVersion(tx)) !== version) {
      throw apiError('CONFLICT', 'Someone else saved the settings after you opened them: nothing was saved. Load them again, then make your change', {
        version: 'stale',
      });
    }
    const fields = settingFields.filter((field) => field in change);
    const rows = await tx.setting.findMany({ where: { key: { in: fields.map((field) => settingsCatalogue[field].key) } } });
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    const written: SettingField[] = [];
    for (const field of fields) {
      const { key } = settingsCatalogue[field];
      const value = change[field];
      if (value === null) {
        if (!stored.has(key)) continue;
        await tx.setting.delete({ where: { key } });
      } else {
        if (JSON.stringify(value) === JSON.stringify(settingValue(field, stored.get(key), env))) continue;
        const text = JSON.stringify(value);
        await tx.setting.upsert({ where: { key }, create: { key, value: text }, update: { value: text } });
      }
      written.push(field);
    }
    if (written.length) {
      await recordAudit(tx, {
        action: 'settings.updated',
        actorId: admin.id,
        target: 'settings',
        ip: ctx.ip,
        detail: { keys: written.map((field) => settingsCatalogue[field].key) },
      });
    }
    return written;
  });
  if (changed.length) {
    ctx.siteSettings.invalidate();
    await ctx.publicContent.changed();
  }
  return { settings: await ctx.siteSettings.read(), changed };
}
