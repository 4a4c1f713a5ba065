import type { PublicSiteSettings } from '../../../../web/src/settings/siteSettings.ts';
import type { Db } from '../../db/client.ts';
import type { PublicContent } from '../publicContent.ts';
import { publicSettings, type SiteSettings } from './catalogue.ts';
import type { SettingsEnvironment } from './defaults.ts';
import { readSiteSettings } from './read.ts';

// The settings as every page, every answer's CSP and `siteSettings` read them: from memory, read
// once from the database and again after a change. A settings update announces itself as a change of
// public content (it changes what visitors see), and every announcement empties this memory too: so
// the one mechanism that reaches other processes on PostgreSQL (services/publicContent.ts)
// reaches this cache as well.

export interface SiteSettingsStore {
  /** Every setting as it is now. */
  read(): Promise<SiteSettings>;
  /** The settings visitors may see. */
  readPublic(): Promise<PublicSiteSettings>;
  /** Forgets what was read: the next read asks the database. */
  invalidate(): void;
  /** The defaults that apply while a setting is unset (from the environment). */
  readonly env: SettingsEnvironment;
  close(): void;
}

export function createSiteSettingsStore(options: { db: Db; publicContent: PublicContent; env: SettingsEnvironment }): SiteSettingsStore {
  // A read under way is shared; a change drops it (its callers started before the change), so a
  // read that began before a change is never kept after it.
  let cached: Promise<{ all: SiteSettings; visible: PublicSiteSettings }> | null = null;

  function load() {
    if (cached) return cached;
    const reading = readSiteSettings(options.db, options.env).then((all) => ({ all, visible: publicSettings(all) }));
    cached = reading;
    // A failed read is not kept: the next caller tries again.
    reading.catch(() => {
      if (cached === reading) cached = null;
    });
    return reading;
  }

  function invalidate() {
    cached = null;
  }

  const unsubscribe = options.publicContent.subscribe(invalidate);
  return {
    env: options.env,
    read: async () => (await load()).all,
    readPublic: async () => (await load()).visible,
    invalidate,
    close: unsubscribe,
  };
}
