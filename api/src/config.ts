import { z } from 'zod';

/** An origin exactly as a browser sends it in `Origin`: scheme, host and port, no path. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/** A script's address fit for the CSP and every page: https (http on loopback), a path, no credentials or wildcard. */
function isScriptAddress(value: string): boolean {
  const url = new URL(value);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return (url.protocol === 'https:' || loopback) && !url.username && !url.password && !value.includes('*') && url.pathname.length > 1 && !/["'\s<>]/.test(value);
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
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  SEED_CONTENT: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  WEB_DIST: z.string().default('dist/web'),
  SSR_DIST: z.string().default('dist/ssr'),
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.string().refine(isOrigin, { error: (issue) => `${String(issue.input)} is not an origin like https://partner.example` }))),
  PUBLIC_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  BOOKING_WIDGET_URL: z
    .union([z.literal(''), z.url({ protocol: /^https?$/ }).refine(isScriptAddress, { error: 'must be an https:// address of a script (http:// only on this machine), without user name, password or wildcard' })])
    .default('')
    .transform((url) => url || undefined),
  GRAPHQL_INTROSPECTION: z.enum(['true', 'false']).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
});

// Introspection defaults to on, except in production.
const schema = settings.transform((config) => ({ ...config, GRAPHQL_INTROSPECTION: config.GRAPHQL_INTROSPECTION ?? config.NODE_ENV !== 'production' }));

export type Config = z.infer<typeof schema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
