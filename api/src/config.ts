import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { isContactEmail } from '../../web/src/api/contactRules.ts';
import { isScriptAddress } from '../../web/src/api/settingsRules.ts';

/** An origin exactly as a browser sends it in `Origin`: scheme, host and port, no path. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/** A sender as mail headers write it: `address` or `Name <address>`. */
function isMailbox(value: string): boolean {
  const match = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/.exec(value);
  return Boolean(match && isContactEmail(match[1] ?? match[2]));
}

/** Text where empty means unset. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/** Outgoing mail: the outbox's transport and its settings (docs/contact.md). */
const mailSettings = {
  MAIL_TRANSPORT: z.enum(['smtp', 'email-api', 'none']).optional(),
  SMTP_URL: z
    .union([z.literal(''), z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })])
    .optional()
    .transform((url) => url || undefined),
  MAIL_FROM: optionalText.refine((value) => value === undefined || isMailbox(value), 'must be an address, or a name and <address>'),
  CONTACT_NOTIFY: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().refine(isContactEmail, { error: (issue) => `${String(issue.input)} is not an email address` }))),
  EMAIL_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://api.emailjs.com')
    .transform((url) => url.replace(/\/+$/, '')),
  EMAIL_SERVICE_ID: optionalText,
  EMAIL_TEMPLATE_ID: optionalText,
  EMAIL_PUBLIC_KEY: optionalText,
  EMAIL_ACCESS_TOKEN: optionalText,
  OUTBOX_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(20),
};

/** Backups (docs/operations.md#backups): where they go, how often the server takes one, how many are kept. */
const backupSettings = {
  BACKUP_DIR: optionalText,
  BACKUP_EVERY_HOURS: z.coerce
    .number({ error: 'must be a number of hours (0 or unset: no scheduled backups)' })
    .min(0, 'must be 0 (off) or more')
    .max(8760, 'must be at most 8760 (a year)')
    .default(0),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number of backups to keep (0: keep every one)' })
    .int('must be a whole number of backups to keep (0: keep every one)')
    .min(0, 'must be 0 (keep every one) or more')
    .max(100_000)
    .default(14),
};

/** Webhooks (docs/webhooks.md#addresses): whether endpoints may be on a loopback address (default: outside production). */
const webhookSettings = {
  WEBHOOK_ALLOW_LOOPBACK: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
};

/** Single sign-on through the company's OpenID provider (docs/security.md#single-sign-on): off unless OIDC_ISSUER is set. */
const roleNames = ['ADMIN', 'EDITOR', 'CONTRIBUTOR'] as const;
const oidcSettings = {
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: 'must be the provider’s issuer URL, e.g. https://login.microsoftonline.com/<tenant>/v2.0' }).optional(),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  /** The email domains whose people may sign in (comma-separated): nobody else, whatever the provider says. */
  OIDC_ALLOWED_DOMAINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/, 'must be email domains like sovra.ae, separated by commas'))),
  /** The ID token's claim listing the person's groups. */
  OIDC_GROUPS_CLAIM: z.string().min(1).default('groups'),
  /** Which group gives which role, first match wins: `sovra-admins=ADMIN,sovra-editors=EDITOR,*=CONTRIBUTOR` (`*`: anyone else). */
  OIDC_ROLES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((pair) => pair.trim())
        .filter(Boolean)
        .map((pair) => {
          const at = pair.lastIndexOf('=');
          return {
            group: pair.slice(0, at).trim(),
            role: pair
              .slice(at + 1)
              .trim()
              .toUpperCase(),
          };
        }),
    )
    .pipe(
      z.array(
        z.object(
          { group: z.string().min(1), role: z.enum(roleNames) },
          { error: 'must be group=ROLE pairs (ADMIN, EDITOR or CONTRIBUTOR; * for anyone), separated by commas' },
        ),
      ),
    ),
  /** What the login screen's button names: "Sign in with <OIDC_NAME>". */
  OIDC_NAME: z.string().min(1).max(60).default('single sign-on'),
};

type MailSettings = z.infer<z.ZodObject<typeof mailSettings>>;
const emailApiIds = ['EMAIL_PUBLIC_KEY', 'EMAIL_SERVICE_ID', 'EMAIL_TEMPLATE_ID'] as const;

/** The transport notifications go through: MAIL_TRANSPORT, else the one whose settings are given, else none. */
function mailTransport(config: MailSettings): 'smtp' | 'email-api' | 'none' {
  if (config.MAIL_TRANSPORT) return config.MAIL_TRANSPORT;
  if (config.SMTP_URL) return 'smtp';
  return emailApiIds.some((name) => config[name]) ? 'email-api' : 'none';
}

/** The settings the chosen transport cannot work without (the email API's rule: public key, service id and template id). */
function checkMailSettings(config: MailSettings, ctx: z.RefinementCtx): void {
  const missing = (name: string, why: string) => ctx.addIssue({ code: 'custom', path: [name], message: `required ${why}` });
  if (!config.MAIL_TRANSPORT && config.SMTP_URL && emailApiIds.some((name) => config[name])) {
    ctx.addIssue({ code: 'custom', path: ['MAIL_TRANSPORT'], message: 'set it to smtp or email-api: settings of both transports are given' });
    return;
  }
  const transport = mailTransport(config);
  if (transport === 'smtp') {
    if (!config.SMTP_URL) missing('SMTP_URL', 'when MAIL_TRANSPORT is smtp');
    if (!config.MAIL_FROM) missing('MAIL_FROM', 'to send mail through SMTP');
  }
  if (transport === 'email-api') for (const name of emailApiIds) if (!config[name]) missing(name, 'to send mail through the email API');
}

// The only reader of process.env: every setting is parsed and validated here, once.
const settings = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().default('file:./data/site.db'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().optional(),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(7),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SEED_CONTENT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  WEB_DIST: z.string().default('dist/web'),
  SSR_DIST: z.string().default('dist/ssr'),
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().refine(isOrigin, { error: (issue) => `${String(issue.input)} is not an origin like https://partner.example` }))),
  PUBLIC_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  // Milliseconds a second this process may spend working out answers the public cache lacks for one
  // address that is not signed in (pages rendered, public reads); 0: no limit.
  PUBLIC_MISS_MS_PER_SECOND: z.coerce.number().int().min(0).max(1_000_000).default(250),
  // Uploaded images kept in memory, the most asked first (they live in the database).
  MEDIA_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  // Site analytics (docs/analytics.md): how often page views are written, and how many one visitor may add a minute.
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  ANALYTICS_VIEWS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000_000).default(60),
  BOOKING_WIDGET_URL: z
    .union([
      z.literal(''),
      z
        .url({ protocol: /^https?$/ })
        .refine(isScriptAddress, { error: 'must be an https:// address of a script (http:// only on this machine), without user name, password or wildcard' }),
    ])
    .default('')
    .transform((url) => url || undefined),
  GRAPHQL_INTROSPECTION: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  // `true`: /graphql runs only the web app's persisted operations (by documentId), no other document.
  GRAPHQL_PERSISTED_ONLY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  ...mailSettings,
  ...backupSettings,
  ...webhookSettings,
  ...oidcSettings,
});

// Introspection defaults to on, except in production. The mail transport is resolved once, here.
const schema = settings
  .superRefine(checkMailSettings)
  .superRefine((config, ctx) => {
    if (!config.OIDC_ISSUER) return;
    for (const name of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
      if (!config[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when OIDC_ISSUER is set' });
    }
    if (!config.OIDC_ALLOWED_DOMAINS.length)
      ctx.addIssue({ code: 'custom', path: ['OIDC_ALLOWED_DOMAINS'], message: 'required when OIDC_ISSUER is set: the email domains that may sign in' });
    if (!config.OIDC_ROLES.length)
      ctx.addIssue({ code: 'custom', path: ['OIDC_ROLES'], message: 'required when OIDC_ISSUER is set: which group gives which role' });
  })
  .transform((config) => ({
    ...config,
    GRAPHQL_INTROSPECTION: config.GRAPHQL_INTROSPECTION ?? config.NODE_ENV !== 'production',
    MAIL_TRANSPORT: mailTransport(config),
    WEBHOOK_ALLOW_LOOPBACK: config.WEBHOOK_ALLOW_LOOPBACK === undefined ? config.NODE_ENV !== 'production' : config.WEBHOOK_ALLOW_LOOPBACK === 'true',
  }));

export type Config = z.infer<typeof schema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** Where backups go: BACKUP_DIR, or `backups` beside the SQLite file (./data/backups on PostgreSQL). */
export function backupDir(config: Pick<Config, 'BACKUP_DIR' | 'DATABASE_URL'>): string {
  if (config.BACKUP_DIR) return resolve(config.BACKUP_DIR);
  const file = config.DATABASE_URL.startsWith('file:') ? config.DATABASE_URL.slice('file:'.length).split('?')[0] : '';
  return file && file !== ':memory:' ? join(dirname(resolve(file)), 'backups') : resolve('data/backups');
}
